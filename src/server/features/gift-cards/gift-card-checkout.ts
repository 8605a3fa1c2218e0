import { and, eq, gt, sql } from "drizzle-orm";
import { giftCardCheckoutWords } from "../../../shared/gift-cards/gift-card-checkout-words.ts";
import { giftCardWords } from "../../../shared/gift-cards/gift-card-words.ts";
import { normalizeCode } from "../../../shared/gift-cards/gift-cards.ts";
import type { Db } from "../../db/client.ts";
import { giftCards, rateLimits } from "../../db/schema.ts";
import { isWithinLimits } from "../auth/request-limits.ts";
import type { GiftCardLookupLimits } from "./gift-card-balance.routes.ts";

// A gift card named at checkout: the business's card with that code pays as much of the order as it holds. Pricing
// shows it, placing spends it in the order's own write (spend_gift_card, drizzle/0071). A code is a secret worth
// money, so a checkout is one more way to guess codes: a code that finds no card counts against the same limit as
// the balance look-up, and an address past it is refused for every code, right or wrong, so guessing learns nothing.

export type GiftCardProblem = {
  code: "GIFT_CARD_INVALID" | "GIFT_CARD_EMPTY";
  message: string;
  /** The address tried too many codes: placing answers 429. */
  tooMany?: boolean;
};

export interface CheckoutGiftCard {
  id: string;
  /** The code's last four characters, for the totals' line. */
  last4: string;
  /** What the card pays of the order, and what it keeps after. */
  paid: number;
  balanceAfter: number;
}

export type GiftCardAtCheckout =
  | { card: CheckoutGiftCard; problem: null }
  | { card: null; problem: GiftCardProblem | null };

const NONE: GiftCardAtCheckout = { card: null, problem: null };

/**
 * The card the guest named, and what it pays of `total`; or why it pays nothing (no such card at this business,
 * void, in another currency, spent, or too many codes tried from this address). One statement reads the card and
 * the address's count of wrong codes; a wrong code is counted with a second.
 */
export async function giftCardAtCheckout({
  db,
  businessId,
  currencyCode,
  code,
  total,
  address,
  limits,
  lang,
}: {
  db: Db;
  businessId: string;
  currencyCode: string;
  code: string | undefined;
  total: number;
  address: string;
  limits: GiftCardLookupLimits;
  lang: string | null;
}): Promise<GiftCardAtCheckout> {
  if (!code) return NONE;
  const words = giftCardWords(lang);
  const key = lookupKey(address);
  const tried = db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetsAt, sql`now()`)));
  const [found] = await db
    .select({
      id: giftCards.id,
      code: giftCards.code,
      balance: giftCards.balance,
      status: giftCards.status,
      currencyCode: giftCards.currencyCode,
      tried: sql<number | null>`(${tried})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`)
    .leftJoin(giftCards, and(eq(giftCards.code, normalizeCode(code)), eq(giftCards.businessId, businessId)));
  const tooMany = { code: "GIFT_CARD_INVALID" as const, message: words.tooMany, tooMany: true };
  if ((found?.tried ?? 0) >= limits.perAddress) return { card: null, problem: tooMany };
  const card = found?.id ? found : null;
  if (!card || card.status === "VOID" || (card.currencyCode && card.currencyCode !== currencyCode)) {
    const within = await isWithinLimits({
      db,
      windowMs: limits.windowMs,
      limits: [{ key, max: limits.perAddress }],
    });
    return {
      card: null,
      problem: within ? { code: "GIFT_CARD_INVALID", message: words.notFound } : tooMany,
    };
  }
  const balance = card.balance ?? 0;
  if (balance <= 0)
    return { card: null, problem: { code: "GIFT_CARD_EMPTY", message: giftCardCheckoutWords(lang).spent } };
  const paid = Math.min(balance, Math.max(0, total));
  return {
    card: { id: card.id as string, last4: (card.code ?? "").slice(-4), paid, balanceAfter: balance - paid },
    problem: null,
  };
}

/** The key every code look-up from one address counts under (the balance look-up's too). */
export const lookupKey = (address: string) => `gift-card-lookup:${address}`;
