import type { Page } from "@playwright/test";
import { expect, registerOwner, signIn, test } from "../fixtures.ts";

// The login page arrives drawn (src/web/prerender.tsx, src/server/login-page.ts); its one script
// (login-boot.ts) downloads the dashboard's code once the form is on screen and runs it at the owner's first touch,
// and React then takes over the same elements (main.tsx).

/** Holds the dashboard's entry back until the returned function lets it through. */
async function holdDashboardEntry(page: Page) {
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return letThrough;
}

/** True while the login page's script holds a submit back, as it does until React takes over or it gives up. */
const isSubmitHeld = () => {
  // A submit event sent by a script never sends the form: it only shows whether a listener holds it back.
  const submit = new Event("submit", { bubbles: true, cancelable: true });
  document.querySelector("form")?.dispatchEvent(submit);
  return submit.defaultPrevented;
};

const hasReact = () =>
  Object.keys(document.querySelector("button[type=submit]") ?? {}).some((key) => key.startsWith("__react"));

test("the login form is on the page without any script", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto("/login?ses");
  await expect(page.getByRole("heading", { name: "Log in to your account" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Your session has expired. Please log in again.");
  await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot Password" })).toHaveAttribute("href", "/pass-forgot");
  await expect(page).toHaveTitle("Log in to your account · Menu Builder");
  await context.close();
});

test("the dashboard's code is downloaded but runs only at the owner's first touch", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto("/login");
  // Asked for once the login screen is drawn (two frames later), which a busy machine may take a while to do.
  await expect.poll(() => scripts.some((name) => /^\/assets\/index-.*\.js$/.test(name))).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(hasReact)).toBe(false);
  await page.getByRole("textbox", { name: "Email" }).click();
  await expect.poll(() => page.evaluate(hasReact)).toBe(true);
});

test("what the owner types before React takes over is kept, and an early Log In logs in", async ({
  page,
  request,
}) => {
  const owner = await registerOwner(request);
  // The dashboard's entry is held back while the owner types and presses Log In.
  const letThrough = await holdDashboardEntry(page);
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(owner.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Log In" }).click();
  expect(await page.evaluate(hasReact)).toBe(false);
  await expect(page).toHaveURL(/\/login$/); // the early submit did not reload the page
  letThrough();
  await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 30_000 });
});

test("an owner already logged in on this device goes on from the login page to the dashboard", async ({
  page,
  owner,
}) => {
  await signIn(page, owner);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 30_000 });
});

test("when the dashboard's code will not load, the page loads again once and then lets the form go", async ({
  page,
}) => {
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  let loads = 0;
  page.on("load", () => {
    loads++;
  });
  // Every load the page asks for, even one that a later navigation would cut short.
  const documents: string[] = [];
  page.on("request", (sent) => {
    if (sent.isNavigationRequest()) documents.push(sent.url().replace(/^https?:\/\/[^/]+/, ""));
  });
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).click();
  await expect.poll(() => loads).toBe(2); // loaded again, with the release's current files
  await page.getByRole("textbox", { name: "Email" }).click();
  // The script lets the form go once it has given up on the code, in the same step that would load the page again.
  await expect.poll(() => page.evaluate(isSubmitHeld)).toBe(false);
  expect(loads).toBe(2);
  // Nothing holds the form now: Log In submits it as a plain form (it reloads the page, sending no field).
  await page.getByRole("button", { name: "Log In" }).click();
  await expect.poll(() => loads).toBe(3);
  await expect(page).toHaveURL(/\/login\?$/);
  // Loaded again once only, and never asked to: no loop on a network that stays down.
  expect(documents).toEqual(["/login", "/login", "/login?"]);
});

test("the password's show button pressed before React takes over shows the password once it has", async ({
  page,
}) => {
  const letThrough = await holdDashboardEntry(page);
  await page.goto("/login");
  const password = page.getByRole("textbox", { name: "Password", exact: true });
  await password.fill("a secret");
  await expect(password).toHaveAttribute("type", "password");
  await page.locator("button[type=button]").first().click(); // the eye beside the field
  letThrough();
  await expect(password).toHaveAttribute("type", "text");
  await expect(password).toHaveValue("a secret");
});
