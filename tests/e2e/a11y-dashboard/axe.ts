import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// The same reading as the guest pages' axe spec: WCAG 2.0 to 2.2, A and AA, and only what axe calls serious or
// critical fails a test (moderate findings such as a region without a landmark are left to people).

export const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
export const SHOTS = "test-results/screenshots/a11y-dashboard";

/** The serious and critical violations on the page as it is now, each with where it is. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map(
            (node) => `${node.target.join(" ")} ${node.failureSummary?.split("\n").slice(1).join(" ") ?? ""}`,
          )
          .join(" | ")})`,
    );
}

/** The Help drawer through the navigation (on a phone, behind the menu button). */
export async function openHelp(page: Page) {
  const help = page.getByRole("button", { name: "Help Center" });
  if (!(await help.isVisible())) await page.getByRole("button", { name: /navigation/i }).click();
  await help.click();
}
