import { scaled } from "../../helpers/slowness.ts";
import { expect as baseExpect, test } from "../fixtures.ts";
import { openHelp, SHOTS, seriousViolations } from "./a11y-helpers.ts";

// The dashboard by keyboard alone: the skip link, and dialogs that do not move for people who asked for less
// motion.

const expect = baseExpect.configure({ timeout: scaled(30_000) });

test("the first Tab reaches Skip to content, which shows and jumps to the page's content", async ({
  page,
  login,
  owner,
}) => {
  test.setTimeout(scaled(120_000));
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
  // Open, the drawer and its close button are named.
  expect(await seriousViolations(page)).toEqual([]);
});
