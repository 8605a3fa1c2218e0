import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../../src/server/db/schema.ts";
import { createMailer } from "../../../src/server/mail/mailer.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember } from "../../helpers/factories.ts";
import { scaled } from "../../helpers/slowness.ts";
import { createSmtpSink } from "../../helpers/smtp-sink.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The mail server failing during a password reset changes nothing a user can
// see. A real SMTP server (smtp-server) refuses, is stopped, or answers slowly; the reset still answers 202 at
// once, exactly as for an email without an account, and the mail arrives once the server takes mail again.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

let t: TestApp;
let api: Api;
let sink: ReturnType<typeof createSmtpSink>;
let unusedOutbox: string;

beforeAll(async () => {
  sink = createSmtpSink(await freePort());
  await sink.start();
  unusedOutbox = mkdtempSync(path.join(tmpdir(), "menu-unused-outbox-"));
  t = await startTestApp({
    mailer: createMailer({
      smtpUrl: sink.url,
      from: "test@localhost",
      outboxDir: unusedOutbox,
      log: () => {},
    }),
  });
  api = createApi(t.baseUrl);
});
afterAll(async () => {
  sink.setMode({ kind: "accept" });
  await sink.start().catch(() => {}); // a test that failed half-way may have left it stopped
  await t.close();
  await sink.stop();
  rmSync(unusedOutbox, { recursive: true, force: true });
});

let sequence = 0;
const unknownEmail = () => `nobody-${Date.now().toString(36)}-${sequence++}@example.com`;
/** The answer a person gets, and how long it took. */
async function askReset(email: string) {
  const started = performance.now();
  const answer = await api.post("/v1/public/resetPassword", { email });
  return { status: answer.status, body: answer.body, ms: performance.now() - started };
}
/**
 * A mail server slower than this would show in the answer's timing. It grows with the machine's slowness, and the
 * slow mail server below takes twice as long, so an answer that waited for the mail is still told apart.
 */
const AT_ONCE_MS = scaled(1500);

async function waitFor<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  ms = scaled(30_000),
) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const mailTo = (email: string, nth = 1) =>
  waitFor(`mail ${nth} to ${email}`, () => sink.received.filter((mail) => mail.to.includes(email))[nth - 1]);
const linkIn = (text: string) => {
  const match = /http:\/\/menu\.test\/pass-forgot\?token=([A-Za-z0-9_%-]+)&memberId=([A-Za-z0-9_%-]+)/.exec(
    text,
  );
  expect(match, text).not.toBeNull();
  return { token: decodeURIComponent(match?.[1] ?? ""), memberId: decodeURIComponent(match?.[2] ?? "") };
};

/** A known and an unknown email asked for a link: the same answer, at once. */
async function expectSameAnswers(knownEmail: string) {
  const known = await askReset(knownEmail);
  const unknown = await askReset(unknownEmail());
  for (const answer of [known, unknown]) {
    expect(answer.status).toBe(202);
    expect(answer.body).toBeNull();
    expect(answer.ms).toBeLessThan(AT_ONCE_MS);
  }
}

async function expectLinkWorks(link: { token: string; memberId: string }, email: string) {
  const password = `new passphrase ${sequence++}`;
  const done = await api.post("/v1/public/resetPassword", { ...link, password });
  expect(done.status).toBe(204);
  expect((await api.post("/v1/public/login", { email, password })).status).toBe(200);
}

describe("password reset while the mail server fails", () => {
  it("with the server up: the same answer for a known and an unknown email, and the link arrives", async () => {
    const member = await createMember(api);
    await expectSameAnswers(member.email);
    await expectLinkWorks(linkIn((await mailTo(member.email)).text), member.email);
  });

  it("refusing mail (451): the same 202 at once; the mail arrives once the server takes mail again", async () => {
    const member = await createMember(api);
    sink.setMode({ kind: "refuse" });
    await expectSameAnswers(member.email);
    // The job really met the refusal, and kept its mail for later.
    const failed = await waitFor("a refused try", async () => {
      const [row] = await t.database.db.select().from(jobs).where(isNotNull(jobs.lastError));
      return row;
    });
    expect(failed.lastError).toContain("451");
    expect(sink.received.filter((mail) => mail.to.includes(member.email))).toHaveLength(0);

    sink.setMode({ kind: "accept" });
    await expectLinkWorks(linkIn((await mailTo(member.email)).text), member.email);
    await waitFor("the jobs table to empty", async () =>
      (await t.database.db.select().from(jobs)).length === 0 ? true : undefined,
    );
  });

  it("stopped: the same 202 at once; the mail arrives once the server is back", async () => {
    const member = await createMember(api);
    await sink.stop();
    await expectSameAnswers(member.email);
    await waitFor("a failed try", async () => {
      const [row] = await t.database.db.select().from(jobs).where(isNotNull(jobs.lastError));
      return row;
    });
    await sink.start();
    await expectLinkWorks(linkIn((await mailTo(member.email)).text), member.email);
  });

  it("answering slowly: a known email answers as fast as an unknown one", async () => {
    const member = await createMember(api);
    sink.setMode({ kind: "slow", delayMs: 2 * AT_ONCE_MS });
    await expectSameAnswers(member.email);
    // The server is holding that mail now; the answers did not wait for it, nor do these.
    await waitFor("the server to hold a mail", () => (sink.held() > 0 ? true : undefined));
    await expectSameAnswers(member.email);
    sink.setMode({ kind: "accept" });
    // Both links arrive; the last one works.
    await expectLinkWorks(linkIn((await mailTo(member.email, 2)).text), member.email);
  });
});
