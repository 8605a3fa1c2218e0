import type { z } from "zod";
import { type Currency, formatMoney, lineTotal, sumMinor, toMinor } from "../common/money.ts";
import { choiceProblem, choiceRefusal, choiceRule } from "../menus/choice-rules.ts";
import type { MenuItem } from "../menus/menu.ts";
import type { SnapshotMenu } from "../publishing/public-page.ts";
import type { DeliveryArea } from "./delivery-areas.ts";
import { ORDER_MESSAGES, ORDER_TOTAL_MAX, type OrderType } from "./order-rules.ts";
import type { OrderingSettings, OrderLine, OrderLineRequestSchema, OrderTaxLine } from "./orders.ts";

// An order's prices come only from the published snapshot (the client never sends one, so a guest cannot set
// their own), and every amount is an integer in the currency's minor units, each line rounded half-up once
// (docs/decisions/005 and 008). Pure: the server prices orders with it, and the guest's cart reads
// the same rules (an item's price at a size, its options, a line's amount) so both agree to the cent.

/** The published menus, indexed for pricing: menu id → item id → item. Built once per published version. */
export type PricingCatalog = ReadonlyMap<string, ReadonlyMap<string, MenuItem>>;

export function indexMenus(menus: readonly SnapshotMenu[]): PricingCatalog {
  const catalog = new Map<string, Map<string, MenuItem>>();
  for (const menu of menus) {
    const items = new Map<string, MenuItem>();
    for (const group of menu.nodes) for (const item of group.nodes) items.set(item.id, item);
    catalog.set(menu.id, items);
  }
  return catalog;
}

/** A tax of Settings → Ordering: an amount in major units per order, or a percentage of the subtotal. */
export interface PricingTax {
  label: string;
  type: "VALUE" | "PERCENT";
  value: number;
}

export type CartLine = z.output<typeof OrderLineRequestSchema>;

export interface Cart {
  type: OrderType;
  items: readonly CartLine[];
  /** Minor units, as the guest chose it. */
  tip: number;
}

export interface PricedTotals {
  items: OrderLine[];
  subtotal: number;
  taxes: OrderTaxLine[];
  tax: number;
  tip: number;
  deliveryFee: number;
  /** Taken off by a promo code and a loyalty reward: 0 without either. */
  discount: number;
  /** The part of `discount` the loyalty reward took off (0 without one, or when its item is not in the cart). */
  rewardOff: number;
  total: number;
}

export interface PricingProblem {
  code: "ITEM_UNAVAILABLE" | "VALIDATION" | "CHOICES";
  message: string;
  /** The request field at fault, e.g. "items.2.size". */
  path: string;
}

export type PricingResult = { ok: true; priced: PricedTotals } | { ok: false; problem: PricingProblem };

/** a / b rounded half-up, for a ≥ 0 and b > 0, exactly (BigInt: amounts × rates outgrow a double's digits). */
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** A percentage as the owner typed it (8.25) in hundredths of a percent (825): exact for 2 decimals. */
const hundredths = (percent: number) => BigInt(Math.round(percent * 100));

/** One tax line in minor units: a fixed amount per order, or a percentage of the subtotal rounded half-up. */
export function taxAmount(tax: PricingTax, subtotal: number, currencyCode: string): number {
  if (tax.type === "VALUE") return toMinor(tax.value, currencyCode);
  return divideHalfUp(BigInt(subtotal) * hundredths(tax.value), 10_000n);
}

/** A tip of a percentage of the subtotal (the cart's 10/15/20 % buttons), in minor units, rounded half-up. */
export function tipFromPercent(subtotal: number, percent: number): number {
  return divideHalfUp(BigInt(subtotal) * hundredths(percent), 10_000n);
}

/** A promo code as pricing reads it: what it takes off, and the items' subtotal it needs first. */
export interface PricingPromotion {
  kind: "PERCENT" | "AMOUNT" | "FREE_DELIVERY";
  /** A percent (1–100) or minor units. */
  value: number;
  minSubtotal: number;
}

/**
 * What a code takes off, in minor units: a percent of the subtotal (rounded half-up once) or an amount, never
 * more than the subtotal; free delivery takes off the delivery fee. Nothing below the code's minimum subtotal.
 */
export function promotionDiscount(
  promotion: PricingPromotion,
  subtotal: number,
  deliveryFee: number,
): number {
  if (subtotal < promotion.minSubtotal) return 0;
  if (promotion.kind === "FREE_DELIVERY") return deliveryFee;
  const off =
    promotion.kind === "PERCENT"
      ? divideHalfUp(BigInt(subtotal) * BigInt(promotion.value), 100n)
      : promotion.value;
  return Math.min(off, subtotal);
}

/** A loyalty reward as pricing reads it: an amount off, or one of an item free. */
export interface PricingReward {
  kind: "AMOUNT" | "ITEM";
  /** AMOUNT: minor units. */
  value?: number | undefined;
  /** ITEM: the menu item it makes free. */
  itemId?: string | undefined;
}

/**
 * What a reward takes off the items left to pay (`left`, the subtotal less a code's discount): its amount, or one
 * of its item as the guest ordered it (size and options; the cheapest such line's unit); 0 when the item is not
 * in the cart.
 */
export function rewardDiscount(reward: PricingReward, items: readonly OrderLine[], left: number): number {
  if (reward.kind === "AMOUNT") return Math.max(0, Math.min(reward.value ?? 0, left));
  const units = items
    .filter((line) => line.itemId === reward.itemId && line.quantity > 0)
    .map((line) => Math.round(line.lineTotal / line.quantity));
  if (units.length === 0) return 0;
  return Math.max(0, Math.min(Math.min(...units), left));
}

/** The sentences of a refused line, English by default (the server passes the guest's: order-refusals.ts). */
export interface PricingMessages {
  itemUnavailable: string;
  itemNamedUnavailable: (name: string) => string;
  sizeUnavailable: (name: string) => string;
  sizeRequired: (name: string) => string;
  optionUnavailable: (name: string) => string;
  optionTwice: string;
  tipsOff: string;
  tipAboveSubtotal: string;
  totalTooLarge: (maximum: string) => string;
  /** A modifier group's "choose at least / at most" broken; English (choice-rules.ts) when not given. */
  choicesBroken?: (place: Parameters<typeof choiceRefusal>[0]) => string;
}

function priceLine(
  catalog: PricingCatalog,
  line: CartLine,
  index: number,
  currencyCode: string,
  messages: PricingMessages,
): { ok: true; line: OrderLine } | { ok: false; problem: PricingProblem } {
  const at = (field?: string) => (field ? `items.${index}.${field}` : `items.${index}`);
  const item = catalog.get(line.menuId)?.get(line.itemId);
  // Unknown, hidden, or not in the published snapshot: all look the same to the guest.
  if (!item)
    return {
      ok: false,
      problem: { code: "ITEM_UNAVAILABLE", message: messages.itemUnavailable, path: at() },
    };
  const name = item.name;
  const atSize = itemPrice(item, line.size);
  if (!atSize.ok) return { ok: false, problem: sizeProblem(atSize.problem, name, at, messages) };
  const { price, sizeName } = atSize;
  if (new Set(line.modifiers).size !== line.modifiers.length)
    return {
      ok: false,
      problem: { code: "VALIDATION", message: messages.optionTwice, path: at("modifiers") },
    };
  const modifiers: { id: string; name: string; price: number }[] = [];
  const modifierPrices: number[] = [];
  for (const [position, entryId] of line.modifiers.entries()) {
    const entry = findOption(item, entryId);
    if (!entry)
      return {
        ok: false,
        problem: {
          code: "ITEM_UNAVAILABLE",
          message: messages.optionUnavailable(name),
          path: at(`modifiers.${position}`),
        },
      };
    const entryPrice = entry.price ?? 0;
    modifierPrices.push(entryPrice);
    modifiers.push({ id: entry.id, name: entry.name, price: toMinor(entryPrice, currencyCode) });
  }
  const choices = choicesProblem(item, line.modifiers, at, messages);
  if (choices) return { ok: false, problem: choices };
  return {
    ok: true,
    line: {
      menuId: line.menuId,
      itemId: item.id,
      name,
      size: sizeName,
      quantity: line.quantity,
      unitPrice: toMinor(price, currencyCode),
      modifiers,
      note: line.note,
      lineTotal: lineTotal(
        { unitPrice: price, modifiers: modifierPrices, quantity: line.quantity },
        currencyCode,
      ),
    },
  };
}

/**
 * CHOICES: the first of the item's groups whose rule ("Choose 1", "Choose up to 3") the chosen options break, its
 * path naming the line and the group by position and id (`items.0.modifiers.group.1.<id>`), since a group
 * with too few chosen has no chosen option to point at.
 */
function choicesProblem(
  item: MenuItem,
  chosenIds: readonly string[],
  at: (field?: string) => string,
  messages: PricingMessages,
): PricingProblem | null {
  const chosen = new Set(chosenIds);
  for (const [position, group] of item.modifiers.entries()) {
    const rule = choiceRule(group);
    const count = group.entries.reduce((sum, entry) => sum + (chosen.has(entry.id) ? 1 : 0), 0);
    const problem = choiceProblem(rule, count);
    if (!problem) continue;
    const place = { item: item.name, group: group.name, rule, problem };
    const message = messages.choicesBroken ? messages.choicesBroken(place) : choiceRefusal(place);
    return { code: "CHOICES", message, path: at(`modifiers.group.${position}.${group.id}`) };
  }
  return null;
}

/** One of an item's options (a modifier entry) by its id, in whichever of its groups it is. */
export function findOption(item: MenuItem, optionId: string) {
  for (const group of item.modifiers) {
    const entry = group.entries.find((candidate) => candidate.id === optionId);
    if (entry) return entry;
  }
  return undefined;
}

/** Why an item cannot be ordered at a size: none chosen where it has sizes, one it lacks, or no price at all. */
export type ItemPriceProblem = "sizeRequired" | "sizeUnavailable" | "noPrice";

/**
 * An item's price in major units at a size (an index into its sizes; none for an item with one price) and that
 * size's name, or why it cannot be ordered so. The server's order and the guest's cart read prices through it.
 */
export function itemPrice(
  item: MenuItem,
  size: number | undefined,
): { ok: true; price: number; sizeName: string | null } | { ok: false; problem: ItemPriceProblem } {
  if (item.sizes.length > 0) {
    if (size === undefined) return { ok: false, problem: "sizeRequired" };
    const price = item.prices[size];
    const sizeName = item.sizes[size];
    if (price === null || price === undefined || sizeName === undefined)
      return { ok: false, problem: "sizeUnavailable" };
    return { ok: true, price, sizeName };
  }
  if (size !== undefined && size !== 0) return { ok: false, problem: "sizeUnavailable" };
  const price = item.prices[0];
  // An item without a price is shown but cannot be ordered.
  if (price === null || price === undefined) return { ok: false, problem: "noPrice" };
  return { ok: true, price, sizeName: null };
}

function sizeProblem(
  problem: ItemPriceProblem,
  name: string,
  at: (field?: string) => string,
  messages: PricingMessages,
): PricingProblem {
  if (problem === "sizeRequired")
    return { code: "VALIDATION", message: messages.sizeRequired(name), path: at("size") };
  if (problem === "sizeUnavailable")
    return { code: "ITEM_UNAVAILABLE", message: messages.sizeUnavailable(name), path: at("size") };
  return { code: "ITEM_UNAVAILABLE", message: messages.itemNamedUnavailable(name), path: at() };
}

/**
 * Prices a cart from the published menus: lines from the snapshot, taxes on the subtotal, the tip as chosen
 * (only where the business takes tips, at most the subtotal), the delivery fee on deliveries. total = subtotal +
 * tax + tip + fee − discount, at most ORDER_TOTAL_MAX (Stripe's card limit) whatever the payment. A delivery to
 * one of the delivery areas (`deliveryArea`) takes that area's fee. A promo code's discount off the items lowers
 * what percentage taxes are computed on; free delivery's does not.
 */
export function priceCart(input: {
  catalog: PricingCatalog;
  currency: Currency;
  settings: OrderingSettings;
  taxes: readonly PricingTax[];
  cart: Cart;
  messages?: PricingMessages;
  deliveryArea?: DeliveryArea | null;
  promotion?: PricingPromotion | null;
  /** A loyalty reward taken with the order: it lowers what taxes are computed on, as a code's discount does. */
  reward?: PricingReward | null;
}): PricingResult {
  const { catalog, currency, settings, taxes, cart, messages = ORDER_MESSAGES, promotion, reward } = input;
  const items: OrderLine[] = [];
  for (const [index, line] of cart.items.entries()) {
    const priced = priceLine(catalog, line, index, currency.code, messages);
    if (!priced.ok) return priced;
    items.push(priced.line);
  }
  if (cart.tip > 0 && !settings.ordersTips)
    return { ok: false, problem: { code: "VALIDATION", message: messages.tipsOff, path: "tip" } };
  const subtotal = sumMinor(items.map((line) => line.lineTotal));
  if (cart.tip > subtotal)
    return { ok: false, problem: { code: "VALIDATION", message: messages.tipAboveSubtotal, path: "tip" } };
  const deliveryFee =
    cart.type !== "DELIVERY"
      ? 0
      : input.deliveryArea
        ? input.deliveryArea.fee
        : toMinor(settings.deliveryFee, currency.code);
  const promoOff = promotion ? promotionDiscount(promotion, subtotal, deliveryFee) : 0;
  const itemsLeft = promotion?.kind === "FREE_DELIVERY" ? subtotal : subtotal - promoOff;
  const rewardOff = reward ? rewardDiscount(reward, items, itemsLeft) : 0;
  const discount = promoOff + rewardOff;
  const taxed = itemsLeft - rewardOff;
  const taxLines = taxes.map((tax) => ({
    label: tax.label,
    type: tax.type,
    value: tax.value,
    amount: taxAmount(tax, taxed, currency.code),
  }));
  const tax = sumMinor(taxLines.map((line) => line.amount));
  const total = sumMinor([subtotal, tax, cart.tip, deliveryFee]) - discount;
  if (total > ORDER_TOTAL_MAX) {
    const message = messages.totalTooLarge(formatMoney(ORDER_TOTAL_MAX, currency));
    return { ok: false, problem: { code: "VALIDATION", message, path: "items" } };
  }
  return {
    ok: true,
    priced: { items, subtotal, taxes: taxLines, tax, tip: cart.tip, deliveryFee, discount, rewardOff, total },
  };
}

/**
 * The owner's minimum order (`minTotal`; a delivery's, its area's `minimum`) applies to what was ordered: the
 * subtotal, before tax, tip and fee.
 */
export function minimumProblem(
  subtotal: number,
  settings: OrderingSettings,
  currency: Currency,
  belowMinimum: (minimum: string) => string = ORDER_MESSAGES.belowMinimum,
  deliveryArea: DeliveryArea | null = null,
): string | null {
  const minimum = deliveryArea ? deliveryArea.minimum : toMinor(settings.minTotal, currency.code);
  return subtotal < minimum ? belowMinimum(formatMoney(minimum, currency)) : null;
}
