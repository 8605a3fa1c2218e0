import { sql } from "drizzle-orm";
import type { OrderType } from "../../../../shared/ordering/orders.ts";
import type { Db } from "../../../db/client.ts";
import { orders, promotionUses } from "../../../db/schema.ts";
import { claimableRefusal, claimRefusal } from "../../promotions/promo-apply.ts";
import type { OrderingContext } from "../placing/ordering-context.ts";
import { isSlotFull, paceOrder, previewPacing, slotFull } from "../placing/pacing.ts";
import type { OrderRow } from "./lifecycle.ts";

// An order waiting for its card holds no pacing slot's place and no promo code's use: anyone can place such
// orders without paying, and while they held both, a flood of them pushed real guests' times back by hours and
// used a code up. The order takes both as it goes live (the card authorized, or the guest paying in person),
// with the functions a cash order's write calls (reserve_order_slot, claim_promotion), so the same locks keep a
// slot within its caps and a code within its uses whichever way an order comes. The pay step reads the same
// ahead, so a guest is told before paying when the time has filled up or the code is gone.

type Paced = Parameters<typeof paceOrder>[0];

/** Why a waiting order cannot go live now, as the pay step answers it: a sentence in the guest's language. */
export interface RoomRefusal {
  code: "SLOT_FULL" | "PROMO_INVALID";
  message: string;
}

const pacedOf = (row: OrderRow, context: OrderingContext, now: Date): Paced => ({
  context,
  type: row.type as OrderType,
  scheduledFor: row.scheduledFor,
  lines: row.items as { quantity: number }[],
  now,
  zip: row.customer.zip,
});

/** An order waiting to go live (its card held, say), on the caller's transaction. */
interface WaitingOrder {
  db: Db;
  row: OrderRow;
  context: OrderingContext;
  now: Date;
}

/**
 * Why the waiting order could not go live now, in the guest's language: its time is full, or its code is used
 * up or no longer theirs. Null when nothing stops it. Only reads: the taking is `takeOrderRoom`'s.
 */
export async function orderRoomRefusal({ db, row, context, now }: WaitingOrder): Promise<RoomRefusal | null> {
  const preview = await previewPacing({ db, ...pacedOf(row, context, now) });
  if (preview.isFull)
    return { code: "SLOT_FULL", message: slotFull(row.scheduledFor, row.guestLang).message };
  const promo = await claimableRefusal(db, {
    promotionId: row.promotionId,
    phone: row.customer.phone ?? "",
    lang: row.guestLang,
  });
  return promo ? { code: "PROMO_INVALID", message: promo } : null;
}

/**
 * Takes the waiting order's slot place and code use on `db` (the caller's transaction, which goes on to make the
 * order live), in one statement under a savepoint: both or neither. An ASAP order is promised the slot it gets.
 * Answers why it could not, in the guest's language (nothing was taken then), or null once taken.
 */
export async function takeOrderRoom({ db, row, context, now }: WaitingOrder): Promise<RoomRefusal | null> {
  const pacing = paceOrder(pacedOf(row, context, now));
  const guest = row.customer.phone ?? "";
  try {
    await db.transaction(async (savepoint) => {
      await savepoint.execute(sql`with slot as (
          select reserve_order_slot(${row.businessId}::text, ${pacing.firstSlot?.toISOString() ?? null}::timestamptz,
            ${pacing.slots}::int, ${pacing.maxOrders}::int, ${pacing.maxItems}::int, ${pacing.items}::int) as at
        ),
        promo as (select claim_promotion(${row.promotionId}::text, ${guest}::text, ${row.id}::text) as id),
        used as (
          insert into ${promotionUses} (promotion_id, order_id, guest)
          select id, ${row.id}, ${guest} from promo where id is not null
        )
        update ${orders} set paced_slot = (select at from slot), paced_items = ${pacing.items}::int,
          promised_for = case when scheduled_for is null then coalesce((select at from slot), promised_for)
            else promised_for end
        where id = ${row.id}`);
    });
    return null;
  } catch (error) {
    if (isSlotFull(error))
      return { code: "SLOT_FULL", message: slotFull(row.scheduledFor, row.guestLang).message };
    const promo = claimRefusal(error, row.guestLang);
    if (promo) return { code: "PROMO_INVALID", message: promo };
    throw error;
  }
}
