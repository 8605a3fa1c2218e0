import { and, eq, inArray, not, sql } from "drizzle-orm";
import { fill } from "../../../shared/common/fill.ts";
import { type Currency, formatMoney } from "../../../shared/common/money.ts";
import type { PricingPromotion } from "../../../shared/ordering/order-pricing.ts";
import { type PromoRefusal, promoWords } from "../../../shared/promotions/promo-words.ts";
import type { PromotionKind } from "../../../shared/promotions/promotions.ts";
import type { Db } from "../../db/client.ts";
import { findDatabaseError } from "../../db/errors.ts";
import { customers, orders, promotions, promotionUses } from "../../db/schema.ts";
import { badRequest, type HttpError } from "../../http/errors.ts";

// A guest's promo code on the price and order calls: found by its code (any case) and judged against the
// time, its uses and the guest's phone before pricing; its minimum subtotal after. The order's own statement
// claims the use again under the code's row lock (claim_promotion, drizzle/0031 and 0037), "first order only"
// and "once per guest" judged there too, so what is read here only spares the guest a refusal later:
// simultaneous orders never take more uses than the code has, nor give a first-order code twice to one phone.
// An order waiting for its card claims its use only as it goes live (ordering/lifecycle/order-room.ts).

type PromotionRow = typeof promotions.$inferSelect;

/** A code that applies, as pricing and the order's write read it. */
export type AppliedPromotion = PricingPromotion & { id: string; code: string };

export interface PromoCheck {
  promotion: AppliedPromotion | null;
  /** Why the code does not apply, in the guest's language; null when it does or there is none. */
  refusal: string | null;
}

const NO_CODE: PromoCheck = { promotion: null, refusal: null };

const refused = (why: PromoRefusal, lang: string | null, amount = ""): PromoCheck => ({
  promotion: null,
  refusal: fill(promoWords(lang)[why], { amount }),
});

/** Orders that count as having ordered: not an unpaid card order, nor one the business turned down. */
const NOT_ORDERED = ["PENDING_PAYMENT", "REJECTED", "CANCELLED"];

async function hasUsed(db: Db, promotionId: string, phone: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(promotionUses)
    .where(and(eq(promotionUses.promotionId, promotionId), eq(promotionUses.guest, phone)))
    .limit(1);
  return row !== undefined;
}

async function hasOrdered(db: Db, businessId: string, phone: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(customers)
    .innerJoin(orders, eq(orders.customerId, customers.id))
    .where(
      and(
        eq(customers.businessId, businessId),
        eq(customers.phone, phone),
        not(inArray(orders.status, NOT_ORDERED)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The code's own rules, before the cart is priced; `phone` is the guest's digits ("" when not given yet). */
async function judge(
  db: Db,
  row: PromotionRow,
  { phone, now, isPlacing, lang }: { phone: string; now: Date; isPlacing: boolean; lang: string | null },
): Promise<PromoCheck> {
  if (!row.active) return refused("inactive", lang);
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return refused("notStarted", lang);
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return refused("ended", lang);
  if (row.maxUses !== null && row.uses >= row.maxUses) return refused("usedUp", lang);
  if (row.oncePerGuest || row.firstOrderOnly) {
    // The price call may come before the guest typed a phone: the order call checks it then.
    if (!phone) return isPlacing ? refused("needPhone", lang) : applies(row);
    if (row.oncePerGuest && (await hasUsed(db, row.id, phone))) return refused("alreadyUsed", lang);
    if (row.firstOrderOnly && (await hasOrdered(db, row.businessId, phone)))
      return refused("firstOrderOnly", lang);
  }
  return applies(row);
}

const applies = (row: PromotionRow): PromoCheck => ({
  promotion: {
    id: row.id,
    code: row.code,
    kind: row.kind as PromotionKind,
    value: row.value,
    minSubtotal: row.minSubtotal,
  },
  refusal: null,
});

/** The guest's code found and judged; no code, no promotion and no refusal. */
export async function checkPromotion(input: {
  db: Db;
  businessId: string;
  code: string | undefined;
  phone: string | undefined;
  now: Date;
  isPlacing: boolean;
  lang: string | null;
}): Promise<PromoCheck> {
  const { db, businessId, code } = input;
  if (!code) return NO_CODE;
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.businessId, businessId), eq(promotions.codeKey, code.toLowerCase())))
    .limit(1);
  if (!row) return refused("unknown", input.lang);
  return judge(db, row, { ...input, phone: input.phone ?? "" });
}

/** The code's minimum subtotal, once the items are priced: "Add $5.00 more to use this code." */
export function checkMinimum(
  check: PromoCheck,
  subtotal: number,
  currency: Currency,
  lang: string | null,
): PromoCheck {
  const minimum = check.promotion?.minSubtotal ?? 0;
  if (!check.promotion || subtotal >= minimum) return check;
  return refused("belowMinimum", lang, formatMoney(minimum - subtotal, currency));
}

export const promoInvalid = (message: string): HttpError =>
  badRequest("PROMO_INVALID", message, [{ path: "promoCode", message }]);

/**
 * Whether an order waiting for its card could still claim its code's use (the pay step): what claim_promotion
 * refuses, read ahead of it: switched off or used up, used by this guest, or their phone has ordered since. The
 * code's dates are not judged again: it applied when the guest placed the order. Null when nothing refuses it.
 */
export async function claimableRefusal(
  db: Db,
  { promotionId, phone, lang }: { promotionId: string | null; phone: string; lang: string | null },
): Promise<string | null> {
  if (!promotionId) return null;
  const [row] = await db.select().from(promotions).where(eq(promotions.id, promotionId)).limit(1);
  // The owner deleted the code: the order keeps its discount, and there is no use left to claim.
  if (!row) return null;
  if (!row.active || (row.maxUses !== null && row.uses >= row.maxUses))
    return refused("usedUp", lang).refusal;
  if (row.oncePerGuest && (await hasUsed(db, row.id, phone))) return refused("alreadyUsed", lang).refusal;
  if (row.firstOrderOnly && (await hasOrdered(db, row.businessId, phone)))
    return refused("firstOrderOnly", lang).refusal;
  return null;
}

const CLAIM_REFUSALS = { PPR01: "usedUp", PPR02: "alreadyUsed", PPR03: "firstOrderOnly" } as const;

/**
 * The claim in the order's statement refused the code: used up meanwhile (PPR01), by this guest (PPR02), or
 * the guest's phone has an order now and the code is for a first order (PPR03).
 */
export function claimRefusal(error: unknown, lang: string | null): string | null {
  const raised = findDatabaseError(error, (code) => typeof code === "string" && code in CLAIM_REFUSALS);
  return raised ? refused(CLAIM_REFUSALS[raised.code as keyof typeof CLAIM_REFUSALS], lang).refusal : null;
}

/**
 * After an order is rejected or cancelled (a listener on its lifecycle, ordering/lifecycle/lifecycle-wiring.ts): it gives
 * its code's use back, and with it the guest's "once per guest". The use's row is deleted and the count lowered
 * in one statement, so a second run (a retried job) gives back nothing.
 */
export async function releasePromotionUse({
  db,
  order,
}: {
  db: Db;
  order: { id: string; promotionId: string | null };
}): Promise<undefined> {
  if (!order.promotionId) return undefined;
  await db.execute(sql`with released as (
      delete from ${promotionUses} where order_id = ${order.id} returning promotion_id)
    update ${promotions} set uses = greatest(uses - 1, 0)
    where id in (select promotion_id from released)`);
  return undefined;
}
