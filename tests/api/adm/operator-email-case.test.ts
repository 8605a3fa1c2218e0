import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, uniqueEmail } from "../../helpers/factories.ts";
import { newestVerificationToken } from "../../helpers/operators.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Operators named in ADMIN_EMAILS with capitals: addresses compare without case, so the named person still gets
// the link at sign-up (or on an email change) and, once it is used, the operator's rights.

const NAMED = uniqueEmail("Mixed.Case", "Menu.Example").replace(/^./, (first) => first.toUpperCase());
const CHANGED = uniqueEmail("Other.Case", "Menu.Example").toUpperCase();

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      adminEmails: [NAMED, CHANGED],
    },
  });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const isOperator = async (token: string) => (await api.get("/v1/adm/me", token)).status === 200;
// The link confirms only for the member who asked for it, signed in.
const verify = (token: string | null, session: string) =>
  api.post("/v1/public/members/email/verify", { token }, session);

describe("an operator's address named with capitals", () => {
  it("mails the link at sign-up, and its use makes the member an operator", async () => {
    const member = await createMember(api, { email: NAMED });
    expect(await isOperator(member.token)).toBe(false);
    const token = await newestVerificationToken(t, NAMED.toLowerCase());
    expect(token).toBeTruthy();
    expect((await verify(token, member.token)).status).toBe(200);
    expect(await isOperator(member.token)).toBe(true);
    expect((await api.get("/v1/members/me", member.token)).body.emailVerified).toBe(true);
  });

  it("mails the link on an email change to it, and only its use opens the rights", async () => {
    const member = await createMember(api);
    const changed = await api.put(
      "/v1/members/me/email",
      { email: CHANGED, password: member.password },
      member.token,
    );
    expect(changed.status).toBe(200);
    expect(await isOperator(member.token)).toBe(false);
    const token = await newestVerificationToken(t, CHANGED.toLowerCase());
    expect(token).toBeTruthy();
    expect((await verify(token, member.token)).status).toBe(200);
    expect(await isOperator(member.token)).toBe(true);
  });
});
