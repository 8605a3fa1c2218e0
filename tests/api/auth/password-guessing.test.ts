import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../../src/server/db/schema.ts";
import { FAILED_LOGINS_PER_MINUTE } from "../../../src/shared/common/constants.ts";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, type TestMember, uniqueEmail } from "../../helpers/factories.ts";
import { callFrom, freshLoopback } from "../../helpers/from-address.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Guesses are counted before the password is checked, atomically on both engines, so a burst of simultaneous
// guesses gets exactly the limit of checks (never more, and never none because they arrived together); the
// account pages that ask for the current password count against the same limit.

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const BURST = 40;
const statuses = (answers: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};
const passwordHashOf = async (memberId: string) =>
  (await t.database.db.select().from(members).where(eq(members.id, memberId)))[0]?.passwordHash;

/** Answers a burst must give: exactly the limit checked (`checked` status), and 429 for every other. */
function expectLimited(answers: { status: number; body: unknown }[], checked: number) {
  const counts = statuses(answers);
  expect(Object.keys(counts).map(Number).sort(), JSON.stringify(counts)).toEqual([checked, 429].sort());
  expect(counts[checked], JSON.stringify(counts)).toBe(FAILED_LOGINS_PER_MINUTE);
  expect(counts[429]).toBe(BURST - (counts[checked] ?? 0));
  for (const answer of answers.filter((a) => a.status === 429)) {
    expect(answer.body).toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      message: MESSAGES.tooManyAttempts,
    });
  }
}

/**
 * After a burst, guesses one at a time until refused: together with the burst's, exactly the limit are checked.
 */
async function guessUntilRefused(send: (n: number) => Promise<{ status: number }>, checked: number) {
  let answered = 0;
  for (let n = 0; n <= FAILED_LOGINS_PER_MINUTE; n++) {
    const answer = await send(n);
    if (answer.status === 429) return answered;
    expect(answer.status).toBe(checked);
    answered++;
  }
  throw new Error("never refused");
}

describe("simultaneous wrong logins", () => {
  it(`for one email from ${BURST} addresses: at most ${FAILED_LOGINS_PER_MINUTE} reach the password check`, async () => {
    const victim = await createMember(api);
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, n) =>
        callFrom(t.baseUrl, freshLoopback(), {
          method: "POST",
          path: "/v1/public/login",
          body: { email: victim.email, password: `guess-${n}` },
        }),
      ),
    );
    expectLimited(answers, 401);
    const later = await guessUntilRefused(
      (n) =>
        callFrom(t.baseUrl, freshLoopback(), {
          method: "POST",
          path: "/v1/public/login",
          body: { email: victim.email, password: `later-${n}` },
        }),
      401,
    );
    expect((statuses(answers)[401] ?? 0) + later).toBe(FAILED_LOGINS_PER_MINUTE);
    // The limit holds for the right password too.
    const right = await callFrom(t.baseUrl, freshLoopback(), {
      method: "POST",
      path: "/v1/public/login",
      body: { email: victim.email, password: victim.password },
    });
    expect(right.status).toBe(429);
  });

  it(`from one address across ${BURST} emails: at most ${FAILED_LOGINS_PER_MINUTE} reach the password check`, async () => {
    const address = freshLoopback();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, n) =>
        callFrom(t.baseUrl, address, {
          method: "POST",
          path: "/v1/public/login",
          body: { email: uniqueEmail(`spray-${n}`), password: "guess" },
        }),
      ),
    );
    expectLimited(answers, 401);
  });
});

describe("guessing the current password on the account pages", () => {
  const pages = [
    {
      page: "PUT /v1/members/me/password",
      path: "/v1/members/me/password",
      guess: (n: number) => ({ currentPassword: `guess-${n}`, newPassword: "taken over passphrase" }),
      right: (member: TestMember) => ({
        currentPassword: member.password,
        newPassword: "taken over passphrase",
      }),
    },
    {
      page: "PUT /v1/members/me/email",
      path: "/v1/members/me/email",
      guess: (n: number) => ({ email: `thief-${n}@example.com`, password: `guess-${n}` }),
      right: (member: TestMember) => ({
        email: uniqueEmail("thief-right"),
        password: member.password,
      }),
    },
  ];

  it.each(pages)("$page: a stolen session gets at most the limit of checks, then 429", async (page) => {
    const member = await createMember(api);
    const hashBefore = await passwordHashOf(member.memberId);
    const address = freshLoopback();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, n) =>
        callFrom(t.baseUrl, address, {
          method: "PUT",
          path: page.path,
          body: page.guess(n),
          token: member.token,
        }),
      ),
    );
    expectLimited(answers, 400);
    for (const answer of answers.filter((a) => a.status === 400)) {
      expect(answer.body).toMatchObject({ code: "WRONG_PASSWORD" });
    }
    const later = await guessUntilRefused(
      (n) =>
        callFrom(t.baseUrl, address, {
          method: "PUT",
          path: page.path,
          body: page.guess(BURST + n),
          token: member.token,
        }),
      400,
    );
    expect((statuses(answers)[400] ?? 0) + later).toBe(FAILED_LOGINS_PER_MINUTE);
    // Even the right password waits, from another address too: the count is the member's.
    const right = await callFrom(t.baseUrl, freshLoopback(), {
      method: "PUT",
      path: page.path,
      body: page.right(member),
      token: member.token,
    });
    expect(right.status).toBe(429);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, member.memberId));
    expect(row?.email).toBe(member.email);
    expect(row?.passwordHash).toBe(hashBefore);
  });

  it("shares the count with the login page, and the owner's success forgives it", async () => {
    const member = await createMember(api);
    const address = freshLoopback();
    for (let n = 0; n < FAILED_LOGINS_PER_MINUTE - 1; n++) {
      const wrong = await callFrom(t.baseUrl, address, {
        method: "POST",
        path: "/v1/public/login",
        body: { email: member.email, password: `guess-${n}` },
      });
      expect(wrong.status).toBe(401);
    }
    const wrongOnPage = await callFrom(t.baseUrl, address, {
      method: "PUT",
      path: "/v1/members/me/password",
      body: { currentPassword: "one more guess", newPassword: "a brand new passphrase" },
      token: member.token,
    });
    expect(wrongOnPage.status).toBe(400);
    const blocked = await callFrom(t.baseUrl, freshLoopback(), {
      method: "POST",
      path: "/v1/public/login",
      body: { email: member.email, password: member.password },
    });
    expect(blocked.status).toBe(429);

    const other = await createMember(api);
    for (let n = 0; n < 3; n++) {
      const wrong = await callFrom(t.baseUrl, freshLoopback(), {
        method: "PUT",
        path: "/v1/members/me/password",
        body: { currentPassword: `guess-${n}`, newPassword: "a brand new passphrase" },
        token: other.token,
      });
      expect(wrong.status).toBe(400);
    }
    const changed = await callFrom(t.baseUrl, freshLoopback(), {
      method: "PUT",
      path: "/v1/members/me/password",
      body: { currentPassword: other.password, newPassword: "a brand new passphrase" },
      token: other.token,
    });
    expect(changed.status).toBe(204);
    for (let n = 0; n < FAILED_LOGINS_PER_MINUTE - 1; n++) {
      const wrong = await callFrom(t.baseUrl, freshLoopback(), {
        method: "POST",
        path: "/v1/public/login",
        body: { email: other.email, password: `guess-${n}` },
      });
      expect(wrong.status).toBe(401);
    }
    // 12 failures in the minute, but only 9 since the owner's own success.
    const login = await callFrom(t.baseUrl, freshLoopback(), {
      method: "POST",
      path: "/v1/public/login",
      body: { email: other.email, password: "a brand new passphrase" },
    });
    expect(login.status).toBe(200);
  });
});
