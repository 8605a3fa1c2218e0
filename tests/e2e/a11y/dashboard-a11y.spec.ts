import { contrastRatio } from "../../../src/shared/guest-page/contrast.ts";
import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, orderBody, placeOrder } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect as baseExpect, signIn, test } from "../fixtures.ts";
import { AXE_TAGS, axeOn, focusedElement, overlaps, SHOTS, seriousViolations } from "./a11y-helpers.ts";

// The owner's dashboard with the keyboard and a screen reader: new orders are said on the Orders screen, the New
// order bar reads at AA, focus lands somewhere sensible after each action that redraws what had it, and the sound
// question never covers the focused control on a phone.

test.describe.configure({ timeout: scaled(360_000) });
const expect = baseExpect.configure({ timeout: scaled(30_000) });

const toHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((part) => Number(part).toString(16).padStart(2, "0"))
    .join("")}`;

test("the Orders screen says each new order; the New order bar reads at AA; focus follows opening and accepting", async ({
  page,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api);
  await signIn(page, business);
  // An order already waiting when the screen first reads its list is not news, and one placed before the live
  // socket is ready comes with the lists' slow poll: the order is placed once the screen has read the New tab
  // (empty) and the socket said it is ready.
  const newTabRead = page.waitForResponse((response) => /\/orders\?(.*&)?tab=new/.test(response.url()));
  const liveReady = new Promise<void>((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framereceived", (frame) => {
        if (String(frame.payload).includes('"type":"ready"')) resolve();
      }),
    );
  });
  await page.goto("/app/orders");
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible({ timeout: 60_000 });
  await Promise.all([newTabRead, liveReady]);
  // In the page's flow, not fixed over it.
  const question = page.getByRole("dialog", { name: "Sound for new orders" });
  await expect(question).toBeVisible();
  expect(await question.evaluate((element) => getComputedStyle(element).position)).toBe("static");
  await question.getByRole("button", { name: "No sound" }).click();

  const status = page.getByRole("status").filter({ hasText: /^New order #/ });
  const placed = await placeOrder(api, business, {
    ...orderBody(business),
    customer: { name: "Ana", phone: "(415) 555-0199" },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  await expect(status).toHaveText(
    new RegExp(`^New order #${placed.body.friendlyId} from Ana, \\$\\d+\\.\\d\\d$`),
  );
  await expect(status).toHaveAttribute("aria-live", "polite");
  await expect(
    page.getByRole("link", { name: new RegExp(`Order #${placed.body.friendlyId}`) }),
  ).toBeVisible();
  // The status badges' own contrast is mended apart, with the theme's badge colours: left out here.
  expect(await seriousViolations(page, ".mantine-Badge-root"), "orders").toEqual([]);
  await page.screenshot({ path: `${SHOTS}/a11y-orders-desktop.png` });

  // Elsewhere in the dashboard the New order bar names it, readable.
  // The Menus screen loads its own chunk first, and until then the Orders screen (and its own "New order"
  // announcement) stays: the bar is told apart by its Open order link.
  await page.getByRole("link", { name: "Menus" }).first().click();
  const bar = page
    .getByRole("status")
    .filter({ hasText: `New order #${placed.body.friendlyId}` })
    .filter({ has: page.getByRole("link", { name: "Open order" }) });
  await expect(bar).toBeVisible();
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeHidden();
  const contrast = await axeOn(page)
    .include(".mantine-Alert-root")
    .withTags(AXE_TAGS)
    .withRules(["color-contrast"])
    .analyze();
  expect(contrast.violations.map((violation) => violation.nodes.map((node) => node.failureSummary))).toEqual(
    [],
  );
  const open = bar.getByRole("link", { name: "Open order" });
  const colours = await open.evaluate((element) => ({
    background: getComputedStyle(element).backgroundColor,
    text: getComputedStyle(element).color,
  }));
  expect(contrastRatio(toHex(colours.text), toHex(colours.background))).toBeGreaterThanOrEqual(4.5);
  await bar.screenshot({ path: `${SHOTS}/a11y-new-order-bar.png` });

  // Opened with the keyboard: focus on the order's heading, not the page's top.
  await open.focus();
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { name: `Order #${placed.body.friendlyId}`, level: 1 });
  await expect(heading).toBeFocused();

  // Accepted: the Accept button is gone, focus goes to the next step's.
  await page.getByRole("button", { name: "Accept", exact: true }).focus();
  await page.keyboard.press("Enter");
  const accept = page.getByRole("dialog", { name: `Accept order #${placed.body.friendlyId}` });
  await accept.getByRole("button", { name: /^Accept, ready in/ }).focus();
  await page.keyboard.press("Enter");
  await expect(accept).toBeHidden();
  await expect(page.getByRole("button", { name: "Mark ready" })).toBeFocused();
});

test("at 390 px the sound question covers none of the editor's focused controls", async ({
  page,
  baseURL,
}) => {
  const business = await createOrderingBusiness(createApi(baseURL ?? ""));
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, business);
  await page.goto(`/app/biz/${business.businessId}/menus/${business.menuId}`);
  await expect(page.getByRole("button", { name: "Edit Soda" })).toBeVisible({ timeout: 60_000 });
  const question = page.getByRole("dialog", { name: "Sound for new orders" });
  await expect(question).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/a11y-sound-question-390.png` });
  const covered: string[] = [];
  let stops = 0;
  for (let step = 0; step < 50; step += 1) {
    await page.keyboard.press("Tab");
    const focused = await focusedElement(page);
    if (!focused) continue;
    stops += 1;
    const inside = await question.evaluate((element) => element.contains(document.activeElement));
    const box = await question.boundingBox();
    if (!inside && box && overlaps(focused.box, box)) covered.push(focused.name);
  }
  expect(stops).toBeGreaterThan(20);
  expect(covered).toEqual([]);
});
