import { sql } from "drizzle-orm";
import type { LoyaltyMovementKind } from "../../../shared/loyalty/loyalty.ts";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { loyaltyMembers, loyaltyMovements } from "../../db/schema.ts";

// A member's points move only here, in one statement: the member's row is locked, the movement written from it
// (refused when it would take the points below zero, or when the order already has a movement of this kind), and
// the points set from the movement that was written. Two moves at once wait for each other at the row, and the
// second reads what the first left: 50 redemptions of the last points at once make one.

export interface PointsMove {
  memberId: string;
  businessId: string;
  kind: LoyaltyMovementKind;
  /** Added (positive) or taken off (negative). */
  points: number;
  reason?: string;
  /** The order that earned, redeemed or gave back: one movement of each kind per order. */
  orderId?: string | null;
  /** Takes off at most what the member holds (a refund's take-back), rather than refusing. */
  isClamped?: boolean;
}

/** The member's points after the move, or null when it was refused (too few points, or done before). */
export async function movePoints(db: Db, move: PointsMove): Promise<number | null> {
  // Clamped, the delta is read from the locked row, so a redemption just before cannot make it refuse.
  const delta = move.isClamped
    ? sql`greatest(${move.points}::integer, -points)`
    : sql`${move.points}::integer`;
  const result = await db.execute(sql`
    with member as (
      select id, business_id, points from ${loyaltyMembers}
      where id = ${move.memberId} and business_id = ${move.businessId}
      for update
    ), moved as (
      insert into ${loyaltyMovements} (id, member_id, business_id, kind, points, balance_after, reason, order_id)
      select ${newId()}, id, business_id, ${move.kind}, delta, points + delta, ${move.reason ?? ""}, ${move.orderId ?? null}
      from member, lateral (select ${delta}::integer as delta) moved_by
      where points + delta >= 0
      on conflict (order_id, kind) where order_id is not null do nothing
      returning member_id, balance_after
    )
    update ${loyaltyMembers} set points = moved.balance_after
    from moved where ${loyaltyMembers.id} = moved.member_id
    returning ${loyaltyMembers.points} as points`);
  // Both drivers answer the rows under `rows`.
  const [row] = (result as unknown as { rows: { points: number }[] }).rows;
  return row ? Number(row.points) : null;
}
