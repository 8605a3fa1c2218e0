import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { newId } from "../db/ids.ts";
import { loadNodemailer } from "../lib/on-demand.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link the mail exists for; logged when the mail goes to the outbox. */
  link?: string;
  /**
   * Who the mail speaks for (a guest's mail comes from the restaurant's name): the display name in From, with
   * the configured sender's address, since only that address may send for this server's domain.
   */
  fromName?: string;
  /** Where the recipient's answer goes (the restaurant's own address). */
  replyTo?: string;
  /**
   * Files sent with the mail (a booking's calendar file); one with a `cid` is an image its HTML shows inline
   * (`<img src="cid:…">`), which mail apps show where they block images from the web and `data:` addresses.
   */
  attachments?: {
    filename: string;
    content: string;
    contentType: string;
    /** "base64" for binary content (a PNG) carried as text. */
    encoding?: "base64";
    cid?: string;
  }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: (message: string) => void;
}

/**
 * Mail goes through `SMTP_URL`; without it each mail is written to the outbox folder as one .json file (what was
 * sent, and under `eml` the message as a mail server would have received it), and its link is logged, so
 * password reset works on a machine with no mail server. One file, not an .eml beside a .json: making a file
 * cost about 0.65 ms of CPU here (bench/order-cpu.ts), and each new order sends a mail.
 */
export function createMailer(options: MailerOptions): Mailer {
  const headers = (mail: Mail) => ({
    from: mail.fromName
      ? { name: oneLine(mail.fromName), address: senderAddress(options.from) }
      : options.from,
    ...(mail.replyTo ? { replyTo: oneLine(mail.replyTo) } : {}),
    to: mail.to,
    // A guest's subject carries the business's name, which an owner may have typed with a line break.
    subject: oneLine(mail.subject),
    text: mail.text,
    html: mail.html,
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
  });
  if (options.smtpUrl) {
    // Mail is sent by background jobs (docs/decisions/006): a server that hangs fails in seconds, well within the
    // job's lease, and the job tries again later, rather than holding it for nodemailer's default ten minutes.
    const transport = loadNodemailer().createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(mail) {
        await transport.sendMail(headers(mail));
      },
    };
  }
  // Made at the first mail: nodemailer is loaded only when a mail is sent.
  let transport: ReturnType<typeof makeStreamTransport> | null = null;
  // The folder is made once, not for each mail (a rush of orders is a rush of mails), and again if it went away.
  let folder: Promise<unknown> | null = null;
  const writeToOutbox = async (file: string, data: string | Buffer) => {
    folder ??= mkdir(options.outboxDir, { recursive: true }).catch((error: unknown) => {
      folder = null; // the next mail tries again (a full disk, a permission fixed meanwhile)
      throw error;
    });
    await folder;
    // Written beside, then renamed: whoever reads the outbox (a test, a person) never sees half a mail.
    const part = `${file}.part`;
    await writeFile(part, data).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(part, data);
    });
    await rename(part, file);
  };
  return {
    async send(mail) {
      transport ??= makeStreamTransport();
      const info = await transport.sendMail(headers(mail));
      const base = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${newId()}`,
      );
      const eml = (info.message as Buffer).toString("utf8");
      await writeToOutbox(
        `${base}.json`,
        JSON.stringify({ ...mail, createdAt: new Date().toISOString(), eml }, null, 2),
      );
      options.log(`mail to ${mail.to} written to ${base}.json${mail.link ? ` — link: ${mail.link}` : ""}`);
    },
  };
}

/** The message as a mail server would receive it, kept in memory for the outbox file. */
function makeStreamTransport() {
  return loadNodemailer().createTransport({ streamTransport: true, buffer: true, newline: "unix" });
}

/**
 * The address of `MAIL_FROM` ("Menu Builder <no-reply@example.com>" or a bare address). A display name given
 * with a mail replaces MAIL_FROM's own; nodemailer quotes or encodes it (RFC 2047) as the name needs.
 */
export function senderAddress(from: string): string {
  const bracketed = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  return (bracketed?.[1] ?? from).trim();
}

/** A header value on one line: a name typed with a line break must not start a header of its own. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t\u2028\u2029]+/g, " ").trim();
}
