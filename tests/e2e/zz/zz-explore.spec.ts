import { expect, test } from "../fixtures.ts";

const SHOTS = "test-results/zz";

test("explore 390 b", async ({ page, login }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await login("/onboard");
  await expect(page.getByRole("heading", { name: "Get ready to publish" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/onboard-390.png`, fullPage: true });
  await page.goto("/app/settings/hours");
  const mondayCloses = page.getByRole("spinbutton", { name: "Monday first interval closes, hour" });
  await mondayCloses.click();
  await mondayCloses.press("Control+a");
  await mondayCloses.pressSequentially("10");
  await page.screenshot({ path: `${SHOTS}/hours-typing-390.png` });
  await page
    .getByRole("button", { name: "Copy Monday's hours" })
    .click({ timeout: 5000 })
    .catch((e) => console.log(String(e).slice(0, 600)));
  await page.screenshot({ path: `${SHOTS}/hours-copy-390.png` });
});
