import { findLibraryIcon } from "../../../src/shared/menus/icons.ts";
import { createMenu, menuGroup, menuItem, publishBusiness, updateBusiness } from "../../helpers/factories.ts";
import { expect, playwrightApi, registerOwner, test } from "../fixtures.ts";

// On a Spanish guest page an item's diet and allergen badges read in Spanish, as the filter
// does, also for icons saved as the editor's picker saves them (with the library's English label beside them).

const SHOTS = "test-results/screenshots";

const picked = (key: string) => {
  const icon = findLibraryIcon(key);
  return { type: "library", iconKey: key, hoverText: icon?.label ?? key, altText: icon?.altText ?? key };
};

for (const size of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`at ${size.width} px: the Spanish page's badges say Vegano and Sin gluten, like its filter`, async ({
    browser,
    request,
  }) => {
    const api = playwrightApi(request);
    const owner = await registerOwner(request);
    await updateBusiness(api, owner, { config: { languages: ["en", "es"] } });
    await createMenu(api, owner, {
      name: "Brunch",
      nodes: [
        menuGroup(
          [
            menuItem({
              name: "Tofu Scramble",
              prices: [11],
              icons: [picked("vegan"), picked("gluten-free")],
            }),
            menuItem({ name: "Pecan Pie", prices: [6], icons: [picked("tree-nuts"), picked("egg")] }),
          ],
          { name: "Plates" },
        ),
      ],
    });
    const { url } = await publishBusiness(api, owner);
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const guest = await context.newPage();
    await guest.goto(`/m/${url}?lang=es`);
    // The filter, opened: its choice reads "Vegano".
    const filter = guest.getByRole("search");
    await filter.locator("summary").click();
    await expect(filter.getByRole("checkbox", { name: "Vegano", exact: true })).toBeVisible();
    const tofu = guest.locator("li.item").filter({ hasText: "Tofu Scramble" });
    await expect(tofu.getByText("Vegano", { exact: true })).toBeVisible();
    await expect(tofu.getByText("Sin gluten", { exact: true })).toBeVisible();
    const pie = guest.locator("li.item").filter({ hasText: "Pecan Pie" });
    await expect(pie.getByText("Contiene frutos de cáscara", { exact: true })).toBeVisible();
    await expect(pie.getByText("Contiene huevo", { exact: true })).toBeVisible();
    for (const english of ["Vegan", "Gluten-free", "Tree nuts", "Egg"])
      await expect(guest.locator(".icons").getByText(english, { exact: true })).toHaveCount(0);
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await guest.screenshot({ path: `${SHOTS}/guest-badges-es-${size.name}.png`, fullPage: true });
    await context.close();
  });
}
