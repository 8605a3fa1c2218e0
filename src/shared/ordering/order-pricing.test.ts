import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Currency } from "../common/money.ts";
import type { MenuItem } from "../menus/menu.ts";
import type { SnapshotMenu } from "../publishing/public-page.ts";
import {
  type CartLine,
  findOption,
  indexMenus,
  itemPrice,
  minimumProblem,
  type PricingTax,
  priceCart,
  taxAmount,
  tipFromPercent,
} from "./order-pricing.ts";
import {
  DEFAULT_ORDERING_SETTINGS,
  ORDER_TOTAL_MAX,
  type OrderingSettings,
  type OrderType,
} from "./orders.ts";

const USD: Currency = { code: "USD", symbol: "$" };
const JPY: Currency = { code: "JPY", symbol: "¥" };

function item(overrides: Partial<MenuItem> & { id: string }): MenuItem {
  return {
    type: 1,
    name: overrides.id,
    description: "",
    cookTime: "",
    preview: null,
    previewSource: null,
    previewAltText: "",
    icons: [],
    prices: [10],
    sizes: [],
    available: true,
    modifiers: [],
    extras: "",
    ...overrides,
  };
}

function menuOf(items: MenuItem[], id = "menu"): SnapshotMenu {
  return {
    id,
    name: "Dinner",
    details: "",
    sequence: 0,
    nodes: [{ id: "group", type: 0, name: "Mains", description: "", available: true, nodes: items }],
  };
}

const line = (overrides: Partial<CartLine> & { itemId: string }): CartLine => ({
  menuId: "menu",
  quantity: 1,
  modifiers: [],
  note: "",
  ...overrides,
});

const PIZZA = item({
  id: "pizza",
  name: "Margherita",
  prices: [9.5, 14.25],
  sizes: ["Small", "Large"],
  modifiers: [
    {
      id: "toppings",
      name: "Toppings",
      sequence: 0,
      min: 0,
      max: null,
      entries: [
        { id: "cheese", name: "Extra cheese", price: 1.5, sequence: 0 },
        { id: "basil", name: "Basil", price: null, sequence: 1 },
      ],
    },
  ],
});
const SODA = item({ id: "soda", name: "Soda", prices: [2.99] });
const NO_PRICE = item({ id: "market", name: "Market fish", prices: [null] });
const SIZE_WITHOUT_PRICE = item({ id: "soup", name: "Soup", prices: [4, null], sizes: ["Cup", "Bowl"] });
const catalog = indexMenus([menuOf([PIZZA, SODA, NO_PRICE, SIZE_WITHOUT_PRICE])]);

const settings = (overrides: Partial<OrderingSettings> = {}): OrderingSettings => ({
  ...DEFAULT_ORDERING_SETTINGS,
  ...overrides,
});

function price(items: CartLine[], options: { type?: OrderType; tip?: number; taxes?: PricingTax[] } = {}) {
  return priceCart({
    catalog,
    currency: USD,
    settings: settings({ ordersTips: true, orderDelivery: true, deliveryFee: 3.5 }),
    taxes: options.taxes ?? [],
    cart: { type: options.type ?? "PICKUP", items, tip: options.tip ?? 0 },
  });
}

describe("pricing a cart from the published menu", () => {
  it("copies names and prices, sizes by index and options by entry id, in minor units", () => {
    const result = price([
      line({ itemId: "pizza", size: 1, quantity: 2, modifiers: ["cheese", "basil"], note: "well done" }),
      line({ itemId: "soda", quantity: 3 }),
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.priced.items).toEqual([
      {
        menuId: "menu",
        itemId: "pizza",
        name: "Margherita",
        size: "Large",
        quantity: 2,
        unitPrice: 1425,
        modifiers: [
          { id: "cheese", name: "Extra cheese", price: 150 },
          { id: "basil", name: "Basil", price: 0 },
        ],
        note: "well done",
        lineTotal: 3150,
      },
      {
        menuId: "menu",
        itemId: "soda",
        name: "Soda",
        size: null,
        quantity: 3,
        unitPrice: 299,
        modifiers: [],
        note: "",
        lineTotal: 897,
      },
    ]);
    expect(result.priced.subtotal).toBe(4047);
    expect(result.priced.total).toBe(4047);
  });

  it("adds VALUE and PERCENT taxes on the subtotal, each rounded half-up once, the tip and the delivery fee", () => {
    const taxes: PricingTax[] = [
      { label: "Sales tax", type: "PERCENT", value: 8.25 },
      { label: "Bag fee", type: "VALUE", value: 0.1 },
    ];
    const result = price([line({ itemId: "soda", quantity: 2 })], { type: "DELIVERY", tip: 100, taxes });
    if (!result.ok) throw new Error(result.problem.message);
    // 598 × 8.25 % = 49.335 → 49; the bag 10.
    expect(result.priced.taxes.map((tax) => tax.amount)).toEqual([49, 10]);
    expect(result.priced).toMatchObject({ subtotal: 598, tax: 59, tip: 100, deliveryFee: 350, total: 1107 });
  });

  it("charges the delivery fee on deliveries only", () => {
    const pickUp = price([line({ itemId: "soda" })], { type: "PICKUP" });
    const table = price([line({ itemId: "soda" })], { type: "TABLE" });
    expect(pickUp.ok && pickUp.priced.deliveryFee).toBe(0);
    expect(table.ok && table.priced.deliveryFee).toBe(0);
  });
});

describe("pricing a cart from the published menu: what it refuses", () => {
  it("refuses an unknown item, an item of another menu, and one whose price is empty", () => {
    for (const cart of [
      [line({ itemId: "made-up" })],
      [line({ itemId: "soda", menuId: "other-menu" })],
      [line({ itemId: "market" })],
    ]) {
      const result = price(cart);
      expect(result.ok ? null : result.problem).toMatchObject({ code: "ITEM_UNAVAILABLE", path: "items.0" });
    }
  });

  it("refuses a size that does not exist or has no price, and asks for a size when the item has sizes", () => {
    expect(price([line({ itemId: "pizza", size: 5 })])).toMatchObject({
      ok: false,
      problem: { code: "ITEM_UNAVAILABLE", path: "items.0.size" },
    });
    expect(price([line({ itemId: "soup", size: 1 })])).toMatchObject({
      ok: false,
      problem: { code: "ITEM_UNAVAILABLE", path: "items.0.size" },
    });
    expect(price([line({ itemId: "soda", size: 1 })])).toMatchObject({
      ok: false,
      problem: { code: "ITEM_UNAVAILABLE" },
    });
    expect(price([line({ itemId: "pizza" })])).toMatchObject({
      ok: false,
      problem: {
        code: "VALIDATION",
        message: "Please choose a size for “Margherita”.",
        path: "items.0.size",
      },
    });
  });

  it("refuses an option of another item and an option chosen twice", () => {
    const pizzaOption = price([line({ itemId: "soda", modifiers: ["cheese"] })]);
    expect(pizzaOption).toMatchObject({
      ok: false,
      problem: { code: "ITEM_UNAVAILABLE", path: "items.0.modifiers.0" },
    });
    const twice = price([line({ itemId: "pizza", size: 0, modifiers: ["cheese", "cheese"] })]);
    expect(twice).toMatchObject({ ok: false, problem: { code: "VALIDATION", path: "items.0.modifiers" } });
  });

  it("takes a tip only where the business takes tips", () => {
    const result = priceCart({
      catalog,
      currency: USD,
      settings: settings({ ordersTips: false }),
      taxes: [],
      cart: { type: "PICKUP", items: [line({ itemId: "soda" })], tip: 50 },
    });
    expect(result).toMatchObject({ ok: false, problem: { code: "VALIDATION", path: "tip" } });
  });

  it("takes a tip of at most the subtotal", () => {
    const soda = [line({ itemId: "soda" })];
    expect(price(soda, { tip: 299 })).toMatchObject({ ok: true, priced: { tip: 299, total: 598 } });
    expect(price(soda, { tip: 300 })).toEqual({
      ok: false,
      problem: { code: "VALIDATION", message: "A tip can be at most the order's subtotal.", path: "tip" },
    });
  });

  it("takes a total of at most Stripe's card limit, $999,999.99, whatever the payment", () => {
    const banquet = indexMenus([menuOf([item({ id: "feast", prices: [500_000] })])]);
    const priceFeast = (tip: number, quantity = 1) =>
      priceCart({
        catalog: banquet,
        currency: USD,
        settings: settings({ ordersTips: true }),
        taxes: [],
        cart: { type: "PICKUP", items: [line({ itemId: "feast", quantity })], tip },
      });
    expect(priceFeast(ORDER_TOTAL_MAX - 50_000_000)).toMatchObject({
      ok: true,
      priced: { total: 99_999_999 },
    });
    expect(priceFeast(50_000_000)).toEqual({
      ok: false,
      problem: { code: "VALIDATION", message: "An order can total at most $999,999.99.", path: "items" },
    });
    expect(priceFeast(0, 99)).toMatchObject({ ok: false, problem: { path: "items" } });
  });

  it("says when the subtotal is below the owner's minimum", () => {
    expect(minimumProblem(1499, settings({ minTotal: 15 }), USD)).toBe("The minimum order is $15.00.");
    expect(minimumProblem(1500, settings({ minTotal: 15 }), USD)).toBeNull();
    expect(minimumProblem(0, settings({ minTotal: 0 }), USD)).toBeNull();
  });

  it("rounds a line once in a currency without minor units", () => {
    const yen = indexMenus([menuOf([item({ id: "tea", prices: [120.5] })])]);
    const result = priceCart({
      catalog: yen,
      currency: JPY,
      settings: settings(),
      taxes: [],
      cart: { type: "PICKUP", items: [line({ itemId: "tea", quantity: 3 })], tip: 0 },
    });
    // 361.5 → 362 once for the line, not 3 × 121.
    expect(result.ok && result.priced.items[0]).toMatchObject({ unitPrice: 121, lineTotal: 362 });
  });

  it("works out a tip percentage half-up", () => {
    expect(tipFromPercent(1999, 15)).toBe(300); // 299.85
    expect(tipFromPercent(1990, 15)).toBe(299); // 298.5 → 299
    expect(tipFromPercent(0, 20)).toBe(0);
  });
});

// Property tests: hand-picked carts miss the odd combination, so over random menus, carts, taxes and tips the
// totals are the sums of their lines in minor units, and each line is exact before its one rounding.
const cents = fc.integer({ min: 0, max: 10_000_00 });
const randomItem = fc.record({
  sized: fc.boolean(),
  prices: fc.array(cents, { minLength: 1, maxLength: 6 }),
  options: fc.array(fc.option(cents, { nil: null }), { maxLength: 5 }),
});
const randomTax = fc.record({
  type: fc.constantFrom("VALUE" as const, "PERCENT" as const),
  hundredths: fc.integer({ min: 0, max: 30_00 }),
});

const scenario = fc
  .record({
    items: fc.array(randomItem, { minLength: 1, maxLength: 12 }),
    taxes: fc.array(randomTax, { maxLength: 4 }),
    tip: fc.integer({ min: 0, max: 100_000 }),
    type: fc.constantFrom<OrderType>("PICKUP", "DELIVERY", "TABLE"),
    fee: cents,
    picks: fc.array(
      fc.record({
        item: fc.nat(),
        size: fc.nat(),
        quantity: fc.integer({ min: 1, max: 99 }),
        options: fc.array(fc.boolean(), { maxLength: 5 }),
      }),
      { minLength: 1, maxLength: 20 },
    ),
    code: fc.constantFrom("USD", "JPY", "KWD"),
  })
  .map((value) => {
    const menuItems = value.items.map((spec, index) =>
      item({
        id: `item-${index}`,
        sizes: spec.sized ? spec.prices.map((_, i) => `Size ${i}`) : [],
        prices: (spec.sized ? spec.prices : spec.prices.slice(0, 1)).map((c) => c / 100),
        modifiers: [
          {
            id: `group-${index}`,
            name: "Options",
            sequence: 0,
            min: 0,
            max: null,
            entries: spec.options.map((c, i) => ({
              id: `option-${index}-${i}`,
              name: `Option ${i}`,
              price: c === null ? null : c / 100,
              sequence: i,
            })),
          },
        ],
      }),
    );
    const cart: CartLine[] = value.picks.map((pick) => {
      const chosen = menuItems[pick.item % menuItems.length] as MenuItem;
      const entries = chosen.modifiers[0]?.entries ?? [];
      return line({
        itemId: chosen.id,
        size: chosen.sizes.length > 0 ? pick.size % chosen.sizes.length : undefined,
        quantity: pick.quantity,
        modifiers: entries.filter((_, i) => pick.options[i]).map((entry) => entry.id),
      });
    });
    return { ...value, menuItems, cart };
  });

describe("totals over random carts", () => {
  /** Hundredths of a major unit (how the menu is typed) → minor units of the code, half-up, independently. */
  const digits = { USD: 2, JPY: 0, KWD: 3 } as const;
  const exactLine = (hundredthsOfMajor: number, code: keyof typeof digits) => {
    const d = digits[code];
    if (d >= 2) return hundredthsOfMajor * 10 ** (d - 2);
    return Math.floor((hundredthsOfMajor + 50) / 100); // 0 digits: half-up
  };

  it("has subtotal = Σ lines, tax = Σ tax lines, total = subtotal + tax + tip + fee, each line exact, or says why not", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const code = s.code as keyof typeof digits;
        const result = priceCart({
          catalog: indexMenus([menuOf(s.menuItems)]),
          currency: { code, symbol: code },
          settings: settings({ ordersTips: true, deliveryFee: s.fee / 100 }),
          taxes: s.taxes.map((tax, i) => ({
            label: `Tax ${i}`,
            type: tax.type,
            value: tax.hundredths / 100,
          })),
          cart: { type: s.type, items: s.cart, tip: s.tip },
        });
        // What the cart comes to, worked out apart: each line exact, each tax within its rounding.
        const lineTotals = s.cart.map((chosen) => {
          const menuItem = s.menuItems.find((candidate) => candidate.id === chosen.itemId) as MenuItem;
          const unit = Math.round((menuItem.prices[chosen.size ?? 0] as number) * 100);
          const options = chosen.modifiers.map((id) =>
            Math.round((menuItem.modifiers[0]?.entries.find((e) => e.id === id)?.price ?? 0) * 100),
          );
          const each = unit + options.reduce((sum, c) => sum + c, 0);
          return exactLine(each * chosen.quantity, code);
        });
        const subtotal = lineTotals.reduce((sum, c) => sum + c, 0);
        const fee = s.type === "DELIVERY" ? exactLine(s.fee, code) : 0;
        const taxBounds = s.taxes.map((tax) =>
          tax.type === "VALUE"
            ? [exactLine(tax.hundredths, code), exactLine(tax.hundredths, code)]
            : [
                Math.floor((subtotal * tax.hundredths) / 10_000),
                Math.ceil((subtotal * tax.hundredths) / 10_000),
              ],
        );
        const low = subtotal + s.tip + fee + taxBounds.reduce((sum, [least]) => sum + (least ?? 0), 0);
        const high = subtotal + s.tip + fee + taxBounds.reduce((sum, [, most]) => sum + (most ?? 0), 0);
        if (s.tip > subtotal) {
          expect(result).toMatchObject({ ok: false, problem: { code: "VALIDATION", path: "tip" } });
          return;
        }
        if (!result.ok) {
          expect(result.problem).toMatchObject({ code: "VALIDATION", path: "items" });
          expect(high).toBeGreaterThan(ORDER_TOTAL_MAX);
          return;
        }
        expect(low).toBeLessThanOrEqual(ORDER_TOTAL_MAX);
        const { priced } = result;
        expect(priced.total).toBeLessThanOrEqual(ORDER_TOTAL_MAX);
        expect(priced.subtotal).toBe(subtotal);
        expect(priced.items.map((pricedLine) => pricedLine.lineTotal)).toEqual(lineTotals);
        expect(priced.subtotal).toBe(priced.items.reduce((sum, l) => sum + l.lineTotal, 0));
        expect(priced.tax).toBe(priced.taxes.reduce((sum, t) => sum + t.amount, 0));
        expect(priced.total).toBe(priced.subtotal + priced.tax + priced.tip + priced.deliveryFee);
        expect(priced.tip).toBe(s.tip);
        expect(priced.deliveryFee).toBe(fee);
        for (const pricedLine of priced.items) expect(Number.isSafeInteger(pricedLine.lineTotal)).toBe(true);
        priced.taxes.forEach((taxLine, i) => {
          const spec = s.taxes[i] as { type: string; hundredths: number };
          if (spec.type === "VALUE") {
            expect(taxLine.amount).toBe(exactLine(spec.hundredths, code));
            return;
          }
          // Within half a minor unit of the exact percentage, a tie going up.
          const twiceError = 2 * (taxLine.amount * 10_000 - priced.subtotal * spec.hundredths);
          expect(twiceError).toBeGreaterThan(-10_000);
          expect(twiceError).toBeLessThanOrEqual(10_000);
        });
      }),
      // About half the carts pass the largest total: enough runs that some 300 are priced in full.
      { numRuns: 700 },
    );
  });

  it("gives a percentage tax the same amount as taxAmount alone, whatever else is in the cart", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 100_00 }), (sub, h) => {
        const amount = taxAmount({ label: "t", type: "PERCENT", value: h / 100 }, sub, "USD");
        const twiceError = 2n * (BigInt(amount) * 10_000n - BigInt(sub) * BigInt(h));
        expect(twiceError > -10_000n && twiceError <= 10_000n).toBe(true);
      }),
    );
  });
});

// The guest's cart reads an item's price and options through these, so the cart shows what the order costs.
describe("an item's price at a size and its options", () => {
  it("reads the price and the size's name at a size the item has", () => {
    expect(itemPrice(PIZZA, 1)).toEqual({ ok: true, price: 14.25, sizeName: "Large" });
    expect(itemPrice(SODA, undefined)).toEqual({ ok: true, price: 2.99, sizeName: null });
    // Size 0 of an item with one price is that price: an old cart line may carry it.
    expect(itemPrice(SODA, 0)).toEqual({ ok: true, price: 2.99, sizeName: null });
  });

  it("says why an item cannot be ordered at a size", () => {
    expect(itemPrice(PIZZA, undefined)).toEqual({ ok: false, problem: "sizeRequired" });
    expect(itemPrice(PIZZA, 2)).toEqual({ ok: false, problem: "sizeUnavailable" });
    expect(itemPrice(SIZE_WITHOUT_PRICE, 1)).toEqual({ ok: false, problem: "sizeUnavailable" });
    expect(itemPrice(SODA, 1)).toEqual({ ok: false, problem: "sizeUnavailable" });
    expect(itemPrice(NO_PRICE, undefined)).toEqual({ ok: false, problem: "noPrice" });
  });

  it("finds an option in any of the item's groups, and nothing for an unknown id", () => {
    expect(findOption(PIZZA, "basil")).toMatchObject({ name: "Basil", price: null });
    expect(findOption(PIZZA, "olives")).toBeUndefined();
  });
});
