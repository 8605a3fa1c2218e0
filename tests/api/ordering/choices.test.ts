import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMenu, menuGroup, menuItem, modifierEntry, modifierGroup } from "../../helpers/factories.ts";
import { createOrderingBusiness, keyOf, type OrderingBusiness, placeOrder } from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// A modifier group's rule ("Choose 1", "Choose up to 2"): an order or a price breaking it is refused with
// CHOICES, naming the item and the group, in the guest's language; menus without the rule order as before.

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

describe("a group's required and limited choices", () => {
  let business: OrderingBusiness;
  let menuId: string;
  let burger: string;
  const side = { fries: modifierEntry({ name: "Fries", price: 0 }), salad: modifierEntry({ name: "Salad" }) };
  const sauce = {
    ketchup: modifierEntry({ name: "Ketchup", price: null }),
    mayo: modifierEntry({ name: "Mayo", price: 0.5 }),
    bbq: modifierEntry({ name: "BBQ", price: 0.5 }),
  };
  beforeAll(async () => {
    business = await createOrderingBusiness(api);
    const item = menuItem({
      name: "Burger",
      prices: [10],
      modifiers: [
        modifierGroup([side.fries, side.salad], { name: "Side", min: 1, max: 1 }),
        modifierGroup([sauce.ketchup, sauce.mayo, sauce.bbq], { name: "Sauces", max: 2 }),
      ],
    });
    const menu = await createMenu(api, business, { name: "Grill", nodes: [menuGroup([item])] });
    const published = await api.post(
      `/v1/businesses/${business.businessId}/publish`,
      undefined,
      business.token,
    );
    expect(published.status).toBe(200);
    burger = item.id;
    menuId = menu.id;
  });

  const cart = (modifiers: string[]) => ({
    type: "PICKUP",
    items: [{ menuId, itemId: burger, quantity: 1, modifiers }],
    customer: { name: "Ada Guest", phone: "(415) 555-0199" },
    payment: "CASH",
  });
  const price = (body: unknown, lang = "") =>
    api.post(`/v1/public/businesses/${business.businessId}/orders/price${lang}`, body);
  const savedMenu = async (id: string) =>
    (await api.get(`/v1/menus?businessId=${business.businessId}`, business.token)).body.find(
      (menu: { id: string }) => menu.id === id,
    );
  const ordersTaken = async () =>
    (await api.get(`/v1/businesses/${business.businessId}/orders?tab=all`, business.token)).body.total;

  it("keeps the rule on the saved menu, and reads a group saved without it as optional", async () => {
    const menu = await savedMenu(menuId);
    const groups = menu.nodes[0].nodes[0].modifiers;
    expect(groups.map((group: { min: number; max: number | null }) => [group.min, group.max])).toEqual([
      [1, 1],
      [0, 2],
    ]);
    // The ordering business's own pizza was saved without min or max.
    const dinner = await savedMenu(business.menuId);
    expect(dinner.nodes[0].nodes[0].modifiers[0]).toMatchObject({ min: 0, max: null });
    const noneChosen = await placeOrder(api, business, {
      ...cart([]),
      items: [{ menuId: business.menuId, itemId: business.items.pizza, size: 0, quantity: 1, modifiers: [] }],
    });
    expect(noneChosen.status).toBe(201);
  });

  it("refuses an order missing a required choice, naming the item and the group", async () => {
    const before = await ordersTaken();
    const placed = await placeOrder(api, business, cart([sauce.ketchup.id]));
    expect(placed.status).toBe(400);
    const message = "Please choose at least 1 for “Side” on “Burger”.";
    expect(placed.body).toMatchObject({ code: "CHOICES", message });
    expect(placed.body.errors).toEqual([{ path: expect.stringMatching(/^items\.0\.modifiers\./), message }]);
    expect(placed.body.errors[0].path).toContain(".0.");
    const sideId = (await savedMenu(menuId)).nodes[0].nodes[0].modifiers[0].id;
    expect(placed.body.errors[0].path).toBe(`items.0.modifiers.group.0.${sideId}`);
    const priced = await price(cart([]));
    expect(priced.status).toBe(400);
    expect(priced.body).toMatchObject({
      code: "CHOICES",
      message,
      errors: [{ path: placed.body.errors[0].path }],
    });
    expect(await ordersTaken()).toBe(before);
  });

  it("refuses more choices than a group allows", async () => {
    const many = [side.fries.id, sauce.ketchup.id, sauce.mayo.id, sauce.bbq.id];
    const placed = await placeOrder(api, business, cart(many));
    expect(placed.status).toBe(400);
    const message = "Please choose at most 2 for “Sauces” on “Burger”.";
    expect(placed.body).toMatchObject({ code: "CHOICES", message });
    expect(placed.body.errors[0].path).toMatch(/^items\.0\.modifiers\.group\.1\./);
    expect((await price(cart(many))).body).toMatchObject({ code: "CHOICES", message });
    // "Choose 1" behaves as one of them: two sides are too many too.
    const twoSides = await price(cart([side.fries.id, side.salad.id]));
    expect(twoSides.body).toMatchObject({
      code: "CHOICES",
      message: "Please choose at most 1 for “Side” on “Burger”.",
    });
  });

  it("takes an order within every rule, with its options priced", async () => {
    const body = cart([side.salad.id, sauce.mayo.id, sauce.bbq.id]);
    const priced = await price(body);
    expect(priced.status).toBe(200);
    // 10 + 1.50 (salad) + 0.50 + 0.50 = 12.50.
    expect(priced.body.subtotal).toBe(1250);
    const placed = await placeOrder(api, business, body);
    expect(placed.status).toBe(201);
    expect(placed.body.items[0].modifiers.map((option: { name: string }) => option.name)).toEqual([
      "Salad",
      "Mayo",
      "BBQ",
    ]);
  });

  it("says it in the guest's language", async () => {
    const spanish = await price(cart([]), "?lang=es");
    expect(spanish.body).toMatchObject({
      code: "CHOICES",
      message: "Elija al menos 1 en “Side” para “Burger”.",
    });
    const german = await api.call("POST", `/v1/public/businesses/${business.businessId}/orders?lang=de`, {
      body: cart([side.fries.id, sauce.ketchup.id, sauce.mayo.id, sauce.bbq.id]),
      headers: { "idempotency-key": keyOf() },
    });
    expect(german.status).toBe(400);
    expect(german.body.message).toBe("Bitte wählen Sie höchstens 2 bei „Sauces“ für „Burger“.");
  });
});

describe("saving a group's rule", () => {
  let business: OrderingBusiness;
  beforeAll(async () => {
    business = await createOrderingBusiness(api);
  });

  it("refuses a rule that cannot hold, says where, and saves nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ min: 3, max: 2 }, "min", "The required choices cannot be more than the most a guest can choose."],
      [{ min: -1 }, "min", "The number of required choices cannot be negative."],
      [{ max: 0 }, "max", "The most a guest can choose must be at least 1."],
      [{ min: 1.5 }, "min", "The number of required choices must be a whole number."],
      [{ max: "two" }, "max", "The most a guest can choose must be a whole number."],
    ];
    for (const [rule, field, message] of cases) {
      const nodes = [menuGroup([menuItem({ modifiers: [modifierGroup(undefined, rule as never)] })])];
      const response = await api.post(
        "/v1/menus",
        { businessId: business.businessId, nodes },
        business.token,
      );
      expect(response.status, JSON.stringify(rule)).toBe(400);
      expect(response.body.code).toBe("VALIDATION");
      expect(response.body.errors).toEqual(
        expect.arrayContaining([{ path: `nodes.0.nodes.0.modifiers.0.${field}`, message }]),
      );
    }
    const menus = (await api.get(`/v1/menus?businessId=${business.businessId}`, business.token)).body;
    expect(JSON.stringify(menus)).not.toContain('"min":3');
  });

  it("saves a rule asking for more than the group's options, and orders it as every option", async () => {
    const only = modifierEntry({ name: "Pickles", price: 0 });
    const item = menuItem({
      name: "Hot dog",
      prices: [4],
      modifiers: [modifierGroup([only], { min: 2, max: 3 })],
    });
    const menu = await createMenu(api, business, { name: "Carts", nodes: [menuGroup([item])] });
    expect(
      (await api.post(`/v1/businesses/${business.businessId}/publish`, undefined, business.token)).status,
    ).toBe(200);
    const line = (modifiers: string[]) => ({
      type: "PICKUP",
      items: [{ menuId: menu.id, itemId: item.id, quantity: 1, modifiers }],
    });
    const price = (body: unknown) =>
      api.post(`/v1/public/businesses/${business.businessId}/orders/price`, body);
    expect((await price(line([]))).body).toMatchObject({
      code: "CHOICES",
      message: "Please choose at least 1 for “Toppings” on “Hot dog”.",
    });
    expect((await price(line([only.id]))).status).toBe(200);
  });

  it("leaves the OpenAPI document whole, the price call's refusals in the error shape", async () => {
    const response = await api.get("/v1/openapi.json");
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    const price = response.body.paths["/v1/public/businesses/{id}/orders/price"].post;
    expect(price.responses["400"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Error",
    });
  });
});
