import { createMenu, menuGroup, menuItem } from "../../helpers/factories.ts";
import { expect, playwrightApi, test } from "../fixtures.ts";
import { publishThroughApi } from "../settings/settings-helpers.ts";

// The Appearance preview and the guest page draw one guest view, so for the same menu they list
// the same items at the same prices; the preview used to show items the owner had hidden.

const item = (name: string, extra: Parameters<typeof menuItem>[0] = {}) =>
  menuItem({ name, description: "", prices: [14], ...extra });

test("the Appearance preview lists exactly the items and prices of the published page", async ({
  page,
  login,
  owner,
  request,
}) => {
  await createMenu(playwrightApi(request), owner, {
    name: "Dinner",
    nodes: [
      menuGroup(
        [
          item("Burrata"),
          item("Secret special", { available: false }),
          item("Soup", { prices: [7, null, 11], sizes: ["Cup", "Half", "Bowl"] }),
          item("Bread", { prices: [null] }),
        ],
        { name: "Starters" },
      ),
      menuGroup([item("Ghost plate")], { name: "Staff only", available: false }),
      menuGroup([item("Margherita", { prices: [18] }), item("Tasting menu", { prices: [1250] })], {
        name: "Mains",
      }),
    ],
  });
  const { url } = await publishThroughApi(request, owner);

  await login("/app/designs");
  const preview = page.getByRole("img", { name: /Preview of the menu page/ });
  await expect(preview.getByText("Burrata")).toBeVisible();
  const previewItems = await preview
    .locator("[data-guest-item]")
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector("[data-guest-name]")?.textContent ?? "",
        row.querySelector("[data-guest-price]")?.textContent ?? "",
      ]),
    );

  await page.goto(`/m/${url}`);
  await expect(page.getByRole("heading", { name: "Burrata" })).toBeVisible();
  const pageItems = await page.locator("li.item").evaluateAll((rows) =>
    rows.map((row) => {
      const sizes = [...row.querySelectorAll(".sizes li")].map((size) => size.textContent ?? "");
      const single = row.querySelector(".row .price")?.textContent ?? "";
      return [row.querySelector("h3")?.textContent ?? "", sizes.length > 0 ? sizes.join(" · ") : single];
    }),
  );

  expect(pageItems).toEqual([
    ["Burrata", "$14.00"],
    ["Soup", "Cup $7.00 · Bowl $11.00"],
    ["Bread", ""],
    ["Margherita", "$18.00"],
    ["Tasting menu", "$1,250.00"],
  ]);
  expect(previewItems).toEqual(pageItems);
});
