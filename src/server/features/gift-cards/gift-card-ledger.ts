import { sql } from "drizzle-orm";
import type { MovementKind } from "../../../shared/gift-cards/gift-cards.ts";
import type { Db } from "../../db/client.ts";
import { isCheckViolation } from "../../db/errors.ts";
import { newId } from "../../db/ids.ts";
import { giftCardMovements, giftCards } from "../../db/schema.ts";

// A card's balance changes only here: one statement updates the balance where it stays at zero or more (and the
// card is not void) and writes the movement from the row it updated. Two changes at once wait for each other at
// the card's row, and the second sees the first's balance (PostgreSQL re-reads the row it waited for), so fifty
// guests spending one card at once spend it once; the table's CHECK refuses whatever might ever slip past.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Movement {
  cardId: string;
  businessId: string;
  kind: MovementKind;
  /** Added (positive) or taken off (negative), in minor units. */
  amount: number;
  reason: string;
  orderId?: string | null;
}

/**
 * Moves the card's balance by `amount` and records why; answers the balance it left, or null when the card is
 * void, of another business, or holds less than a negative amount takes off (nothing is written then).
 */
export async function moveBalance(db: Db | Tx, movement: Movement): Promise<number | null> {
  const { cardId, businessId, kind, amount, reason } = movement;
  const result = await db.execute<{ balance_after: number }>(sql`
    with moved as (
      update ${giftCards}
      set balance = balance + ${amount}::integer,
        status = case when balance + ${amount}::integer = 0 then 'EMPTY' else 'ACTIVE' end,
        updated_at = now()
      where id = ${cardId} and business_id = ${businessId} and status <> 'VOID'
        and balance + ${amount}::integer >= 0
      returning id, business_id, balance
    )
    insert into ${giftCardMovements} (id, card_id, business_id, kind, amount, balance_after, reason, order_id)
    select ${newId()}, id, business_id, ${kind}, ${amount}::integer, balance, ${reason}, ${movement.orderId ?? null}
    from moved
    returning balance_after`);
  const rows = (result as unknown as { rows?: { balance_after: number }[] }).rows ?? [];
  const [row] = rows;
  return row ? Number(row.balance_after) : null;
}

/** Voids the card: its balance goes to zero with a movement that says so. Null when it was void already. */
export async function voidCard(db: Db | Tx, card: { cardId: string; businessId: string; reason: string }) {
  const result = await db.execute<{ balance_after: number }>(sql`
    with before as (
      select id, balance from ${giftCards}
      where id = ${card.cardId} and business_id = ${card.businessId} and status <> 'VOID'
      for update
    ), voided as (
      update ${giftCards} as g set balance = 0, status = 'VOID', updated_at = now()
      from before where g.id = before.id
      returning g.id, g.business_id, before.balance as taken
    )
    insert into ${giftCardMovements} (id, card_id, business_id, kind, amount, balance_after, reason)
    select ${newId()}, id, business_id, 'VOIDED', -taken, 0, ${card.reason} from voided
    returning balance_after`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? [];
  return rows.length > 0;
}

/**
 * The order's write found the card holding less than it was to pay (spent meanwhile, or voided): the order, with
 * its card and nothing paid, broke orders_gift_card_spent (drizzle/0073).
 */
export const isGiftCardSpent = (error: unknown) => isCheckViolation(error, "orders_gift_card_spent");

/**
 * What the order's gift card paid goes back on the card: after the order is rejected or cancelled, or its card
 * part refunded in full (a listener on the order's lifecycle, inside the move's transaction when it has one). The
 * movement is written first, once per order (a unique index), and the balance moves only with it, so a retried
 * job or a replayed webhook gives back nothing more. A card voided since stays void.
 */
export async function returnGiftCardPayment(
  db: Db | Tx,
  order: { id: string; giftCardId: string | null; giftCardPaid: number },
): Promise<void> {
  if (!order.giftCardId || order.giftCardPaid <= 0) return;
  await db.execute(sql`
    with card as (
      select id, business_id, balance from ${giftCards}
      where id = ${order.giftCardId} and status <> 'VOID'
      for update
    ), returned as (
      insert into ${giftCardMovements} (id, card_id, business_id, kind, amount, balance_after, reason, order_id)
      select ${newId()}, id, business_id, 'RETURNED', ${order.giftCardPaid}::integer,
        balance + ${order.giftCardPaid}::integer, '', ${order.id}
      from card
      on conflict (order_id) where kind = 'RETURNED' do nothing
      returning card_id
    )
    update ${giftCards} set balance = balance + ${order.giftCardPaid}::integer, status = 'ACTIVE', updated_at = now()
    from returned where ${giftCards.id} = returned.card_id`);
}
