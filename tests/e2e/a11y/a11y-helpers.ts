import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createApi } from "../../helpers/api-client.ts";
import type { OrderingBusiness } from "../../helpers/orders.ts";

// What the accessibility specs share: axe's serious and critical violations (WCAG 2.0 to 2.2, A and AA, as in
// guest-axe.spec.ts), where shots go, and the public address of an ordering business.

export const SHOTS = "test-results/screenshots";
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe on the page as it is now. By default each analysis runs axe in every frame apart and merges the parts in a
 * blank tab it opens, with axe loaded into both: made for frames of other origins (a payment provider's), which
 * cannot see each other. Where every frame is the page's own, axe's one run in the page finds the same with
 * less work: the dashboard's 27 screens at 1280 px took 25 s of axe instead of 43.
 */
export function axeOn(page: Page) {
  const origin = new URL(page.url()).origin;
  const ownFrames = page.frames().every((frame) => {
    const url = frame.url();
    return url === "" || url.startsWith("about:") || new URL(url).origin === origin;
  });
  return new AxeBuilder({ page }).setLegacyMode(ownFrames);
}

/** The serious and critical violations on the page as it is now (less `exclude`), each with where it is. */
export async function seriousViolations(page: Page, exclude?: string): Promise<string[]> {
  const builder = axeOn(page).withTags(AXE_TAGS);
  const result = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}

/** The published menu's short address (/m/{address}). */
export async function menuAddress(baseURL: string, business: OrderingBusiness): Promise<string> {
  const dashboard = await createApi(baseURL).get(
    `/v1/members/${business.memberId}/dashboard?businessId=${business.businessId}`,
    business.token,
  );
  return dashboard.body.business.url as string;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The focused element: its name as a person reads it, and its box in the viewport. */
export function focusedElement(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const rect = active.getBoundingClientRect();
    return {
      name: (active.getAttribute("aria-label") ?? active.textContent ?? "").trim(),
      tag: active.tagName,
      box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
    };
  });
}

/** The Help drawer through the navigation (on a phone, behind the menu button). */
export async function openHelp(page: Page) {
  const help = page.getByRole("button", { name: "Help Center" });
  if (!(await help.isVisible())) await page.getByRole("button", { name: /navigation/i }).click();
  await help.click();
}
