import { createApi } from "../../helpers/api-client.ts";
import { menuGroup } from "../../helpers/factories.ts";
import { createOrderingBusiness } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect as baseExpect, signIn, test } from "../fixtures.ts";
import { seriousViolations } from "./a11y-helpers.ts";

// An owner who does not drag: items move with "Move down" from their own menu, by keyboard alone, the move is
// said in words and saved, and focus stays on the moved item; dragging by keyboard is said in names, never ids.

test.describe.configure({ timeout: scaled(240_000) });
const expect = baseExpect.configure({ timeout: scaled(30_000) });

test("items move by keyboard from their menu and with the drag handle, said in words and saved", async ({
  page,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api);
  const menus = await api.get(`/v1/menus?businessId=${business.businessId}`, business.token);
  const menu = menus.body[0] as { id: string };
  const savedNames = async () => {
    const stored = await api.get(`/v1/menus?businessId=${business.businessId}`, business.token);
    return (stored.body[0].nodes[0].nodes as { name: string }[]).map((item) => item.name);
  };
  expect(await savedNames()).toEqual(["Margherita", "Soda", "Secret salad"]);

  await signIn(page, business);
  await page.goto(`/app/biz/${business.businessId}/menus/${menu.id}`);
  const more = page.getByRole("button", { name: "More actions for Margherita" });
  await expect(more).toBeVisible({ timeout: 60_000 });

  // Its menu, opened and used by keys only.
  await more.focus();
  await page.keyboard.press("Enter");
  const moveDown = page.getByRole("menuitem", { name: "Move down" });
  await expect(moveDown).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Move up" })).toHaveCount(0); // already first
  // An open menu holds menu items only (no hidden focus placeholder): axe finds nothing serious in it.
  expect(await seriousViolations(page)).toEqual([]);
  await moveDown.focus();
  await page.keyboard.press("Enter");
  const announcer = page.locator("#reorder-announcer");
  await expect(announcer).toHaveText("Margherita moved to position 2 of 3.");
  await expect(more).toBeFocused();
  await expect.poll(savedNames).toEqual(["Soda", "Margherita", "Secret salad"]);

  // The drag handle by keyboard: space picks up, an arrow moves, space drops; every sentence names the item.
  const handle = page.getByRole("button", { name: "Drag item Soda" });
  await handle.focus();
  await page.keyboard.press("Space");
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(live.first()).toContainText("Picked up Soda. Position 1 of 3.");
  await page.keyboard.press("ArrowDown");
  await expect(live.first()).toContainText("Soda moved to position 2 of 3.");
  await page.keyboard.press("Space");
  await expect(live.first()).toContainText("Soda dropped, moved to position 2 of 3.");
  const spoken = (await live.allTextContents()).join(" ");
  expect(spoken).not.toMatch(/Draggable item|droppable area|[A-Za-z0-9_-]{22}/);
  await expect.poll(savedNames).toEqual(["Margherita", "Soda", "Secret salad"]);
  await page.screenshot({ path: "test-results/screenshots/keyboard-reorder-1280.png" });
});

test("menus move from their own menu and an item's options with their buttons, said and saved", async ({
  page,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api);
  const lunch = await api.post(
    "/v1/menus",
    { businessId: business.businessId, name: "Lunch", nodes: [menuGroup()] },
    business.token,
  );
  expect(lunch.status).toBe(201);
  const stored = async () =>
    (await api.get(`/v1/menus?businessId=${business.businessId}`, business.token)).body as {
      id: string;
      name: string;
      nodes: { nodes: { name: string; modifiers: { entries: { name: string }[] }[] }[] }[];
    }[];
  const menuNames = async () => (await stored()).map((menu) => menu.name);
  expect(await menuNames()).toEqual(["Dinner", "Lunch"]);
  const announcer = page.locator("#reorder-announcer");

  await signIn(page, business);
  await page.goto(`/app/biz/${business.businessId}/menus`);
  const more = page.getByRole("button", { name: "More actions for Dinner" });
  await expect(more).toBeVisible({ timeout: 60_000 });
  await more.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Move down" }).focus();
  await page.keyboard.press("Enter");
  await expect(announcer).toHaveText("Dinner moved to position 2 of 2.");
  await expect(more).toBeFocused();
  await expect.poll(menuNames).toEqual(["Lunch", "Dinner"]);

  // The pizza's options: Basil up above Extra cheese with its own button, by keyboard.
  const dinner = (await stored()).find((menu) => menu.name === "Dinner");
  await page.goto(`/app/biz/${business.businessId}/menus/${dinner?.id}`);
  await page.getByRole("button", { name: "Edit Margherita" }).click({ timeout: 60_000 });
  const up = page.getByRole("button", { name: "Move Basil up" });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(announcer).toHaveText("Basil moved to position 1 of 2.");
  const optionNames = async () =>
    (await stored())
      .find((menu) => menu.name === "Dinner")
      ?.nodes[0]?.nodes[0]?.modifiers[0]?.entries.map((entry) => entry.name);
  await expect.poll(optionNames).toEqual(["Basil", "Extra cheese"]);
  await expect(page.getByRole("button", { name: "Move Basil down" })).toBeFocused();
});

test("groups move from their own menu and website pages with their buttons, said and saved", async ({
  page,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api);
  const lunch = await api.post(
    "/v1/menus",
    {
      businessId: business.businessId,
      name: "Lunch",
      nodes: [menuGroup(undefined, { name: "Soups" }), menuGroup(undefined, { name: "Salads" })],
    },
    business.token,
  );
  expect(lunch.status).toBe(201);
  for (const title of ["About", "Catering"]) {
    const made = await api.post(`/v1/businesses/${business.businessId}/pages`, { title }, business.token);
    expect(made.status).toBe(201);
  }
  const groupNames = async () => {
    const menus = (await api.get(`/v1/menus?businessId=${business.businessId}`, business.token)).body as {
      name: string;
      nodes: { name: string }[];
    }[];
    return menus.find((menu) => menu.name === "Lunch")?.nodes.map((group) => group.name);
  };
  const pageTitles = async () =>
    (
      (await api.get(`/v1/businesses/${business.businessId}/pages`, business.token)).body as {
        title: string;
      }[]
    ).map((page) => page.title);
  expect(await groupNames()).toEqual(["Soups", "Salads"]);
  expect(await pageTitles()).toEqual(["About", "Catering"]);
  const announcer = page.locator("#reorder-announcer");

  await signIn(page, business);
  await page.goto(`/app/biz/${business.businessId}/menus/${lunch.body.id}`);
  const more = page.getByRole("button", { name: "More actions for group Soups" });
  await more.focus({ timeout: 60_000 });
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Move down" }).focus();
  await page.keyboard.press("Enter");
  await expect(announcer).toHaveText("Soups moved to position 2 of 2.");
  await expect(more).toBeFocused();
  await expect.poll(groupNames).toEqual(["Salads", "Soups"]);

  await page.goto("/app/website/pages");
  const down = page.getByRole("button", { name: "Move About down" });
  await down.focus({ timeout: 60_000 });
  await page.keyboard.press("Enter");
  await expect(announcer).toHaveText("About moved to position 2 of 2.");
  await expect.poll(pageTitles).toEqual(["Catering", "About"]);
  await expect(page.getByRole("button", { name: "Move About up" })).toBeFocused();
});
