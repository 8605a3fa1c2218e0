import { expect, type Page } from "@playwright/test";

/**
 * Nothing wider than the screen, and no label, button or heading cut inside its box (its scroll width past its
 * width). The timeline's blocks clip names on purpose (their full name is their accessible name): a region with
 * `role="region"` is left out.
 */
export async function expectNothingCut(
  page: Page,
  width: number,
  selectors = "label, button, a, legend, h1, h2, h3, dt, dd",
) {
  await expect
    .poll(() =>
      page.evaluate(
        ({ width, selectors }) => {
          const problems: string[] = [];
          if (document.documentElement.scrollWidth > width)
            problems.push(`page ${document.documentElement.scrollWidth} px`);
          for (const element of document.querySelectorAll<HTMLElement>(selectors)) {
            if (element.closest("[role=region]")) continue;
            if (element.scrollWidth > element.clientWidth + 1) problems.push(element.outerHTML.slice(0, 120));
          }
          return problems;
        },
        { width, selectors },
      ),
    )
    .toEqual([]);
}
