import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResets } from "../../../src/server/db/schema.ts";
import {
  RESET_MAILS_PER_ADDRESS_PER_HOUR,
  RESET_MAILS_PER_EMAIL_PER_HOUR,
} from "../../../src/shared/common/constants.ts";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember } from "../../helpers/factories.ts";
import { callFrom, freshLoopback } from "../../helpers/from-address.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Reset links are single-use even when used simultaneously, and reset mails are limited per
// email and per address, the same way whether the email has an account or not.

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

let sequence = 0;
const unknownEmail = () => `nobody-${Date.now().toString(36)}-${sequence++}@example.com`;
const askFrom = (address: string, email: string) =>
  callFrom(t.baseUrl, address, { method: "POST", path: "/v1/public/resetPassword", body: { email } });
const mailsTo = (email: string) => t.outbox().filter((mail) => mail.to === email);

async function mailedLink(email: string) {
  expect((await askFrom(freshLoopback(), email)).status).toBe(202);
  await t.app.jobs.drain();
  const link = new URL(mailsTo(email).at(-1)?.link ?? "");
  return { token: link.searchParams.get("token") ?? "", memberId: link.searchParams.get("memberId") ?? "" };
}

describe("a reset link used by simultaneous requests", () => {
  it("sets exactly one password; the others answer that the link is invalid", async () => {
    const member = await createMember(api);
    const { token, memberId } = await mailedLink(member.email);
    const passwords = [
      "first new passphrase",
      "second new passphrase",
      "third new passphrase",
      "fourth one here",
    ];
    const answers = await Promise.all(
      passwords.map((password) => api.post("/v1/public/resetPassword", { memberId, token, password })),
    );
    const winners = answers.flatMap((answer, n) => (answer.status === 204 ? [passwords[n]] : []));
    expect(winners, JSON.stringify(answers.map((answer) => answer.status))).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 204)) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(MESSAGES.resetLinkInvalid);
    }
    for (const password of passwords) {
      const login = await callFrom(t.baseUrl, freshLoopback(), {
        method: "POST",
        path: "/v1/public/login",
        body: { email: member.email, password },
      });
      expect(login.status, password).toBe(password === winners[0] ? 200 : 401);
    }
    const rows = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.memberId, memberId));
    expect(rows.every((row) => row.usedAt !== null)).toBe(true);
  });
});

describe("reset mails are limited", () => {
  it(`to ${RESET_MAILS_PER_EMAIL_PER_HOUR} an hour per email, known or not, from any address`, async () => {
    const member = await createMember(api);
    for (const email of [member.email, unknownEmail()]) {
      for (let n = 0; n < RESET_MAILS_PER_EMAIL_PER_HOUR; n++) {
        const answer = await askFrom(freshLoopback(), n % 2 ? email.toUpperCase() : email);
        expect(answer.status).toBe(202);
      }
      const refused = await askFrom(freshLoopback(), email);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        status: 429,
        code: "RATE_LIMITED",
        message: MESSAGES.tooManyResetRequests,
      });
    }
    await t.app.jobs.drain();
    expect(mailsTo(member.email)).toHaveLength(RESET_MAILS_PER_EMAIL_PER_HOUR);
  });

  it(`to ${RESET_MAILS_PER_ADDRESS_PER_HOUR} an hour per address, across emails`, async () => {
    const address = freshLoopback();
    const member = await createMember(api);
    for (let n = 0; n < RESET_MAILS_PER_ADDRESS_PER_HOUR; n++) {
      expect((await askFrom(address, unknownEmail())).status).toBe(202);
    }
    const refused = await askFrom(address, member.email);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.tooManyResetRequests);
    await t.app.jobs.drain();
    expect(mailsTo(member.email)).toHaveLength(0);
    // Another address still gets its link.
    expect((await askFrom(freshLoopback(), member.email)).status).toBe(202);
    await t.app.jobs.drain();
    expect(mailsTo(member.email)).toHaveLength(1);
  });

  it("exactly, when the requests arrive all at once", async () => {
    const member = await createMember(api);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => askFrom(freshLoopback(), member.email)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(RESET_MAILS_PER_EMAIL_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - RESET_MAILS_PER_EMAIL_PER_HOUR);
    await t.app.jobs.drain();
    expect(mailsTo(member.email)).toHaveLength(RESET_MAILS_PER_EMAIL_PER_HOUR);
  });
});
