import { testOrder } from "../../../shared/ordering/test-order.ts";
import type { KitchenOrder } from "./ticket-age.ts";

// A kitchen order for the component tests: a table order of two pizzas, opened, that came in a minute before `now`.

export function testKitchenOrder(now: number, overrides: Partial<KitchenOrder> = {}): KitchenOrder {
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
  return testOrder({
    id: "order-1",
    friendlyId: "42",
    businessId: "business-1",
    status: "NEW",
    type: "TABLE",
    table: "7",
    items: [
      {
        menuId: "m",
        itemId: "i",
        name: "Margherita",
        size: "Large",
        quantity: 2,
        unitPrice: 1425,
        modifiers: [{ id: "c", name: "Extra cheese", price: 150 }],
        note: "well done",
        lineTotal: 3150,
      },
    ],
    subtotal: 3150,
    taxes: [],
    tax: 0,
    tip: 0,
    discount: 0,
    promoCode: null,
    total: 3150,
    customer: { name: "Grace", phone: "", email: "", address: "", city: "", state: "", zip: "" },
    note: "Birthday, bring a candle",
    trackingKey: "k",
    readyAt: null,
    openedDate: minutesAgo(0),
    notify: { email: false, sms: false },
    createdDate: minutesAgo(1),
    updatedDate: minutesAgo(1),
    ...overrides,
  });
}
