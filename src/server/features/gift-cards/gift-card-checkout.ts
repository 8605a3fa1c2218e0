import { sql } from "drizzle-orm";
import { giftCardCheckoutWords } from "../../../shared/gift-cards/gift-card-checkout-words.ts";
import { giftCardWords } from "../../../shared/gift-cards/gift-card-words.ts";
import { normalizeCode } from "../../../shared/gift-cards/gift-cards.ts";
import type { Db } from "../../db/client.ts";
import { createRush } from "../../db/rush.ts";
import { giftCards, rateLimits } from "../../db/schema.ts";
import { isWithinLimits } from "../auth/request-limits.ts";
import type { GiftCardLookupLimits } from "./gift-card-balance.routes.ts";

// A gift card named at checkout: the business's card with that code pays as much of the order as it holds. Pricing
// shows it, placing spends it in the order's own write (order-write.ts). A code is a secret worth
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

/** The key every code look-up from one address counts under (the balance look-up's too). */
const lookupKey = (address: string) => `gift-card-lookup:${address}`;

interface CardRead {
  businessId: string;
  /** As stored (normalizeCode). */
  code: string;
  /** The address's look-up key (`lookupKey`). */
  key: string;
}

interface CardFound {
  card: { id: string; code: string; balance: number; status: string; currencyCode: string } | null;
  /** The address's wrong codes in the current window. */
  tried: number;
}

/**
 * The cards and the addresses' counts of the guests of one business who name a code in the same instant, in one
 * statement: under a rush on PGlite each statement of its own would wait for the others on the one thread.
 */
const cardReads = createRush<CardRead, CardFound>({
  together: readCards,
  alone: async (db, read) => (await readCards(db, [read]))[0] as CardFound,
});

async function readCards(db: Db, reads: CardRead[]): Promise<CardFound[]> {
  const [first] = reads;
  if (!first) return [];
  const result = await db.execute(
    sql`select
      (select coalesce(json_agg(json_build_object('id', id, 'code', code, 'balance', balance, 'status', status,
          'currencyCode', currency_code)), '[]'::json)
        from ${giftCards}
        where business_id = ${first.businessId}
          and code in (select json_array_elements_text(${JSON.stringify(reads.map((read) => read.code))}::json))
      ) as cards,
      (select coalesce(json_agg(json_build_object('key', key, 'count', count)), '[]'::json)
        from ${rateLimits}
        where resets_at > now()
          and key in (select json_array_elements_text(${JSON.stringify(reads.map((read) => read.key))}::json))
      ) as tried`,
  );
  // Both drivers answer json as its value.
  const [row] = (
    result as unknown as {
      rows: { cards: NonNullable<CardFound["card"]>[]; tried: { key: string; count: number }[] }[];
    }
  ).rows;
  const cards = new Map((row?.cards ?? []).map((card) => [card.code, card]));
  const tried = new Map((row?.tried ?? []).map((entry) => [entry.key, entry.count]));
  return reads.map((read) => ({
    card: cards.get(read.code) ?? null,
    tried: Number(tried.get(read.key) ?? 0),
  }));
}

/** The card a guest named at checkout as read, before the cart's total is known (`cardPays` prices it). */
export type NamedGiftCard =
  | { card: { id: string; code: string; balance: number }; problem: null }
  | { card: null; problem: GiftCardProblem | null };

const NO_CARD: NamedGiftCard = { card: null, problem: null };

/**
 * The card the guest named, or why it pays nothing (no such card at this business, void, in another currency,
 * spent, or too many codes tried from this address). One statement reads the card and the address's count of
 * wrong codes, shared with the guests of the business who name one in the same instant; a wrong code is counted
 * with a second. Read beside the cart's other look-ups: what it pays waits for the total (`cardPays`).
 */
export async function readNamedGiftCard({
  db,
  businessId,
  currencyCode,
  code,
  address,
  limits,
  lang,
}: {
  db: Db;
  businessId: string;
  currencyCode: string;
  code: string | undefined;
  address: string;
  limits: GiftCardLookupLimits;
  lang: string | null;
}): Promise<NamedGiftCard> {
  if (!code) return NO_CARD;
  const words = giftCardWords(lang);
  const key = lookupKey(address);
  const found = await cardReads.join(db, businessId, { businessId, code: normalizeCode(code), key });
  const tooMany = { code: "GIFT_CARD_INVALID" as const, message: words.tooMany, tooMany: true };
  if (found.tried >= limits.perAddress) return { card: null, problem: tooMany };
  const { card } = found;
  if (!card || card.status === "VOID" || (card.currencyCode && card.currencyCode !== currencyCode)) {
    const within = await countCodeLookup(db, limits, address);
    return {
      card: null,
      problem: within ? { code: "GIFT_CARD_INVALID", message: words.notFound } : tooMany,
    };
  }
  if (card.balance <= 0)
    return { card: null, problem: { code: "GIFT_CARD_EMPTY", message: giftCardCheckoutWords(lang).spent } };
  return { card: { id: card.id, code: card.code, balance: card.balance }, problem: null };
}

/** What the named card pays of `total`, and what it keeps after. */
export function cardPays(named: NamedGiftCard, total: number): GiftCardAtCheckout {
  if (!named.card) return named;
  const { card } = named;
  const paid = Math.min(card.balance, Math.max(0, total));
  return {
    card: { id: card.id, last4: card.code.slice(-4), paid, balanceAfter: card.balance - paid },
    problem: null,
  };
}

/**
 * Counts one look-up of a code from `address` (the balance look-up, the guest's card page, a wrong code at
 * checkout): false once the address has made too many.
 */
export function countCodeLookup(db: Db, limits: GiftCardLookupLimits, address: string) {
  return isWithinLimits({
    db,
    windowMs: limits.windowMs,
    limits: [{ key: lookupKey(address), max: limits.perAddress }],
  });
}
