import type { Locator, Page } from "@playwright/test";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { expect, test } from "../fixtures.ts";
import {
  auth,
  businessOf,
  createMenu,
  patchBusiness,
  publishThroughApi,
} from "../settings/settings-helpers.ts";

/** The two boxes do not overlap: a toast never covers the header's Publish button. */
async function expectApart(page: Page, first: Locator, second: Locator) {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) throw new Error(`not both on screen at ${page.viewportSize()?.width} px`);
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(false);
}

// The publishing flow of the dashboard, end to end against the real server.

test("publish: unable without a menu, then confirm, celebrate, share, publish changes, unpublish", async ({
  page,
  login,
  owner,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await login();
  const header = page.getByRole("banner");

  await header.getByRole("button", { name: "Publish", exact: true }).click();
  const unable = page.getByRole("dialog", { name: "Unable to Publish" });
  await expect(unable.getByText(MESSAGES.noMenus)).toBeVisible();
  await unable.getByRole("button", { name: "OK" }).click();

  await createMenu(request, owner);
  await header.getByRole("button", { name: "Publish", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Publish your menu?" });
  await confirm.getByRole("button", { name: "Publish" }).click();

  const celebration = page.getByRole("dialog", { name: "Your menu is live!" });
  await expect(celebration.getByText("Share your link with guests")).toBeVisible();
  const { url } = await businessOf(request, owner);
  await expect(celebration.getByRole("link", { name: new RegExp(`/m/${url}$`) })).toBeVisible();
  // Share opens the share modal: copy the link, QR code, posts, link page.
  await celebration.getByRole("button", { name: "Share" }).click();
  const share = page.getByRole("dialog", { name: "Share your menu" });
  await expect(share.getByRole("textbox", { name: "Your menu link" })).toHaveValue(new RegExp(`/m/${url}$`));
  await share.getByRole("button", { name: /^Copy/ }).first().click();
  await expect(page.getByText(MESSAGES.copied).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/m/${url}$`));
  await page.keyboard.press("Escape");
  await expect(share).toBeHidden();

  await expect(header.getByText("Published", { exact: true })).toBeVisible();
  expect((await request.get(`/m/${url}`)).status()).toBe(200);

  // Nothing to publish yet: the button says why instead of republishing the same page.
  const publishChanges = header.getByRole("button", { name: "Publish Changes" });
  await expect(publishChanges).toBeDisabled();
  await publishChanges.hover();
  await expect(page.getByRole("tooltip")).toHaveText(
    "Nothing to publish: your live page already shows every change.",
  );
  await publishChanges.click({ force: true });
  await expect(page.getByRole("dialog", { name: "Publish your changes?" })).toBeHidden();

  // An edit in the editor makes it available at once.
  const [menu] = await (
    await request.get(`/v1/menus?businessId=${owner.businessId}`, { headers: auth(owner) })
  ).json();
  await page.goto(`/app/biz/${owner.businessId}/menus/${menu.id}`);
  await page.getByRole("textbox", { name: "Menu name" }).fill("Dinner, now with dessert");
  await expect(publishChanges).toBeEnabled();

  // Later publishes say so in a toast, which leaves the header's button uncovered.
  await publishChanges.click();
  await page
    .getByRole("dialog", { name: "Publish your changes?" })
    .getByRole("button", { name: "Publish Changes" })
    .click();
  const toast = page.getByText(MESSAGES.published);
  await expect(toast).toBeVisible();
  await expectApart(page, toast, publishChanges);
  await expect(publishChanges).toBeDisabled();

  // Unpublish from the Status tab.
  await page.goto("/app/settings/status");
  await page.getByRole("button", { name: "Unpublish" }).click();
  const sure = page.getByRole("dialog", { name: "Are you sure?" });
  await sure.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText(MESSAGES.unpublished)).toBeVisible();
  await expect(header.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  expect((await request.get(`/m/${url}`)).status()).toBe(402);
});

test("Almost Ready! asks for the missing location details, then publishing continues", async ({
  page,
  login,
  owner,
  request,
}) => {
  await createMenu(request, owner);
  await login();
  // The server refuses a location without a city, so the test shows the dashboard one without it.
  await page.route(
    "**/v1/members/*/dashboard?**",
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.business.location.city = "";
      await route.fulfill({ response, json: body });
    },
    { times: 1 },
  );
  await page.route(
    `**/v1/businesses/${owner.businessId}/location`,
    async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), city: "" } });
    },
    { times: 1 },
  );

  await page.getByRole("banner").getByRole("button", { name: "Publish", exact: true }).click();
  const almost = page.getByRole("dialog", { name: "Almost Ready!" });
  await expect(almost.getByText(MESSAGES.noBusinessInfo)).toBeVisible();
  await almost.getByRole("button", { name: "Save and continue" }).click();
  await expect(almost.getByText(MESSAGES.cityEmpty)).toBeVisible();
  await almost.getByRole("textbox", { name: "City" }).fill("Oakland");
  await almost.getByRole("button", { name: "Save and continue" }).click();

  await page
    .getByRole("dialog", { name: "Publish your menu?" })
    .getByRole("button", { name: "Publish" })
    .click();
  await expect(page.getByRole("dialog", { name: "Your menu is live!" })).toBeVisible();
  const location = await request.get(`/v1/businesses/${owner.businessId}/location`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect((await location.json()).city).toBe("Oakland");
});

test("Almost Ready! asks for a US state by the list's words", async ({ page, login, owner, request }) => {
  await createMenu(request, owner);
  await login();
  // The server refuses a US location without a state, so the test shows the dashboard one without it.
  await page.route(
    "**/v1/members/*/dashboard?**",
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.business.location.state = "";
      await route.fulfill({ response, json: body });
    },
    { times: 1 },
  );
  await page.route(
    `**/v1/businesses/${owner.businessId}/location`,
    async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), state: "" } });
    },
    { times: 1 },
  );

  await page.getByRole("banner").getByRole("button", { name: "Publish", exact: true }).click();
  const almost = page.getByRole("dialog", { name: "Almost Ready!" });
  await expect(almost.getByText(MESSAGES.noBusinessInfo)).toBeVisible();
  await almost.getByRole("button", { name: "Save and continue" }).click();
  await expect(almost.getByText("Please specify the state.")).toBeVisible();
  await expect(almost.getByText("State/Province cannot be empty.")).toHaveCount(0);
});

test("a taken address stops publishing with the reason why", async ({ page, login, owner, request }) => {
  await createMenu(request, owner);
  await login();
  await page.route(`**/v1/businesses/${owner.businessId}/publish/preview`, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: "false" }),
  );
  await page.getByRole("banner").getByRole("button", { name: "Publish", exact: true }).click();
  const unable = page.getByRole("dialog", { name: "Unable to Publish" });
  await expect(unable.getByText(MESSAGES.urlTaken)).toBeVisible();
  await unable.getByRole("link", { name: "Choose a custom URL" }).click();
  await expect(page).toHaveURL(/\/app\/settings\/status$/);
});

test("on a phone the success toast leaves the header's Publish button free", async ({
  page,
  login,
  owner,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createMenu(request, owner);
  await publishThroughApi(request, owner);
  await patchBusiness(request, owner, { config: { bannerColor: "#223344" } });
  await login();
  const publishChanges = page.getByRole("banner").getByRole("button", { name: "Publish Changes" });
  await publishChanges.click();
  await page
    .getByRole("dialog", { name: "Publish your changes?" })
    .getByRole("button", { name: "Publish Changes" })
    .click();
  const toast = page.getByText(MESSAGES.published);
  await expect(toast).toBeVisible();
  await expectApart(page, toast, publishChanges);
});
