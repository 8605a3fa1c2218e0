import { randomUUID } from "node:crypto";
import type { BusinessConfig } from "../../src/shared/businesses/business-config.ts";
import type { PlaceOrderRequest } from "../../src/shared/ordering/orders.ts";
import type { Api } from "./api-client.ts";
import {
  createMember,
  createMenu,
  menuGroup,
  menuItem,
  modifierEntry,
  modifierGroup,
  type TestMember,
} from "./factories.ts";

// A business that takes orders, made through the real API (menu, ordering settings, taxes, publish).

/** Every day, all day: "00:00"–"00:00" runs round the clock (an end at its start is the next midnight). */
export const ALL_DAY_HOURS = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
    day,
    { open: true, hours: [{ start: "00:00", end: "00:00" }] },
  ]),
);

/** Hours that never cover `now`: every day from now + 2 h to now + 3 h, in UTC. */
export function hoursAwayFromNow(now = new Date()) {
  const at = (hours: number) => {
    const time = new Date(now.getTime() + hours * 3_600_000);
    return `${String(time.getUTCHours()).padStart(2, "0")}:${String(time.getUTCMinutes()).padStart(2, "0")}`;
  };
  return Object.fromEntries(
    Object.keys(ALL_DAY_HOURS).map((day) => [day, { open: true, hours: [{ start: at(2), end: at(3) }] }]),
  );
}

export interface OrderingBusiness extends TestMember {
  menuId: string;
  /** Item ids: a pizza with sizes and toppings, a soda, and a salad the owner hid before publishing. */
  items: { pizza: string; soda: string; hidden: string };
  /** Modifier entry ids of the pizza. */
  options: { cheese: string; basil: string };
}

export const keyOf = () => `checkout-${randomUUID()}`;

/**
 * A published business with ordering on: pick-up, delivery ($3.50) and tables, cash and card, tips and orders
 * in advance, open all day in UTC, with an 8.25 % sales tax.
 */
export async function createOrderingBusiness(
  api: Api,
  options: { config?: BusinessConfig; taxes?: { label: string; type: string; value: number }[] } = {},
): Promise<OrderingBusiness> {
  const member = await createMember(api);
  const cheese = modifierEntry({ name: "Extra cheese", price: 1.5 });
  const basil = modifierEntry({ name: "Basil", price: null });
  const pizza = menuItem({
    name: "Margherita",
    prices: [9.5, 14.25],
    sizes: ["Small", "Large"],
    modifiers: [modifierGroup([cheese, basil])],
  });
  const soda = menuItem({ name: "Soda", prices: [2.99] });
  const hidden = menuItem({ name: "Secret salad", prices: [8], available: false });
  const menu = await createMenu(api, member, { name: "Dinner", nodes: [menuGroup([pizza, soda, hidden])] });
  const must = (response: { status: number; body: unknown }, what: string) => {
    if (response.status >= 300)
      throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  };
  must(
    await api.put(
      `/v1/businesses/${member.businessId}/hours`,
      { hours: ALL_DAY_HOURS, timeZone: "UTC" },
      member.token,
    ),
    "hours",
  );
  must(
    await api.patch(
      `/v1/businesses/${member.businessId}`,
      {
        orderingEnabled: true,
        config: {
          pickUpOrders: true,
          pickUpTime: 20,
          orderDelivery: true,
          deliveryFee: 3.5,
          deliveryTime: 45,
          // Delivery goes only to an area: Austin's downtown, San Francisco and Sausalito, at the old flat fee.
          deliveryAreas: [
            {
              name: "Downtown",
              postalCodes: ["78701", "94101-94199", "94965"],
              fee: 350,
              minimum: 0,
              estimateMinutes: 45,
            },
          ],
          orderDeliveryToTable: true,
          deliveryCashPayment: true,
          deliveryCardPayment: true,
          ordersTips: true,
          ordersInAdvance: true,
          minTotal: 0,
          ...options.config,
        },
      },
      member.token,
    ),
    "ordering settings",
  );
  for (const tax of options.taxes ?? [{ label: "Sales tax", type: "PERCENT", value: 8.25 }])
    must(await api.post(`/v1/businesses/${member.businessId}/taxes`, tax, member.token), "tax");
  must(await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token), "publish");
  return {
    ...member,
    menuId: menu.id,
    items: { pizza: pizza.id, soda: soda.id, hidden: hidden.id },
    options: { cheese: cheese.id, basil: basil.id },
  };
}

/** A pick-up order of two large pizzas with cheese and a soda, paid in cash. */
export function orderBody(business: OrderingBusiness, overrides: Partial<PlaceOrderRequest> = {}) {
  return {
    type: "PICKUP",
    items: [
      {
        menuId: business.menuId,
        itemId: business.items.pizza,
        size: 1,
        quantity: 2,
        modifiers: [business.options.cheese],
        note: "Well done",
      },
      { menuId: business.menuId, itemId: business.items.soda, quantity: 1 },
    ],
    customer: { name: "Ada Guest", phone: "(415) 555-0199" },
    payment: "CASH",
    ...overrides,
  } satisfies PlaceOrderRequest;
}

export function placeOrder(api: Api, business: { businessId: string }, body: unknown, key = keyOf()) {
  return api.call("POST", `/v1/public/businesses/${business.businessId}/orders`, {
    body,
    headers: { "idempotency-key": key },
  });
}
