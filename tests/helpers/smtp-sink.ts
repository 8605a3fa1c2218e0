import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable undone, enough to find a link in it. */
  text: string;
}

/** How the server treats a mail: takes it, refuses it (451, "try later"), or takes it only after a delay. */
export type SinkMode = { kind: "accept" } | { kind: "refuse" } | { kind: "slow"; delayMs: number };

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * A real SMTP server (smtp-server) on a fixed port that a test can stop and start again, and switch between
 * accepting, refusing and answering slowly: a mail server's failures, injected from outside the app.
 */
export function createSmtpSink(port: number) {
  const received: ReceivedMail[] = [];
  let mode: SinkMode = { kind: "accept" };
  let held = 0;
  let server: SMTPServer | null = null;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const next = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const current = mode;
            if (current.kind === "refuse") {
              callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
              return;
            }
            const take = () => {
              received.push({
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                text: decodeQuotedPrintable(Buffer.concat(chunks).toString("utf8")),
              });
              callback();
            };
            if (current.kind === "slow") {
              held++;
              setTimeout(take, current.delayMs);
            } else take();
          });
        },
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        server = next;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many mails the server has held back in "slow" mode. */
    held: () => held,
    setMode(next: SinkMode) {
      mode = next;
    },
    start,
    stop,
  };
}
