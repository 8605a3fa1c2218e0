import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../../src/server/db/schema.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Pacing: at most so many orders or items per 15-minute slot. The app's clock stands still at 12:02 UTC
// tomorrow, so every slot below is a known time; businesses are open all day in UTC with a 20-minute pick-up.

const day = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
const at = (time: string) => new Date(`${day}T${time}:00.000Z`).toISOString();
const clockNow = new Date(at("12:02"));

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp({
    clock: () => clockNow,
    // The rushes below place a hundred orders from one address.
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      orderRateLimits: { windowMs: 60_000, ordersPerAddress: 1000, pricesPerAddress: 1000 },
    },
  });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const paced = (caps: { maxOrders?: number; maxItems?: number }) =>
  createOrderingBusiness(api, { config: { slotCapacity: { minutes: 15, ...caps } } });

const slotsOf = (business: { businessId: string }, query = `date=${day}&type=PICKUP`) =>
  api.get(`/v1/public/businesses/${business.businessId}/slots?${query}`);

async function leftAt(business: OrderingBusiness, start: string) {
  const slots = await slotsOf(business);
  return slots.body.find((slot: { start: string }) => slot.start === start);
}

/** One soda: one item. */
const oneSoda = (business: OrderingBusiness, overrides: Record<string, unknown> = {}) =>
  orderBody(business, {
    items: [{ menuId: business.menuId, itemId: business.items.soda, quantity: 1 }],
    ...overrides,
  });

describe("the slots of a day", () => {
  let business: OrderingBusiness;
  beforeAll(async () => {
    business = await paced({ maxOrders: 5 });
  });

  it("lists the quarter hours from the earliest ready time to closing, each with its room", async () => {
    const slots = await slotsOf(business);
    expect(slots.status).toBe(200);
    // 12:02 + 20 minutes' pick-up: the first slot starting after 12:22.
    expect(slots.body[0]).toEqual({ start: at("12:30"), end: at("12:45"), left: 5, itemsLeft: null });
    expect(slots.body.at(-1)).toMatchObject({ start: at("23:45") });
    expect(slots.body).toHaveLength((24 - 12.5) * 4);
    // Delivery takes 45 minutes: its first slot is later.
    const delivery = await slotsOf(business, `date=${day}&type=DELIVERY`);
    expect(delivery.body[0].start).toBe(at("13:00"));
  });

  it("counts the orders placed in a slot in its `left`", async () => {
    const placed = await placeOrder(api, business, oneSoda(business, { scheduledFor: at("13:07") }));
    expect(placed.status).toBe(201);
    // A scheduled order is not promised anything beyond its own time.
    expect(placed.body.promisedFor).toBeNull();
    expect(await leftAt(business, at("13:00"))).toMatchObject({ left: 4 });
    expect(await leftAt(business, at("13:15"))).toMatchObject({ left: 5 });
  });

  it("lists slots with `left` null for a business that does not pace", async () => {
    const plain = await createOrderingBusiness(api);
    const slots = await slotsOf(plain);
    expect(slots.status).toBe(200);
    expect(slots.body[0]).toEqual({ start: at("12:30"), end: at("12:45"), left: null, itemsLeft: null });
    const options = await api.get(`/v1/public/businesses/${plain.businessId}/ordering`);
    expect(options.body.slotCapacity).toBeNull();
  });

  it("pushes the first slot later by the business's busy minutes", async () => {
    const busy = await paced({ maxOrders: 5 });
    await t.app.db.update(businesses).set({ busyExtraMinutes: 30 }).where(eq(businesses.id, busy.businessId));
    const slots = await slotsOf(busy);
    // 12:02 + 20 + 30 = 12:52.
    expect(slots.body[0].start).toBe(at("13:00"));
    const asap = await placeOrder(api, busy, oneSoda(busy));
    expect(asap.body.promisedFor).toBe(at("13:00"));
  });

  it("answers 400 for a bad date or type, and 404 for an unknown business, changing nothing", async () => {
    for (const query of ["", `date=${day.slice(0, 8)}31x`, "date=2026-02-30", `date=${day}&type=BIKE`]) {
      const response = await slotsOf(business, query);
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe("VALIDATION");
    }
    const missing = await api.get(`/v1/public/businesses/b_doesnotexist00000000/slots?date=${day}`);
    expect(missing.status).toBe(404);
    expect(await leftAt(business, at("13:00"))).toMatchObject({ left: 4 });
  });

  it("has no slots on a day past the days orders may be placed ahead", async () => {
    const far = new Date(clockNow.getTime() + 9 * 24 * 3_600_000).toISOString().slice(0, 10);
    const slots = await slotsOf(business, `date=${far}`);
    expect(slots.status).toBe(200);
    expect(slots.body).toEqual([]);
  });
});

describe("placing an order in a paced business", () => {
  it("refuses a scheduled order in a full slot with SLOT_FULL, in the guest's language", async () => {
    const business = await paced({ maxOrders: 1 });
    const first = await placeOrder(api, business, oneSoda(business, { scheduledFor: at("15:00") }));
    expect(first.status).toBe(201);
    const full = await placeOrder(api, business, oneSoda(business, { scheduledFor: at("15:10") }));
    expect(full.status).toBe(400);
    expect(full.body).toMatchObject({
      code: "SLOT_FULL",
      message: "That time is fully booked. Please choose another time.",
      errors: [{ path: "scheduledFor" }],
    });
    const spanish = await api.call("POST", `/v1/public/businesses/${business.businessId}/orders?lang=es`, {
      body: oneSoda(business, { scheduledFor: at("15:10") }),
      headers: { "idempotency-key": `pacing-es-${Date.now()}` },
    });
    expect(spanish.body).toMatchObject({
      code: "SLOT_FULL",
      message: "Esa hora está completa. Elija otra hora.",
    });
    // The next slot still takes it.
    const next = await placeOrder(api, business, oneSoda(business, { scheduledFor: at("15:15") }));
    expect(next.status).toBe(201);
  });

  it("promises an ASAP order the first slot with room, in the answer and on the dashboard", async () => {
    const business = await paced({ maxOrders: 1 });
    const first = await placeOrder(api, business, oneSoda(business));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: "NEW", scheduledFor: null, promisedFor: at("12:30") });
    const second = await placeOrder(api, business, oneSoda(business));
    expect(second.body.promisedFor).toBe(at("12:45"));
    const owner = await api.get(`/v1/orders/${second.body.id}`, business.token);
    expect(owner.body.promisedFor).toBe(at("12:45"));
    const guest = await api.get(`/v1/public/orders/${second.body.id}?key=${second.body.trackingKey}`);
    expect(guest.body.promisedFor).toBe(at("12:45"));
  });

  it("promises an ASAP order its earliest time when the business does not pace", async () => {
    const plain = await createOrderingBusiness(api);
    const placed = await placeOrder(api, plain, oneSoda(plain));
    expect(placed.body.promisedFor).toBe(at("12:22"));
  });

  it("tells the guest the promised time, and a full slot, when pricing before paying", async () => {
    const business = await paced({ maxOrders: 1 });
    const price = (body: object) =>
      api.post(`/v1/public/businesses/${business.businessId}/orders/price`, body);
    const cart = { type: "PICKUP", items: oneSoda(business).items };
    expect((await price(cart)).body).toMatchObject({ promisedFor: at("12:30"), problems: [] });
    await placeOrder(api, business, oneSoda(business));
    expect((await price(cart)).body.promisedFor).toBe(at("12:45"));
    await placeOrder(api, business, oneSoda(business, { scheduledFor: at("16:00") }));
    const scheduled = await price({ ...cart, scheduledFor: at("16:05") });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.promisedFor).toBeNull();
    expect(scheduled.body.problems).toEqual([
      { code: "SLOT_FULL", message: "That time is fully booked. Please choose another time." },
    ]);
  });

  it("counts items against an item cap, a large order taking an empty slot whole", async () => {
    const business = await paced({ maxItems: 4 });
    // Two pizzas and a soda: three items.
    const three = await placeOrder(api, business, orderBody(business, { scheduledFor: at("17:00") }));
    expect(three.status).toBe(201);
    expect(await leftAt(business, at("17:00"))).toMatchObject({ left: 1, itemsLeft: 1 });
    const two = await placeOrder(
      api,
      business,
      oneSoda(business, {
        scheduledFor: at("17:00"),
        items: [{ menuId: business.menuId, itemId: business.items.soda, quantity: 2 }],
      }),
    );
    expect(two.body.code).toBe("SLOT_FULL");
    const nine = await placeOrder(
      api,
      business,
      oneSoda(business, {
        scheduledFor: at("17:15"),
        items: [{ menuId: business.menuId, itemId: business.items.soda, quantity: 9 }],
      }),
    );
    expect(nine.status).toBe(201);
    expect(await leftAt(business, at("17:15"))).toMatchObject({ left: 0, itemsLeft: 0 });
  });

  it("gives a rejected or cancelled order's place back", async () => {
    const business = await paced({ maxOrders: 1 });
    const placed = await placeOrder(api, business, oneSoda(business, { scheduledFor: at("18:00") }));
    expect(await leftAt(business, at("18:00"))).toMatchObject({ left: 0 });
    const rejected = await api.post(
      `/v1/orders/${placed.body.id}/status`,
      { status: "REJECTED" },
      business.token,
    );
    expect(rejected.status).toBe(200);
    expect(await leftAt(business, at("18:00"))).toMatchObject({ left: 1 });

    const again = await placeOrder(api, business, oneSoda(business, { scheduledFor: at("18:00") }));
    expect(again.status).toBe(201);
    const status = (to: string) =>
      api.post(`/v1/orders/${again.body.id}/status`, { status: to }, business.token);
    expect((await status("ACCEPTED")).status).toBe(200);
    expect(await leftAt(business, at("18:00"))).toMatchObject({ left: 0 });
    expect((await status("CANCELLED")).status).toBe(200);
    expect(await leftAt(business, at("18:00"))).toMatchObject({ left: 1 });
  });

  it("refuses slot capacities that are not whole numbers of at least 1, or name no cap", async () => {
    const business = await createOrderingBusiness(api);
    for (const slotCapacity of [
      { minutes: 15 },
      { minutes: 15, maxOrders: 0 },
      { minutes: 30, maxOrders: 3 },
    ]) {
      const response = await api.patch(
        `/v1/businesses/${business.businessId}`,
        { config: { slotCapacity } },
        business.token,
      );
      expect(response.status, JSON.stringify(slotCapacity)).toBe(400);
    }
    const off = await api.patch(
      `/v1/businesses/${business.businessId}`,
      { config: { slotCapacity: null } },
      business.token,
    );
    expect(off.status).toBe(200);
  });
});

describe("a rush of orders for one slot", () => {
  const rush = (business: OrderingBusiness, body: object) =>
    Promise.all(Array.from({ length: 50 }, () => placeOrder(api, business, body)));

  it("takes exactly the slot's capacity of 50 simultaneous scheduled orders, refusing the rest", async () => {
    const business = await paced({ maxOrders: 5 });
    const answers = await rush(business, oneSoda(business, { scheduledFor: at("20:00") }));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(
      answers.filter((answer) => answer.status === 400 && answer.body.code === "SLOT_FULL"),
    ).toHaveLength(45);
    expect(await leftAt(business, at("20:00"))).toMatchObject({ left: 0 });
    const list = await api.get(`/v1/businesses/${business.businessId}/orders?tab=all`, business.token);
    expect(list.body.total).toBe(5);
  });

  it("spreads 50 simultaneous ASAP orders over the slots, 5 in each", async () => {
    const business = await paced({ maxOrders: 5 });
    const answers = await rush(business, oneSoda(business));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const perSlot = new Map<string, number>();
    for (const answer of answers)
      perSlot.set(answer.body.promisedFor, (perSlot.get(answer.body.promisedFor) ?? 0) + 1);
    expect([...perSlot.values()]).toEqual(Array(10).fill(5));
    expect([...perSlot.keys()].sort()[0]).toBe(at("12:30"));
    expect(await leftAt(business, at("14:45"))).toMatchObject({ left: 0 });
    expect(await leftAt(business, at("15:00"))).toMatchObject({ left: 5 });
  });
});
