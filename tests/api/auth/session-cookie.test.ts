import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_MESSAGE } from "../../../src/server/http/auth.ts";
import { CSRF_HEADER, CSRF_HEADER_VALUE } from "../../../src/shared/auth/session-cookie.ts";
import { createApi } from "../../helpers/api-client.ts";
import {
  createMember,
  createMenu,
  PASSWORD,
  registerBody,
  type TestMember,
} from "../../helpers/factories.ts";
import { verifyOperator } from "../../helpers/operators.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The dashboard's session lives in an HttpOnly, SameSite=Strict cookie that no page script can read; a change
// made through it needs the dashboard's header and this app's own Origin. Bearer tokens work as before.

const OPERATOR_EMAIL = "cookie-operator@ops.example";
const DASHBOARD = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

let t: TestApp;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      adminEmails: [OPERATOR_EMAIL],
    },
  });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

function call(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  const { method = "GET", headers = {}, body } = init;
  return fetch(new URL(path, t.baseUrl), {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The session cookie's `name=value` from an answer's Set-Cookie lines, and the lines themselves. */
function sessionCookieOf(response: Response) {
  const lines = response.headers.getSetCookie();
  const line = lines.find((l) => l.startsWith("menu_builder_session=")) ?? "";
  return { line, pair: line.split(";")[0] ?? "" };
}

async function dashboardLogin(member: Pick<TestMember, "email">) {
  const response = await call("/v1/public/login", {
    method: "POST",
    headers: DASHBOARD,
    body: { email: member.email, password: PASSWORD },
  });
  expect(response.status).toBe(200);
  return sessionCookieOf(response).pair;
}

const nameOf = async (member: TestMember) =>
  ((await api.get("/v1/members/me", member.token)).body as { name: string }).name;

describe("the dashboard's session cookie", () => {
  it("is set HttpOnly, SameSite=Strict, on /v1, when the dashboard signs in; an API client gets none", async () => {
    const member = await createMember(api);
    const response = await call("/v1/public/login", {
      method: "POST",
      headers: DASHBOARD,
      body: { email: member.email, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    const { line } = sessionCookieOf(response);
    expect(line).toMatch(/^menu_builder_session=[A-Za-z0-9_-]{16,}; /);
    expect(line).toContain("HttpOnly");
    expect(line).toContain("SameSite=Strict");
    expect(line).toContain("Path=/v1");
    // The answer is the contract's, token included, for the clients that use it.
    expect(typeof ((await response.json()) as { token: unknown }).token).toBe("string");

    const apiClient = await call("/v1/public/login", {
      method: "POST",
      body: { email: member.email, password: PASSWORD },
    });
    expect(apiClient.status).toBe(200);
    expect(apiClient.headers.getSetCookie()).toEqual([]);
  });

  it("is set at sign-up from the dashboard too", async () => {
    const response = await call("/v1/public/register", {
      method: "POST",
      headers: DASHBOARD,
      body: registerBody(),
    });
    expect(response.status).toBe(201);
    const { pair, line } = sessionCookieOf(response);
    expect(line).toContain("HttpOnly");
    const me = await call("/v1/members/me", { headers: { cookie: pair } });
    expect(me.status).toBe(200);
  });

  it("alone signs in a read", async () => {
    const member = await createMember(api);
    const cookie = await dashboardLogin(member);
    const me = await call("/v1/members/me", { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(member.email);
  });

  it("refuses a change without the dashboard's header, and changes nothing", async () => {
    const member = await createMember(api);
    const before = await nameOf(member);
    const cookie = await dashboardLogin(member);
    const put = await call("/v1/members/me", {
      method: "PUT",
      headers: { cookie },
      body: { name: "Forged" },
    });
    expect(put.status).toBe(403);
    expect(await put.json()).toMatchObject({ status: 403, code: "CSRF", message: CSRF_MESSAGE });
    const post = await call("/v1/menus", {
      method: "POST",
      headers: { cookie, "x-requested-with": "XMLHttpRequest" },
      body: { businessId: member.businessId, name: "Forged" },
    });
    expect(post.status).toBe(403);
    expect(await nameOf(member)).toBe(before);
    expect((await api.get(`/v1/menus?businessId=${member.businessId}`, member.token)).body).toEqual([]);
  });

  it("refuses a call through it from another site's page, even with the header", async () => {
    const member = await createMember(api);
    const cookie = await dashboardLogin(member);
    const put = await call("/v1/members/me", {
      method: "PUT",
      headers: { cookie, ...DASHBOARD, origin: "https://evil.example" },
      body: { name: "Forged" },
    });
    expect(put.status).toBe(403);
    expect(((await put.json()) as { message: string }).message).toBe(CSRF_MESSAGE);
    const read = await call("/v1/members/me", { headers: { cookie, origin: "https://evil.example" } });
    expect(read.status).toBe(403);
    expect(await nameOf(member)).not.toBe("Forged");
  });

  it("makes a change with the header, from the app's own origin", async () => {
    const member = await createMember(api);
    const cookie = await dashboardLogin(member);
    const put = await call("/v1/members/me", {
      method: "PUT",
      headers: { cookie, ...DASHBOARD, origin: "http://menu.test" },
      body: { name: "Through the cookie" },
    });
    expect(put.status).toBe(200);
    expect(await nameOf(member)).toBe("Through the cookie");
  });

  it("leaves bearer tokens as they were: a change needs no header", async () => {
    const member = await createMember(api);
    const put = await call("/v1/members/me", {
      method: "PUT",
      headers: { authorization: `Bearer ${member.token}` },
      body: { name: "Through the bearer" },
    });
    expect(put.status).toBe(200);
    expect(await nameOf(member)).toBe("Through the bearer");
  });

  it("knows the owner on their own guest page by the cookie and the header, and without the header, a guest", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    expect(
      (await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token)).status,
    ).toBe(200);
    const cookie = await dashboardLogin(member);
    const path = `/v1/public/businesses/${member.businessId}/viewCount`;
    const viewCount = async () =>
      (await api.get(`/v1/members/${member.memberId}/dashboard`, member.token)).body.business
        .viewCount as number;

    expect((await call(path, { method: "POST", headers: { cookie, ...DASHBOARD } })).status).toBe(204);
    expect(await viewCount()).toBe(0);
    // Where signing in is optional, a cookie without the header speaks for no one: the call is a guest's.
    expect((await call(path, { method: "POST", headers: { cookie } })).status).toBe(204);
    expect(await viewCount()).toBe(1);
  });

  it("is cleared at logout, and the session it held is over", async () => {
    const member = await createMember(api);
    const cookie = await dashboardLogin(member);
    const refused = await call("/v1/public/logout", { method: "POST", headers: { cookie } });
    expect(refused.status).toBe(403);
    expect((await call("/v1/members/me", { headers: { cookie } })).status).toBe(200);

    const logout = await call("/v1/public/logout", { method: "POST", headers: { cookie, ...DASHBOARD } });
    expect(logout.status).toBe(204);
    const { line } = sessionCookieOf(logout);
    expect(line).toMatch(/^menu_builder_session=; /);
    expect(line).toContain("Max-Age=0");
    expect((await call("/v1/members/me", { headers: { cookie } })).status).toBe(401);
  });

  it("holds a help session for an operator and gives their own back when it is logged out", async () => {
    const operator = await createMember(api, { email: OPERATOR_EMAIL });
    await verifyOperator(api, t, operator);
    const member = await createMember(api);
    const operatorCookie = await dashboardLogin(operator);

    const help = await call(`/v1/adm/members/${member.memberId}/help-session`, {
      method: "POST",
      headers: { cookie: operatorCookie, ...DASHBOARD },
    });
    expect(help.status).toBe(201);
    const helpCookie = sessionCookieOf(help).pair;
    const kept = help.headers.getSetCookie().find((l) => l.startsWith("menu_builder_operator=")) ?? "";
    expect(kept).toContain("HttpOnly");
    const both = `${helpCookie}; ${kept.split(";")[0]}`;
    const me = await call("/v1/members/me", { headers: { cookie: both } });
    expect(((await me.json()) as { email: string }).email).toBe(member.email);

    const stop = await call("/v1/public/logout", { method: "POST", headers: { cookie: both, ...DASHBOARD } });
    expect(stop.status).toBe(204);
    const back = sessionCookieOf(stop).pair;
    expect(back).toBe(operatorCookie);
    expect(stop.headers.getSetCookie().some((l) => /^menu_builder_operator=; .*Max-Age=0/.test(l))).toBe(
      true,
    );
    expect((await call("/v1/adm/me", { headers: { cookie: back } })).status).toBe(200);
    expect((await call("/v1/members/me", { headers: { cookie: helpCookie } })).status).toBe(401);
  });
});
