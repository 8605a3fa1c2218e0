import { createMenu, menuGroup, menuItem, publishBusiness, updateBusiness } from "../../helpers/factories.ts";
import { expect, playwrightApi, registerOwner, test } from "../fixtures.ts";

// The section bar's arrows are added by the page's script; on a Spanish page a screen reader names them in
// Spanish, as it does the bar itself ("Secciones").

const SHOTS = "test-results/screenshots";

test("on ?lang=es the section bar's arrows are named in Spanish", async ({ browser, request }) => {
  const api = playwrightApi(request);
  const owner = await registerOwner(request);
  await updateBusiness(api, owner, { config: { languages: ["en", "es"] } });
  await createMenu(api, owner, {
    name: "Brunch",
    nodes: [
      menuGroup([menuItem({ name: "Tofu Scramble", prices: [11] })], { name: "Plates" }),
      menuGroup([menuItem({ name: "Pecan Pie", prices: [6] })], { name: "Sweets" }),
      menuGroup([menuItem({ name: "Lemonade", prices: [4] })], { name: "Drinks" }),
    ],
  });
  const { url } = await publishBusiness(api, owner);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await context.newPage();
  await guest.goto(`/m/${url}?lang=es`);
  const bar = guest.getByRole("navigation", { name: "Secciones" });
  await expect(bar.getByRole("button", { name: "Desplazar secciones a la izquierda" })).toHaveCount(1);
  await expect(bar.getByRole("button", { name: "Desplazar secciones a la derecha" })).toHaveCount(1);
  await expect(guest.getByRole("button", { name: /Scroll sections/ })).toHaveCount(0);
  await guest.screenshot({ path: `${SHOTS}/guest-section-arrows-es-phone.png` });

  // The English page keeps its English names.
  await guest.goto(`/m/${url}`);
  await expect(
    guest.getByRole("navigation", { name: "Sections" }).getByRole("button", { name: "Scroll sections left" }),
  ).toHaveCount(1);
  await context.close();
});
