import type { Page } from "@playwright/test";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { createMenu, publishBusiness } from "../../helpers/factories.ts";
import { scaled } from "../../helpers/slowness.ts";
import { axeOn } from "../a11y/a11y-helpers.ts";
import {
  apiLogin,
  expect,
  loginThroughForm,
  newestMailTo,
  playwrightApi,
  registerOwner,
  SESSION_KEY,
  sessionCookie,
  test,
  unique,
} from "../fixtures.ts";

async function storedToken(page: Page): Promise<string> {
  const token = await sessionCookie(page);
  expect(token).not.toBeNull();
  return token ?? "";
}

test.describe("sign up", () => {
  test("two steps with the server's messages, then the dashboard", async ({ page }) => {
    await page.goto("/start");
    await expect(page.getByRole("heading", { name: "Create your free account" })).toBeVisible();

    await page.getByRole("textbox", { name: "Business name" }).fill("Lantern Noodle Bar");
    const phone = page.getByRole("textbox", { name: "Phone" });
    await phone.pressSequentially("41a5-555 0188");
    await expect(phone).toHaveValue("(415) 555-0188"); // digits only, formatted as typed
    await page.getByRole("textbox", { name: "Address" }).fill("88 Lantern Lane");
    await page.getByRole("textbox", { name: "Zip" }).fill("94110");
    await page.getByRole("button", { name: "Next" }).click();

    // Step 1 checks with the registration schema, so it says what the server would.
    await expect(page.getByText(MESSAGES.registerCity)).toBeVisible();
    await expect(page.getByText(MESSAGES.registerState)).toBeVisible();

    await page.getByRole("textbox", { name: "City" }).fill("San Francisco");
    await page.getByRole("combobox", { name: "State" }).click();
    await page.getByRole("combobox", { name: "State" }).fill("Califo");
    await page.getByRole("option", { name: "California" }).click();
    await expect(page.getByText(MESSAGES.registerCity)).toBeHidden();
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText(MESSAGES.emailRequired)).toBeVisible();

    await page.getByRole("textbox", { name: "Email" }).fill(`signup-${unique()}@e2e.example`);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("a good long password");
    await page.getByRole("button", { name: "Register" }).click();

    // A new business has no menu: the app root opens a new one.
    await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\/new$/);
    await expect(page.getByRole("banner").getByText("Lantern Noodle Bar")).toBeVisible();
    await expect(page.getByRole("heading", { name: "New Menu", level: 1 })).toBeVisible();
  });

  // Example text is not mistaken for typed data, the US ZIP is checked, the state list follows the
  // country; the new business's hours are in its province's zone.
  test("the state list follows the country and a US ZIP is checked", async ({ page }) => {
    await page.goto("/start");
    const name = page.getByRole("textbox", { name: "Business name" });
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(MESSAGES.businessNameEmpty)).toBeVisible();
    // In the error state the example stays the placeholder grey, never the error red of a wrong entry.
    const colours = await name.evaluate((input) => ({
      placeholder: getComputedStyle(input, "::placeholder").color,
      error: getComputedStyle(document.documentElement).getPropertyValue("--mantine-color-error").trim(),
      example: input.getAttribute("placeholder"),
    }));
    expect(colours.example).toMatch(/^e\.g\. /);
    const probe = await page.evaluate((colour) => {
      const element = document.createElement("span");
      element.style.color = colour;
      document.body.append(element);
      const value = getComputedStyle(element).color;
      element.remove();
      return value;
    }, colours.error);
    expect(colours.placeholder).not.toBe(probe);

    await name.fill("Maple Leaf Diner");
    await page.getByRole("textbox", { name: "Phone" }).fill("4165550123");
    await page.getByRole("textbox", { name: "Address" }).fill("12 King Street West");
    await page.getByRole("textbox", { name: "City" }).fill("Toronto");
    await page.getByRole("combobox", { name: "State" }).fill("Calif");
    await page.getByRole("option", { name: "California" }).click();
    await page.getByRole("textbox", { name: "Zip" }).fill("ABCDE");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(MESSAGES.zipInvalid)).toBeVisible();

    // Germany: free text. Canada: its provinces, and a Canadian postal code is fine.
    await page.getByRole("combobox", { name: "Country" }).fill("Germany");
    await page.getByRole("option", { name: "Germany" }).click();
    await expect(page.getByRole("textbox", { name: "State / Province" })).toHaveValue("");
    await page.getByRole("combobox", { name: "Country" }).fill("Canada");
    await page.getByRole("option", { name: "Canada" }).click();
    await page.getByRole("combobox", { name: "Province" }).fill("Ontar");
    await page.getByRole("option", { name: "Ontario" }).click();
    await expect(page.getByRole("option", { name: "California" })).toHaveCount(0);
    await page.getByRole("textbox", { name: "Zip" }).fill("M5V 2T6");
    await page.getByRole("button", { name: "Next" }).click();

    const email = `canada-${unique()}@e2e.example`;
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("a good long password");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\/new$/);

    await page.goto("/app/settings/hours");
    const zone = page.getByRole("alert", { name: "Your time zone" });
    await expect(zone).toContainText("America/Toronto");
    await expect(zone).toContainText("Toronto, ON, Canada");
    await zone.getByRole("button", { name: "Yes, that's right" }).click();
    await expect(zone).toBeHidden();
    await expect(page.getByText(/Times are in America\/Toronto/)).toBeVisible();
  });

  test("a taken email is reported on the form", async ({ page, owner }) => {
    await page.goto("/start");
    await page.getByRole("textbox", { name: "Business name" }).fill("Second Try Diner");
    await page.getByRole("textbox", { name: "Phone" }).fill("4155550111");
    await page.getByRole("textbox", { name: "Address" }).fill("2 Side Street");
    await page.getByRole("textbox", { name: "City" }).fill("Oakland");
    await page.getByRole("combobox", { name: "State" }).fill("CA");
    await page.getByRole("option", { name: "California" }).click();
    await page.getByRole("textbox", { name: "Zip" }).fill("94607");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(owner.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("a good long password");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText(MESSAGES.emailTaken)).toBeVisible();
    await expect(page).toHaveURL(/\/start$/);
  });
});

test.describe("log in and out", () => {
  test("log out, then log in again", async ({ page, login, owner }) => {
    await login();
    await expect(page.getByRole("banner").getByText(owner.businessName)).toBeVisible();

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(MESSAGES.sessionExpired)).toBeHidden();

    // The dashboard now needs a session again.
    await page.goto("/app/settings/location");
    await expect(page).toHaveURL(/\/login$/);

    await loginThroughForm(page, owner);
    await expect(page.getByRole("heading", { name: "New Menu", level: 1 })).toBeVisible();
  });

  test("a wrong password shows the server's message", async ({ page, owner }) => {
    await page.goto("/login");
    await page.getByRole("textbox", { name: "Email" }).fill(owner.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("alert")).toHaveText(MESSAGES.loginWrong);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("both fields are required", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("alert")).toHaveText(MESSAGES.loginRequired);
    await page.getByRole("textbox", { name: "Email" }).fill("someone@e2e.example");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("alert")).toHaveText(MESSAGES.loginRequired);
  });

  test("the login page links to reset and sign-up", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot Password" }).click();
    await expect(page).toHaveURL(/\/pass-forgot$/);
    await page.goto("/login");
    await page.getByRole("link", { name: "Create a Free Account" }).click();
    await expect(page).toHaveURL(/\/start$/);
  });
});

test("reset a password through the mailed link", async ({ page, owner }) => {
  await page.goto("/pass-forgot");
  await page.getByRole("textbox", { name: "Email" }).fill(owner.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(`If an account exists for ${owner.email}`)).toBeVisible();

  await expect.poll(() => newestMailTo(owner.email)?.link ?? null).not.toBeNull();
  const link = new URL(newestMailTo(owner.email)?.link ?? "");
  await page.goto(`${link.pathname}${link.search}`);

  const newPassword = "a brand new password";
  await page.getByRole("textbox", { name: "New password" }).fill("short");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText(MESSAGES.passwordTooShort)).toBeVisible();
  await page.getByRole("textbox", { name: "New password" }).fill(newPassword);
  await page.getByRole("button", { name: "Update password" }).click();

  await expect(page).toHaveURL(/\/login\?pas$/);
  await expect(page.getByText(MESSAGES.passwordUpdated)).toBeVisible();

  // The old password stops working; the new one works.
  await page.getByRole("textbox", { name: "Email" }).fill(owner.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toHaveText(MESSAGES.loginWrong);
  await loginThroughForm(page, { email: owner.email, password: newPassword });

  // The link was used up.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(MESSAGES.resetLinkInvalid)).toBeVisible();
  await page.getByRole("link", { name: "Send me a new link" }).click();
  await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
});

test("an unknown email gets the same confirmation", async ({ page }) => {
  await page.goto("/pass-forgot");
  const email = `nobody-${unique()}@e2e.example`;
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
});

test("the dashboard's session is out of reach of the scripts on a guest page", async ({
  page,
  owner,
  request,
}) => {
  const api = playwrightApi(request);
  await createMenu(api, owner);
  const business = await publishBusiness(api, owner);
  // A record from before the cookie, token and all, is dropped when the dashboard's code first runs.
  await page.goto("/healthz");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify({ memberId: owner.memberId, token: "an-old-token-kept-in-storage", businessId: null }),
  ] as const);
  await loginThroughForm(page, owner);

  const token = await storedToken(page);
  const cookie = (await page.context().cookies()).find((c) => c.value === token);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/v1" });

  await page.goto(`/m/${business.customUrl ?? business.url}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const visible = await page.evaluate(() => {
    const stored = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);
    return { cookie: document.cookie, stored };
  });
  expect(visible.cookie).not.toContain(token);
  for (const entry of visible.stored) {
    expect(entry).not.toContain(token);
    expect(entry).not.toContain("an-old-token-kept-in-storage");
  }
  // Nor from the API's own path, where the cookie lives.
  await page.goto("/v1/public/businesses/mqstatus");
  expect(await page.evaluate(() => document.cookie)).not.toContain(token);
});

test("a revoked session sends the owner to login with the ses message", async ({ page, login, request }) => {
  await login();
  const token = await storedToken(page);
  const revoked = await request.post("/v1/public/logout", { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(204);

  await page.goto("/app/settings/location");
  await expect(page).toHaveURL(/\/login\?ses$/);
  await expect(page.getByText(MESSAGES.sessionExpired)).toBeVisible();
});

test("Orders and Customers appear only once ordering is enabled", async ({ page, login, owner, request }) => {
  await login();
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Menus" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Appearance" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Help Center" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Chat with us" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Orders" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Customers" })).toHaveCount(0);
  await page.goto("/app/settings/printers");
  await expect(page).toHaveURL(/\/app\/settings\/location$/); // hidden tab: falls back
  // Payments stays without ordering: a restaurant that only takes bookings holds big parties' tables with a card.
  await page.goto("/app/settings/payments");
  await expect(page.getByRole("tab", { name: "Payments" })).toHaveAttribute("aria-selected", "true");

  const token = await apiLogin(request, owner);
  const enabled = await request.patch(`/v1/businesses/${owner.businessId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { orderingEnabled: true },
  });
  expect(enabled.status()).toBe(200);

  await page.reload();
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Customers" })).toBeVisible();
  await nav.getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await page.goto("/app/settings/payments");
  await expect(page.getByRole("tab", { name: "Payments" })).toHaveAttribute("aria-selected", "true");
});

test("an unknown settings tab falls back to location", async ({ page, login }) => {
  await login("/app/settings/no-such-tab");
  await expect(page).toHaveURL(/\/app\/settings\/location$/);
  await expect(page.getByRole("tab", { name: "Location" })).toHaveAttribute("aria-selected", "true");
  for (const name of ["Business Hours", "Status", "SEO", "Saved Versions"]) {
    await expect(page.getByRole("tab", { name })).toBeVisible();
  }
  await expect(page.getByRole("tab", { name: "Ordering" })).toHaveCount(0);
});

test("an unknown route shows the not-found page", async ({ page }) => {
  await page.goto(`/no-such-page-${unique()}`);
  await expect(page.getByRole("heading", { name: MESSAGES.notFoundPage })).toBeVisible();
});

test.describe("inactivity", () => {
  test("the idle dialog appears, and Continue Editing closes it", async ({ page, login }) => {
    // FOR TESTS ONLY (src/web/shell/use-idle-logout.ts): shortened timings.
    await page.addInitScript(() => {
      localStorage.setItem("idleTimeoutMs", "1500");
      localStorage.setItem("idleCountdownS", "30");
    });
    await login();
    const dialog = page.getByRole("dialog", { name: "Are you still there?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/log you out in \d+ seconds/)).toBeVisible();
    await dialog.getByRole("button", { name: "Continue Editing" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/app\//);
  });

  test("when the countdown ends the owner is logged out", async ({ page, login }) => {
    await page.addInitScript(() => {
      localStorage.setItem("idleTimeoutMs", "1000");
      localStorage.setItem("idleCountdownS", "2");
    });
    await login();
    await expect(page.getByRole("dialog", { name: "Are you still there?" })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?ses$/, { timeout: 8_000 });
    await expect(page.getByText(MESSAGES.sessionExpired)).toBeVisible();
  });
});

test.describe("accessibility", () => {
  async function expectNoSeriousViolations(page: Page) {
    const results = await axeOn(page).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    ).toEqual([]);
  }

  test("login, start and the dashboard have no serious violations", async ({ browser, request }) => {
    // Each axe pass over a full page takes seconds on a small machine; the sweep's time is not what it checks.
    test.setTimeout(scaled(120_000));
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto("/start");
    await expect(page.getByRole("button", { name: "Next" })).toBeVisible();
    await expectNoSeriousViolations(page);

    const owner = await registerOwner(request);
    await loginThroughForm(page, owner);
    await expect(page.getByRole("heading", { name: "New Menu", level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto("/app/settings/location");
    await expect(page.getByRole("button", { name: "Edit Location" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await context.close();
  });
});
