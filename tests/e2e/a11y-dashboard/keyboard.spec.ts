import { createMenu, menuGroup, menuItem } from "../../helpers/factories.ts";
import { expect as baseExpect, playwrightApi, test } from "../fixtures.ts";
import { openHelp, SHOTS } from "./axe.ts";

// The dashboard by keyboard alone: reordering without dragging, in words a screen reader can say; the skip
// link; and dialogs that do not move for people who asked for less motion.

const expect = baseExpect.configure({ timeout: 30_000 });
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-/i;

test("an item moves down by keyboard, is announced by name, keeps focus, and stays moved after a reload", async ({
  page,
  request,
  owner,
  login,
}) => {
  test.setTimeout(180_000);
  const menu = await createMenu(playwrightApi(request), owner, {
    name: "Dinner",
    nodes: [
      menuGroup([
        menuItem({ name: "Margherita" }),
        menuItem({ name: "Marinara" }),
        menuItem({ name: "Diavola" }),
      ]),
    ],
  });
  await login(`/app/biz/${owner.businessId}/menus/${menu.id}`);
  // The items in the order drawn, by their drag handles' names.
  const names = () =>
    page
      .locator("[data-item-id]")
      .evaluateAll((rows) =>
        rows.map((row) =>
          row.querySelector('[aria-label^="Drag item "]')?.getAttribute("aria-label")?.slice(10),
        ),
      );
  await expect.poll(names).toEqual(["Margherita", "Marinara", "Diavola"]);

  // Dragging by keyboard speaks in names, never in ids.
  await page.getByRole("button", { name: "Drag item Margherita" }).focus();
  await page.keyboard.press("Space");
  const dndRegion = page.locator('[id^="DndLiveRegion"]');
  await expect(dndRegion).toHaveText("Picked up Margherita. Position 1 of 3.");
  await page.keyboard.press("Escape");
  await expect(dndRegion).toContainText("Moving Margherita was cancelled");
  await expect(dndRegion).not.toHaveText(UUID);

  // Move down from the item's own menu, by keys only.
  const actions = page.getByRole("button", { name: "More actions for Margherita" });
  await actions.focus();
  await page.keyboard.press("Enter");
  const moveDown = page.getByRole("menuitem", { name: "Move down" });
  await expect(moveDown).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Move up" })).toHaveCount(0);
  await moveDown.focus();
  await page.keyboard.press("Enter");

  await expect(page.locator("#reorder-announcer")).toHaveText("Margherita moved to position 2 of 3.");
  await expect(page.locator("#reorder-announcer")).not.toHaveText(UUID);
  await expect(actions).toBeFocused();
  await expect.poll(names).toEqual(["Marinara", "Margherita", "Diavola"]);
  await page.screenshot({ path: `${SHOTS}/moved-by-keyboard-1280.png` });

  // Saved as a drag is: the server has the new order.
  await expect
    .poll(async () => {
      const saved = await request.get(`/v1/menus?businessId=${owner.businessId}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      const menus: { id: string; nodes: { nodes: { name: string }[] }[] }[] = await saved.json();
      return menus.find((candidate) => candidate.id === menu.id)?.nodes[0]?.nodes.map((item) => item.name);
    })
    .toEqual(["Marinara", "Margherita", "Diavola"]);
  await page.reload();
  await expect.poll(names).toEqual(["Marinara", "Margherita", "Diavola"]);
});

test("the first Tab reaches Skip to content, which shows and jumps to the page's content", async ({
  page,
  login,
  owner,
}) => {
  test.setTimeout(120_000);
  await login(`/app/biz/${owner.businessId}/menus`);
  await page.locator("body").focus();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/skip-link-1280.png` });
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
  // The next Tab goes into the content, not back to the header.
  await page.keyboard.press("Tab");
  const next = await page.evaluate(() =>
    document.getElementById("main-content")?.contains(document.activeElement),
  );
  expect(next).toBe(true);
});

test("with reduced motion asked for, the Help drawer appears without a transition", async ({
  page,
  login,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await login();
  // The first style the drawer is drawn with, caught as it enters the page.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const content = document.querySelector(".mantine-Drawer-content");
      if (content && seen.length === 0) {
        const style = getComputedStyle(content);
        seen.push(`${style.opacity} ${style.transform} ${style.transitionDuration}`);
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await openHelp(page);
  await expect(page.getByRole("dialog", { name: "Help Center" })).toBeVisible();
  const first = await page.evaluate(() => (window as unknown as { seen: string[] }).seen[0]);
  expect(first).toMatch(/^1 none 0s/);
  await expect(page.getByRole("button", { name: "Close" })).toBeVisible();
});
