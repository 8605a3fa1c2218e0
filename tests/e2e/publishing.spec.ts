import { MESSAGES } from "../../src/shared/messages.ts";
import { expect, test } from "./fixtures.ts";
import { businessOf, createMenu } from "./settings-helpers.ts";

// issue 4 §1: the publishing flow of the dashboard, end to end against the real server.

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
  // Share opens the share modal: copy the link, QR code, posts, link page (issue 6 §4).
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

  // Later publishes say so in a toast.
  await header.getByRole("button", { name: "Publish Changes" }).click();
  await page
    .getByRole("dialog", { name: "Publish your changes?" })
    .getByRole("button", { name: "Publish Changes" })
    .click();
  await expect(page.getByText(MESSAGES.published)).toBeVisible();

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

test("a taken address stops publishing with the seed's reason", async ({ page, login, owner, request }) => {
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
