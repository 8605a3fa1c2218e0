import { createHash } from "node:crypto";
import http from "node:http";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginFailures, members, passwordResets, sessions } from "../../../src/server/db/schema.ts";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { zoneOffsetMinutes } from "../../../src/shared/hours/time-zones.ts";
import { type ApiResponse, createApi } from "../../helpers/api-client.ts";
import {
  businessDetails,
  createMember,
  type TestMember,
  unique,
  uniqueEmail,
  registerBody as validRegisterBody,
} from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Sign-up, sign-in and password reset: the forms' messages, sessions, the login throttle, reset links.

let t: TestApp;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** What an answer may carry: the error shape `{status, code, message, errors?}`, or a login's token. */
type Answer = {
  status?: number;
  code?: string;
  message?: string;
  errors?: { path: string; message: string }[];
  token?: string;
};

/**
 * Every request of the test suite comes from 127.0.0.1, and failed logins are also counted per address. The
 * throttling tests therefore speak from their own loopback addresses (all of 127.0.0.0/8 reaches the server on
 * Linux), so their failures neither leak into the other tests nor borrow from them.
 */
let nextHost = 10;
const freshAddress = () => `127.0.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 2}`;

function postFrom(localAddress: string, path: string, body: unknown): Promise<ApiResponse<Answer>> {
  const url = new URL(path, t.baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: response.statusCode ?? 0,
            body: text ? JSON.parse(text) : null,
            headers: new Headers(response.headers as Record<string, string>),
          });
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

const loginFrom = (address: string, email: string, password: string) =>
  postFrom(address, "/v1/public/login", { email, password });

function expectError(response: ApiResponse<Answer>, status: number, message?: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject({ status, code: expect.any(String), message: expect.any(String) });
  if (message !== undefined) expect(response.body.message).toBe(message);
}

const countMembers = async (email: string) => {
  const [row] = await t.database.db.select({ n: count() }).from(members).where(eq(members.email, email));
  return row?.n ?? 0;
};
const countSessions = async (memberId?: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(sessions)
    .where(memberId ? eq(sessions.memberId, memberId) : undefined);
  return row?.n ?? 0;
};
const countFailures = async () => {
  const [row] = await t.database.db.select({ n: count() }).from(loginFailures);
  return row?.n ?? 0;
};

/** A valid sign-up from the factory; overrides may break it on purpose (missing or wrong fields). */
const registerBody = (overrides: Record<string, unknown> = {}) => ({
  ...validRegisterBody({ email: uniqueEmail("register") }),
  ...overrides,
});

describe("POST /v1/public/register", () => {
  // The hours' time zone comes from the address (src/shared/hours/time-zones.ts), not UTC.
  it.each([
    [{ state: "CA" }, "CA", "America/Los_Angeles"],
    [{ state: "Texas", zip: "73301-0001" }, "TX", "America/Chicago"],
    [{ country: "Canada", state: "British Columbia", zip: "V6B 1A1" }, "BC", "America/Vancouver"],
    [{ country: "Germany", state: "Bayern", zip: "80331" }, "Bayern", "Europe/Berlin"],
  ])("a business at %j keeps state %j and hours in %s, not yet confirmed", async (address, state, zone) => {
    const response = await api.post(
      "/v1/public/register",
      registerBody({ business: businessDetails(address) }),
    );
    expect(response.status).toBe(201);
    const { business } = response.body;
    expect(business.config.timeZone).toBe(zone);
    expect(business.config.timeZoneOffset).toBe(zoneOffsetMinutes(zone));
    expect(business.config.timeZoneConfirmed).toBeUndefined();
    const location = await api.get(`/v1/businesses/${business.id}/location`, response.body.token);
    expect(location.body.state).toBe(state);
  });

  it("answers 201 with a token, the member and the business, and the token opens private routes", async () => {
    const body = registerBody();
    const response = await api.post("/v1/public/register", body);
    expect(response.status).toBe(201);
    expect(response.body.token).toEqual(expect.any(String));
    expect(response.body.member).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      email: body.email,
      notificationEmail: body.email,
      owner: true,
    });
    expect(response.body.business).toMatchObject({
      id: expect.any(String),
      customUrl: null,
      published: false,
      orderingEnabled: false,
      viewCount: 0,
    });
    expect(response.body.business.url).toMatch(/^[a-z0-9-]+$/);
    expect(response.body.business.url).toContain("cafe-");

    const locations = await api.get("/v1/members/locations", response.body.token);
    expect(locations.status).toBe(200);
    expect(locations.body).toHaveLength(1);
    expect(locations.body[0].id).toBe(response.body.business.id);
    expect(locations.body[0].location.name).toBe(body.business.name);
  });

  it("stores the email in lowercase and trimmed; login works with any casing", async () => {
    const local = `Mixed.Case-${unique()}`;
    const response = await api.post(
      "/v1/public/register",
      registerBody({ email: `  ${local}@Example.COM ` }),
    );
    expect(response.status).toBe(201);
    const lower = `${local.toLowerCase()}@example.com`;
    expect(response.body.member.email).toBe(lower);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, response.body.member.id));
    expect(row?.email).toBe(lower);
    expect(row?.notificationEmail).toBe(lower);

    const login = await api.post("/v1/public/login", {
      email: `${local.toUpperCase()}@EXAMPLE.com`,
      password: "correct horse battery",
    });
    expect(login.status).toBe(200);
    expect(login.body.member.id).toBe(response.body.member.id);
  });

  it("answers 409 for a taken email, also when cased differently, and creates nothing", async () => {
    const body = registerBody();
    expect((await api.post("/v1/public/register", body)).status).toBe(201);
    const businessesBefore = await api.get(
      "/v1/members/locations",
      (await api.post("/v1/public/login", body)).body.token,
    );

    for (const email of [
      body.email,
      body.email.toUpperCase(),
      ` ${body.email.replace("register", "REGISTER")}`,
    ]) {
      const again = await api.post("/v1/public/register", { ...body, email, business: businessDetails() });
      expectError(again, 409, MESSAGES.emailTaken);
      expect(again.body.code).toBe("EMAIL_TAKEN");
      expect(again.body).not.toHaveProperty("token");
    }
    expect(await countMembers(body.email)).toBe(1);
    const login = await api.post("/v1/public/login", body);
    const businessesAfter = await api.get("/v1/members/locations", login.body.token);
    expect(businessesAfter.body).toEqual(businessesBefore.body);
  });

  it("stores the phone as digits and a US state name as its abbreviation", async () => {
    const body = registerBody({
      business: businessDetails({ phone: "(415) 555-0100", state: "California" }),
    });
    const response = await api.post("/v1/public/register", body);
    expect(response.status).toBe(201);
    const location = await api.get(
      `/v1/businesses/${response.body.business.id}/location`,
      response.body.token,
    );
    expect(location.body.phone).toBe("4155550100");
    expect(location.body.state).toBe("CA");
    expect(location.body.country).toBe("United States");
    expect(response.body.business.config.phone).toBe("4155550100");
  });

  it("accepts a business name of exactly 40 characters", async () => {
    const name = `N${unique()}`.padEnd(40, "x");
    const response = await api.post(
      "/v1/public/register",
      registerBody({ business: businessDetails({ name }) }),
    );
    expect(response.status).toBe(201);
    const location = await api.get(
      `/v1/businesses/${response.body.business.id}/location`,
      response.body.token,
    );
    expect(location.body.name).toBe(name);
  });

  const withoutKey = (key: string) => {
    const details: Record<string, unknown> = businessDetails();
    delete details[key];
    return details;
  };

  const invalid: { case: string; body: () => Record<string, unknown>; path: string; message: string }[] = [
    {
      case: "missing business name",
      body: () => registerBody({ business: withoutKey("name") }),
      path: "business.name",
      message: "Business name cannot be empty.",
    },
    {
      case: "blank business name",
      body: () => registerBody({ business: businessDetails({ name: "   " }) }),
      path: "business.name",
      message: "Business name cannot be empty.",
    },
    {
      case: "business name of 41 characters",
      body: () => registerBody({ business: businessDetails({ name: "x".repeat(41) }) }),
      path: "business.name",
      message: "Business name cannot be longer than 40 characters.",
    },
    {
      case: "missing city",
      body: () => registerBody({ business: withoutKey("city") }),
      path: "business.city",
      message: "Please specify the city.",
    },
    {
      case: "empty city",
      body: () => registerBody({ business: businessDetails({ city: "" }) }),
      path: "business.city",
      message: "Please specify the city.",
    },
    {
      case: "missing state",
      body: () => registerBody({ business: withoutKey("state") }),
      path: "business.state",
      message: "Please specify the state.",
    },
    {
      case: "an empty state",
      body: () => registerBody({ business: businessDetails({ state: " " }) }),
      path: "business.state",
      message: "Please specify the state.",
    },
    {
      case: "a state that is not a US state",
      body: () => registerBody({ business: businessDetails({ state: "ZZ" }) }),
      path: "business.state",
      message: "Please specify the state.",
    },
    {
      case: "missing address",
      body: () => registerBody({ business: withoutKey("address") }),
      path: "business.address",
      message: "Address cannot be empty.",
    },
    {
      case: "missing zip",
      body: () => registerBody({ business: withoutKey("zip") }),
      path: "business.zip",
      message: "Zip cannot be empty.",
    },
    {
      // A US ZIP is 5 digits or ZIP+4, checked by the same schema as the form.
      case: "a US ZIP of letters",
      body: () => registerBody({ business: businessDetails({ zip: "ABCDE" }) }),
      path: "business.zip",
      message: MESSAGES.zipInvalid,
    },
    {
      case: "a Canadian address with a province Canada lacks",
      body: () =>
        registerBody({ business: businessDetails({ country: "Canada", state: "TX", zip: "M5V 2T6" }) }),
      path: "business.state",
      message: MESSAGES.registerProvince,
    },
    {
      case: "missing phone",
      body: () => registerBody({ business: withoutKey("phone") }),
      path: "business.phone",
      message: MESSAGES.phoneEmpty,
    },
    {
      case: "a bad email",
      body: () => registerBody({ email: `not-an-email-${unique()}` }),
      path: "email",
      message: MESSAGES.emailInvalid,
    },
    {
      case: "a missing email",
      body: () => registerBody({ email: undefined }),
      path: "email",
      message: MESSAGES.emailRequired,
    },
    {
      case: "a missing password",
      body: () => registerBody({ password: undefined }),
      path: "password",
      message: MESSAGES.passwordRequired,
    },
    {
      case: "an empty password",
      body: () => registerBody({ password: "" }),
      path: "password",
      message: MESSAGES.passwordRequired,
    },
    {
      case: "a short password",
      body: () => registerBody({ password: "short" }),
      path: "password",
      message: MESSAGES.passwordTooShort,
    },
  ];

  it.each(invalid)("answers 400 for $case with the exact message and creates no account", async (entry) => {
    const body = entry.body();
    const membersBefore = await t.database.db.select({ n: count() }).from(members);
    const response = await api.post("/v1/public/register", body);
    expectError(response, 400, entry.message);
    expect(response.body.code).toBe("VALIDATION");
    expect(response.body.errors).toContainEqual({ path: entry.path, message: entry.message });
    expect(response.body.errors).toHaveLength(1);
    const membersAfter = await t.database.db.select({ n: count() }).from(members);
    expect(membersAfter).toEqual(membersBefore);
    if (typeof body.email === "string") expect(await countMembers(body.email.toLowerCase())).toBe(0);
  });

  it("lists every invalid business field at once, each with its path", async () => {
    const response = await api.post("/v1/public/register", registerBody({ business: {} }));
    expectError(response, 400, "Business name cannot be empty.");
    const paths = (response.body.errors as { path: string }[]).map((error) => error.path).sort();
    expect(paths).toEqual(
      [
        "business.address",
        "business.city",
        "business.name",
        "business.phone",
        "business.state",
        "business.zip",
      ].sort(),
    );
  });
});

describe("POST /v1/public/login", () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await createMember(api);
  });

  it("answers 200 with a new token and the member", async () => {
    const response = await api.post("/v1/public/login", { email: member.email, password: member.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      token: expect.any(String),
      member: {
        id: member.memberId,
        name: expect.any(String),
        email: member.email,
        notificationEmail: member.email,
        owner: true,
      },
    });
    expect(response.body.token).not.toBe(member.token);
    const locations = await api.get("/v1/members/locations", response.body.token);
    expect(locations.status).toBe(200);
    expect(locations.body[0].id).toBe(member.businessId);
  });

  it.each([
    { case: "an empty email", body: () => ({ email: "", password: member.password }) },
    { case: "a blank email", body: () => ({ email: "   ", password: member.password }) },
    { case: "an empty password", body: () => ({ email: member.email, password: "" }) },
    { case: "no email field", body: () => ({ password: member.password }) },
    { case: "no password field", body: () => ({ email: member.email }) },
    { case: "no fields at all", body: () => ({}) },
  ])('answers 400 "Email and password are required!" for $case, and opens no session', async (entry) => {
    const sessionsBefore = await countSessions(member.memberId);
    const failuresBefore = await countFailures();
    const response = await api.post("/v1/public/login", entry.body());
    expectError(response, 400, "Email and password are required!");
    expect(response.body).not.toHaveProperty("token");
    expect(await countSessions(member.memberId)).toBe(sessionsBefore);
    // An incomplete form is not a guess: it does not count towards the throttle.
    expect(await countFailures()).toBe(failuresBefore);
  });

  it("answers 401 with one message for a wrong password and for an unknown email", async () => {
    const sessionsBefore = await countSessions(member.memberId);
    const wrong = await loginFrom(freshAddress(), member.email, "not the password");
    expectError(wrong, 401, "The email or password is incorrect.");
    const unknown = await loginFrom(freshAddress(), uniqueEmail("nobody"), member.password);
    expectError(unknown, 401, "The email or password is incorrect.");
    // The answer does not tell which half was wrong.
    expect(unknown.body).toEqual(wrong.body);
    expect(await countSessions(member.memberId)).toBe(sessionsBefore);
  });
});

describe("login throttling (10 failures a minute per email and per address)", () => {
  it("answers 429 to the 11th attempt for one email, even with the right password and from another address", async () => {
    const victim = await createMember(api);
    const bystander = await createMember(api);
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      // The count is per email whatever its casing.
      const email = attempt % 2 ? victim.email : victim.email.toUpperCase();
      expectError(await loginFrom(attacker, email, `guess-${attempt}`), 401, MESSAGES.loginWrong);
    }
    const sessionsBefore = await countSessions(victim.memberId);

    const elsewhere = freshAddress();
    const blocked = await loginFrom(elsewhere, victim.email, victim.password);
    expectError(blocked, 429, MESSAGES.tooManyAttempts);
    expect(blocked.body.code).toBe("RATE_LIMITED");
    expect(blocked.body).not.toHaveProperty("token");
    expectError(await loginFrom(attacker, victim.email, victim.password), 429, MESSAGES.tooManyAttempts);
    expect(await countSessions(victim.memberId)).toBe(sessionsBefore);

    // Only that email is held back: another member logs in from the same new address.
    expect((await loginFrom(elsewhere, bystander.email, bystander.password)).status).toBe(200);
  });

  it("answers 429 to an address after 10 failures across different emails", async () => {
    const member = await createMember(api);
    const address = freshAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expectError(
        await loginFrom(address, uniqueEmail(`spray${attempt}`), "guess"),
        401,
        MESSAGES.loginWrong,
      );
    }
    const blocked = await loginFrom(address, member.email, member.password);
    expectError(blocked, 429, MESSAGES.tooManyAttempts);
    // Only that address is held back: the member gets in from another one.
    const elsewhere = await loginFrom(freshAddress(), member.email, member.password);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.token).toEqual(expect.any(String));
  });

  it("does not forgive one email's failures when another email logs in", async () => {
    const target = await createMember(api);
    const other = await createMember(api);
    const address = freshAddress();
    for (let attempt = 1; attempt <= 9; attempt++) {
      expectError(await loginFrom(address, target.email, "guess"), 401, MESSAGES.loginWrong);
    }
    expect((await loginFrom(address, other.email, other.password)).status).toBe(200);
    expectError(await loginFrom(address, target.email, "guess"), 401, MESSAGES.loginWrong);
    expectError(
      await loginFrom(freshAddress(), target.email, target.password),
      429,
      MESSAGES.tooManyAttempts,
    );
  });

  it("forgives an email's own failures once its owner logs in", async () => {
    const member = await createMember(api);
    const address = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expectError(await loginFrom(address, member.email, "guess"), 401, MESSAGES.loginWrong);
    }
    expect((await loginFrom(address, member.email, member.password)).status).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt++) {
      expectError(await loginFrom(address, member.email, "guess"), 401, MESSAGES.loginWrong);
    }
    // 14 failures in the minute, but only 9 since the owner's own login.
    expect((await loginFrom(address, member.email, member.password)).status).toBe(200);
  });
});

describe("POST /v1/public/logout", () => {
  it("answers 204, then the token answers 401 while the member's other sessions keep working", async () => {
    const member = await createMember(api);
    const second = await api.post("/v1/public/login", { email: member.email, password: member.password });
    expect(second.status).toBe(200);

    const response = await api.post("/v1/public/logout", undefined, member.token);
    expect(response.status).toBe(204);

    const revoked = await api.get("/v1/members/locations", member.token);
    expectError(revoked, 401);
    expect(revoked.body.code).toBe("UNAUTHORIZED");
    expectError(await api.get(`/v1/members/${member.memberId}/dashboard`, member.token), 401);
    // Logging out twice with the same token: it is no longer a session.
    expectError(await api.post("/v1/public/logout", undefined, member.token), 401);

    const other = await api.get("/v1/members/locations", second.body.token);
    expect(other.status).toBe(200);
    expect(other.body[0].id).toBe(member.businessId);
  });

  it("answers 401 without a token", async () => {
    expectError(await api.post("/v1/public/logout"), 401);
  });
});

describe("session tokens", () => {
  it("are stored only as their hash", async () => {
    const member = await createMember(api);
    const login = await api.post("/v1/public/login", { email: member.email, password: member.password });
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.memberId, member.memberId));
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const token of [member.token, login.body.token as string]) {
      expect(token.length).toBeGreaterThanOrEqual(32);
      expect(stored).not.toContain(token);
      expect(rows.map((row) => row.tokenHash)).toContain(sha256(token));
    }
  });

  it("answer 401 once expired, while the member's other sessions keep working", async () => {
    const member = await createMember(api);
    const login = await api.post("/v1/public/login", { email: member.email, password: member.password });
    expect((await api.get("/v1/members/locations", member.token)).status).toBe(200);

    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.tokenHash, sha256(member.token)));

    const expired = await api.get("/v1/members/locations", member.token);
    expectError(expired, 401);
    expect(expired.body.code).toBe("UNAUTHORIZED");
    expect((await api.get("/v1/members/locations", login.body.token)).status).toBe(200);
  });

  it("answer 401 when unknown or malformed, and accept the scheme in any case", async () => {
    const member = await createMember(api);
    expectError(await api.get("/v1/members/locations", "not-a-real-token"), 401);
    expectError(await api.get("/v1/members/locations", `${member.token}x`), 401);
    const noScheme = await api.call("GET", "/v1/members/locations", {
      headers: { authorization: member.token },
    });
    expectError(noScheme, 401);
    const lower = await api.call("GET", "/v1/members/locations", {
      headers: { authorization: `bearer ${member.token}` },
    });
    expect(lower.status).toBe(200);
  });
});

describe("password reset", () => {
  const mailsTo = (email: string) => t.outbox().filter((mail) => mail.to === email);

  /** Asks for a link and reads it from the outbox. */
  async function requestLink(email: string) {
    const before = mailsTo(email).length;
    const response = await api.post("/v1/public/resetPassword", { email });
    expect(response.status).toBe(202);
    // The mail leaves in the background, so the answer tells nothing: wait for the jobs to be done.
    await t.app.jobs.drain();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail?.link).toBeDefined();
    const link = new URL(mail?.link ?? "");
    expect(mail?.text).toContain(link.toString());
    return {
      link,
      token: link.searchParams.get("token") ?? "",
      memberId: link.searchParams.get("memberId") ?? "",
    };
  }

  const checkLink = (token: string | null, memberId: string | null) => {
    const query = new URLSearchParams();
    if (token !== null) query.set("token", token);
    if (memberId !== null) query.set("memberId", memberId);
    return api.get(`/v1/public/members/reset?${query}`);
  };

  it("answers 202 for a known email and mails a link carrying token and memberId", async () => {
    const member = await createMember(api);
    const { link, token, memberId } = await requestLink(member.email);
    expect(link.origin).toBe("http://menu.test");
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(memberId).toBe(member.memberId);
    // Only the hash of the reset token is kept.
    const rows = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.memberId, member.memberId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("finds the account whatever the casing of the email", async () => {
    const member = await createMember(api);
    const response = await api.post("/v1/public/resetPassword", { email: ` ${member.email.toUpperCase()} ` });
    expect(response.status).toBe(202);
    await t.app.jobs.drain();
    expect(mailsTo(member.email)).toHaveLength(1);
  });

  it("answers 202 for an unknown email and mails nothing", async () => {
    const before = t.outbox().length;
    const resetsBefore = await t.database.db.select({ n: count() }).from(passwordResets);
    const email = uniqueEmail("unknown");
    const response = await api.post("/v1/public/resetPassword", { email });
    expect(response.status).toBe(202);
    expect(response.body).toBeNull();
    await t.app.jobs.drain();
    expect(t.outbox()).toHaveLength(before);
    expect(await t.database.db.select({ n: count() }).from(passwordResets)).toEqual(resetsBefore);
  });

  it("answers 400 when no email is given", async () => {
    const before = t.outbox().length;
    for (const body of [{}, { email: "" }, { email: "   " }]) {
      const response = await api.post("/v1/public/resetPassword", body);
      expectError(response, 400, MESSAGES.emailRequired);
      expect(response.body.errors).toContainEqual({ path: "email", message: MESSAGES.emailRequired });
    }
    expect(t.outbox()).toHaveLength(before);
  });

  it("says whether a link is valid: 200 for the mailed one, 400 for a wrong token, memberId or missing params", async () => {
    const member = await createMember(api);
    const other = await createMember(api);
    const { token, memberId } = await requestLink(member.email);

    const valid = await checkLink(token, memberId);
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ valid: true });

    for (const [badToken, badMemberId] of [
      [`${token.slice(0, -2)}xx`, memberId],
      ["", memberId],
      [token, other.memberId],
      [token, "no-such-member"],
      [token, ""],
      [null, memberId],
      [token, null],
      [null, null],
    ] as const) {
      const response = await checkLink(badToken, badMemberId);
      expectError(response, 400, MESSAGES.resetLinkInvalid);
    }
    // Looking does not use the link up.
    expect((await checkLink(token, memberId)).status).toBe(200);
  });

  it("sets the new password: the old one and every old session stop working, and the link works once", async () => {
    const member = await createMember(api);
    const otherSession = await api.post("/v1/public/login", {
      email: member.email,
      password: member.password,
    });
    expect(otherSession.status).toBe(200);
    const first = await requestLink(member.email);
    const second = await requestLink(member.email);
    const newPassword = "a brand new passphrase";

    const response = await api.post("/v1/public/resetPassword", {
      memberId: first.memberId,
      token: first.token,
      password: newPassword,
    });
    expect(response.status).toBe(204);

    expectError(await api.get("/v1/members/locations", member.token), 401);
    expectError(await api.get("/v1/members/locations", otherSession.body.token), 401);
    expectError(await loginFrom(freshAddress(), member.email, member.password), 401, MESSAGES.loginWrong);
    const login = await api.post("/v1/public/login", { email: member.email, password: newPassword });
    expect(login.status).toBe(200);
    expect((await api.get("/v1/members/locations", login.body.token)).status).toBe(200);

    // The same link cannot be used twice, nor can an older link sent before the reset.
    for (const link of [first, second]) {
      expectError(await checkLink(link.token, link.memberId), 400, MESSAGES.resetLinkInvalid);
      const again = await api.post("/v1/public/resetPassword", {
        memberId: link.memberId,
        token: link.token,
        password: "yet another passphrase",
      });
      expectError(again, 400, MESSAGES.resetLinkInvalid);
    }
    expect((await api.post("/v1/public/login", { email: member.email, password: newPassword })).status).toBe(
      200,
    );
  });

  it("refuses a token used with another member's id", async () => {
    const member = await createMember(api);
    const other = await createMember(api);
    const { token } = await requestLink(member.email);
    const response = await api.post("/v1/public/resetPassword", {
      memberId: other.memberId,
      token,
      password: "hijacked passphrase",
    });
    expectError(response, 400, MESSAGES.resetLinkInvalid);
    expect(
      (await api.post("/v1/public/login", { email: other.email, password: other.password })).status,
    ).toBe(200);
    expect((await api.get("/v1/members/locations", other.token)).status).toBe(200);
  });

  it("answers a too-short new password with the password message and changes nothing", async () => {
    const member = await createMember(api);
    const { token, memberId } = await requestLink(member.email);
    const response = await api.post("/v1/public/resetPassword", { memberId, token, password: "short" });
    expectError(response, 400, MESSAGES.passwordTooShort);
    expect(response.body.errors).toContainEqual({ path: "password", message: MESSAGES.passwordTooShort });

    const missing = await api.post("/v1/public/resetPassword", { memberId, token });
    expectError(missing, 400, MESSAGES.passwordRequired);

    // Nothing changed: old password, old session and the link all still work.
    expect((await api.get("/v1/members/locations", member.token)).status).toBe(200);
    expect(
      (await api.post("/v1/public/login", { email: member.email, password: member.password })).status,
    ).toBe(200);
    expect((await checkLink(token, memberId)).status).toBe(200);
    const resets = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.memberId, memberId));
    expect(resets.map((reset) => reset.usedAt)).toEqual([null]);
  });
});
