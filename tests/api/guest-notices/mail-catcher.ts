import { SMTPServer } from "smtp-server";

// A real SMTP server for the guests' mails that keeps each message whole, split into its text and HTML parts
// (decoded as a mail client would: quoted-printable or base64, then UTF-8), and can refuse mail or be stopped.

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodePart(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const soft = body.replace(/=\r?\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      const hex = soft.slice(i + 1, i + 3);
      if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body;
}

/** "=?UTF-8?Q?...?=" and "=?UTF-8?B?...?=" words of a header, joined. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodePart(text.replace(/_/g, " "), "quoted-printable"),
    );
}

export function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const match = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded);
  return match?.[1]?.trim() ?? "";
}

export function parseMail(raw: string, to: string[]): CaughtMail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const boundary = /boundary="?([^";\s]+)"?/i.exec(head.replace(/\r?\n[ \t]+/g, " "))?.[1] ?? "";
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  let text = "";
  let html = "";
  for (const part of parts) {
    const [partHead = "", ...partBody] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const decoded = decodePart(
      partBody.join("\n\n"),
      headerOf(partHead, "Content-Transfer-Encoding").toLowerCase(),
    );
    const type = headerOf(partHead, "Content-Type");
    if (type.startsWith("text/html")) html = decoded;
    else if (type.startsWith("text/plain")) text = decoded;
  }
  return { to, subject: decodeHeader(headerOf(head, "Subject")), text, html, raw };
}

export function createMailCatcher(port: number) {
  const caught: CaughtMail[] = [];
  let isRefusing = false;
  let isHanging = false;
  let inFlight = 0;
  let server: SMTPServer | null = null;
  return {
    url: `smtp://127.0.0.1:${port}`,
    caught,
    /** 451 to every mail while refusing: the mail server says "try later". */
    refuse(refusing: boolean) {
      isRefusing = refusing;
    },
    /** While hanging, a mail's data is read and never answered: the sender is caught mid-send. */
    hang(hanging: boolean) {
      isHanging = hanging;
    },
    /** Mails whose data arrived while hanging, never answered. */
    inFlight: () => inFlight,
    start: () =>
      new Promise<void>((resolve, reject) => {
        const next = new SMTPServer({
          authOptional: true,
          disabledCommands: ["STARTTLS", "AUTH"],
          logger: false,
          onData(stream, session, callback) {
            const chunks: Buffer[] = [];
            stream.on("data", (chunk: Buffer) => chunks.push(chunk));
            stream.on("end", () => {
              if (isHanging) {
                inFlight++;
                return;
              }
              if (isRefusing) {
                callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
                return;
              }
              const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
              caught.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
              callback();
            });
          },
        });
        next.once("error", reject);
        next.listen(port, "127.0.0.1", () => {
          server = next;
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = null;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
  };
}
