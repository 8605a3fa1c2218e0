import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { createMenu, publishBusiness } from "../../helpers/factories.ts";
import { scaled } from "../../helpers/slowness.ts";
import { playwrightApi, registerOwner, signIn } from "../fixtures.ts";
import { expectNothingCut } from "../reservations/fits.ts";

// Gift cards on the owner's phone (390 px): a card issued by hand to a regular, its code copied, what they spent
// taken off, the guest's page of what is left on it, then the card voided; every step's screen looked at at
// 390 px and on a desktop.

test.describe.configure({ timeout: scaled(180_000) });

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  await expectNothingCut(page, PHONE.width);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, animations: "disabled", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, animations: "disabled" });
  await page.setViewportSize(PHONE);
}

test("an owner issues a gift card on the phone, takes off what was spent and voids it", async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const owner = await registerOwner(request);
  await signIn(page, owner);
  await page.goto("/app/gift-cards");
  await expect(page.getByRole("heading", { name: "Gift cards", level: 1 })).toBeVisible();
  await expect(page.getByText("No gift cards yet")).toBeVisible();
  await shoot(page, "gift-cards-empty");

  // The header's button (the empty list offers the same).
  await page.getByRole("button", { name: "Issue a gift card" }).first().click();
  const issuing = page.getByRole("dialog", { name: "Issue a gift card" });
  await issuing.getByRole("button", { name: "Issue card" }).click();
  await expect(issuing.getByText("Please enter who the card is for.")).toBeVisible();
  await issuing.getByLabel("Amount").fill("25.50");
  await issuing.getByLabel("Recipient's name").fill("Ada Lovelace");
  await issuing.getByLabel("Recipient's email").fill("ada@example.com");
  await issuing.getByLabel("Reason").fill("A thank-you for a regular");
  await issuing.getByRole("button", { name: "Issue card" }).click();
  const issued = page.getByRole("dialog", { name: "Gift card issued" });
  await expect(
    issued.getByText("A card of $25.50 for Ada Lovelace is ready.", { exact: false }),
  ).toBeVisible();
  const code =
    (await issued.getByText(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/).textContent()) ?? "";
  expect(code).toMatch(/^[A-Z2-9-]{19}$/);
  await shoot(page, "gift-card-issued");
  await issued.getByRole("button", { name: "Done" }).click();

  const card = page.getByRole("listitem", { name: code });
  await expect(card).toContainText("Ada Lovelace");
  await expect(card).toContainText("$25.50");
  await card.getByRole("button", { name: `Open gift card ${code}` }).click();
  const drawer = page.getByRole("dialog", { name: "Gift card" });
  await drawer.getByRole("button", { name: "Adjust balance" }).click();
  const adjust = drawer.getByRole("form", { name: "Adjust balance" });
  await adjust.getByText("Take off").click();
  await adjust.getByLabel("Amount").fill("30");
  await adjust.getByLabel("Reason").fill("Dinner for two");
  await adjust.getByRole("button", { name: "Save adjustment" }).click();
  await expect(
    drawer.getByText("The card holds less than that. Please take off at most its balance."),
  ).toBeVisible();
  await adjust.getByLabel("Amount").fill("20.50");
  await adjust.getByRole("button", { name: "Save adjustment" }).click();
  await expect(page.getByText("The card's balance was adjusted.")).toBeVisible();
  const history = drawer.getByRole("list", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("Dinner for two");
  await expect(drawer).toContainText("$5.00");
  await shoot(page, "gift-card-adjusted");

  // The guest's page of the card (the restaurant's menu is live): what is left, the code to show, a QR of it.
  const api = playwrightApi(request);
  await createMenu(api, owner);
  await publishBusiness(api, owner);
  const guest = await page.context().newPage();
  await guest.setViewportSize(PHONE);
  await guest.goto(`/g/${code.toLowerCase()}`);
  await expect(guest.getByText("$5.00", { exact: true })).toBeVisible();
  await expect(guest.getByText(code)).toBeVisible();
  await expect(guest.getByText("For Ada Lovelace")).toBeVisible();
  await shoot(guest, "gift-card-guest-page");
  await guest.close();

  await drawer.getByRole("button", { name: "Void card" }).click();
  const voiding = drawer.getByRole("form", { name: "Void card" });
  await voiding.getByLabel("Reason").fill("Issued twice by mistake");
  await voiding.getByRole("button", { name: "Void card" }).click();
  await expect(page.getByText("The card was voided.")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Adjust balance" })).toHaveCount(0);
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await shoot(page, "gift-card-voided");
});
