import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { createApi } from "../../helpers/api-client.ts";
import { createMember, createMenu, publishBusiness, uniqueEmail } from "../../helpers/factories.ts";
import { scaled } from "../../helpers/slowness.ts";

// The production build behind a context path (CONTEXT_PATH=/admin), on a server of this spec's own: the guest's
// page and the dashboard's sign-in load whole from under the path, and nothing a browser asks for falls outside.

const PORT = Number(process.env.E2E_CONTEXT_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONTEXT = "/admin";

let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(scaled(180_000));
  dataDir = mkdtempSync(path.join(tmpdir(), "menu-e2e-context-"));
  server = spawn(process.execPath, ["dist/server/main.mjs"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_BASE_URL: ORIGIN,
      CONTEXT_PATH: CONTEXT,
      LOG_LEVEL: "warn",
      STRIPE_SECRET_KEY: "",
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${ORIGIN}${CONTEXT}/healthz`).catch(() => null))?.status, {
      timeout: 150_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Every address the page asked this server for, and those that failed. */
function watchRequests(page: Page) {
  const asked: string[] = [];
  const failed: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === ORIGIN) asked.push(url.pathname);
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && response.url().startsWith(ORIGIN))
      failed.push(`${response.status()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => {
    if (request.url().startsWith(ORIGIN)) failed.push(`failed ${request.url()}`);
  });
  return { asked, failed };
}

test("the guest's page and the dashboard's sign-in load whole under the context path", async ({ page }) => {
  const api = createApi(`${ORIGIN}${CONTEXT}`);
  const owner = await createMember(api, { email: uniqueEmail("owner", "e2e.example") });
  await createMenu(api, owner, { name: "Dinner" });
  const business = await publishBusiness(api, owner);
  const address = business.customUrl || business.url;

  const requests = watchRequests(page);
  await page.goto(`${ORIGIN}${CONTEXT}/m/${address}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Margherita")).toBeVisible();
  // Its script ran, from under the path (it counts the view).
  await expect.poll(() => requests.asked.some((asked) => asked.endsWith("/viewCount"))).toBe(true);
  for (const href of await page
    .locator("a[href^='/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? "")))
    expect(href.startsWith(`${CONTEXT}/`), href).toBe(true);

  await page.goto(`${ORIGIN}${CONTEXT}/login`);
  await page.getByRole("textbox", { name: "Email" }).fill(owner.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(new RegExp(`^${ORIGIN}${CONTEXT}/app/biz/[^/]+/menus/`), { timeout: 30_000 });
  // The editor drew the menu, from calls under the path.
  await expect(page.getByText("Margherita").first()).toBeVisible();

  expect(requests.failed).toEqual([]);
  const outside = requests.asked.filter((asked) => asked !== CONTEXT && !asked.startsWith(`${CONTEXT}/`));
  expect(outside).toEqual([]);
  const cookies = await page.context().cookies(`${ORIGIN}${CONTEXT}/v1`);
  expect(cookies.find((cookie) => cookie.name === "menu_builder_session")?.path).toBe(`${CONTEXT}/v1`);
});
