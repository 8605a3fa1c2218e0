import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { type ApiCaller, createMember, type TestMember, uniqueEmail } from "../helpers/factories.ts";

// The browser tests make their data with the same factories as the API tests.
export { unique } from "../helpers/factories.ts";

// E2E_DATA_DIR is set by playwright.config.ts: the server's data folder (demo account, outbox).
export const DATA_DIR = process.env.E2E_DATA_DIR ?? "";

export type Owner = TestMember;

/** The factories' way to the API, through Playwright's request context (the server of playwright.config.ts). */
export function playwrightApi(request: APIRequestContext): ApiCaller {
  return {
    async call(method, path, { token, body } = {}) {
      const response = await request.fetch(path, {
        method,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(body === undefined ? {} : { data: body }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status(), body: parsed };
    },
  };
}

/** A fresh owner registered through the real API: every test makes its own data. */
export function registerOwner(request: APIRequestContext): Promise<Owner> {
  return createMember(playwrightApi(request), { email: uniqueEmail("owner", "e2e.example") });
}

/** A second session of the owner, for calls the test makes beside the browser. */
export async function apiLogin(request: APIRequestContext, owner: Pick<Owner, "email" | "password">) {
  const response = await request.post("/v1/public/login", {
    data: { email: owner.email, password: owner.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).token as string;
}

/**
 * Cuts a page off the live menu updates (/v1/businesses/{id}/live): its socket connects to nothing, as on a
 * device whose connection dropped, so it learns of other tabs' saves only by its own means.
 */
export function withoutLiveUpdates(page: Page) {
  return page.routeWebSocket(/\/live/, () => {});
}

/**
 * Waits until the dashboard's live socket is ready and what was on screen before it has been read again
 * (`data-live` on the page's root): from here on, every change arrives as a live message.
 */
export async function liveAndCaughtUp(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-live", "ready");
}

export async function loginThroughForm(page: Page, credentials: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(credentials.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Log In" }).click();
  // The dashboard's chunks load after sign-in, not with the login page: room for them on a busy machine.
  await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 30_000 });
}

/** Where the dashboard keeps who is signed in, with no token, in localStorage (src/web/api/session.ts). */
export const SESSION_KEY = "menu-builder.session";
/** The HttpOnly cookie that holds the dashboard's session (src/server/http/session-cookie.ts). */
export const SESSION_COOKIE = "menu_builder_session";

/**
 * Puts a member's session in the browser as signing in does: the token in the HttpOnly cookie the server would
 * set, and the dashboard's record of who is signed in (with `businessId`, the location it opens).
 */
export async function storeSession(
  page: Page,
  member: Pick<Owner, "memberId" | "token">,
  businessId: string | null = null,
) {
  await page.goto("/healthz"); // the app's origin without loading the app
  const origin = new URL(page.url()).origin;
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value: member.token,
      url: `${origin}/v1`,
      httpOnly: true,
      sameSite: "Strict",
    },
  ]);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify({ memberId: member.memberId, businessId }),
  ] as const);
}

/** The session cookie's token in this browser, if any. */
export async function sessionCookie(page: Page): Promise<string | null> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? null;
}

/** Stores the member's session in the browser as the login form does (it saves no business: /app picks one). */
export function signIn(page: Page, member: Pick<Owner, "memberId" | "token">) {
  return storeSession(page, member);
}

/** A mail as the server wrote it to the outbox (the server writes mails there without SMTP_URL). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  link: string;
  createdAt: string;
}

/** Every mail written to the outbox for one address, oldest first. */
export function mailsTo(to: string): OutboxMail[] {
  const outbox = path.join(DATA_DIR, "outbox");
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith(".json"))
    .map((name) => path.join(outbox, name))
    .map((file) => ({
      mtime: statSync(file).mtimeMs,
      mail: JSON.parse(readFileSync(file, "utf8")) as OutboxMail,
    }))
    .filter(({ mail }) => String(mail.to).toLowerCase().includes(to.toLowerCase()))
    .sort((a, b) => a.mail.createdAt.localeCompare(b.mail.createdAt) || a.mtime - b.mtime)
    .map(({ mail }) => mail);
}

/** The newest mail written to the outbox for one address. */
export function newestMailTo(to: string): OutboxMail | null {
  return mailsTo(to).at(-1) ?? null;
}

/** The demo owner the server creates on an empty data folder (src/server/demo.ts), with a sample menu. */
export function demoAccount(): { email: string; password: string } {
  return JSON.parse(readFileSync(path.join(DATA_DIR, "demo-account.json"), "utf8"));
}

interface Fixtures {
  /** A freshly registered owner with one business and no menus. */
  owner: Owner;
  /**
   * Signs the owner in and opens `to`, or the dashboard's first screen. The login form itself is tested in
   * auth.spec.ts; here the owner's session is stored as the form stores it, which spares every test two page
   * loads (the login page, then the dashboard before the page it wants).
   */
  login: (to?: string) => Promise<Owner>;
}

export const test = base.extend<Fixtures>({
  owner: async ({ request }, use) => {
    await use(await registerOwner(request));
  },
  login: async ({ page, owner }, use) => {
    await use(async (to) => {
      await signIn(page, owner);
      if (to) {
        await page.goto(to);
        // The dashboard's first load in this browser (nothing cached yet): room for it on a busy machine.
        await expect(page.getByRole("banner")).toBeVisible({ timeout: 30_000 });
      } else {
        await page.goto("/app");
        await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 30_000 });
      }
      return owner;
    });
  },
});

export { expect };
