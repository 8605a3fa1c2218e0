import { and, eq } from "drizzle-orm";
import { currencyDigits } from "../../../shared/common/money.ts";
import { pointsFor } from "../../../shared/loyalty/loyalty.ts";
import { loyaltyMembers, loyaltyMovements, orders } from "../../db/schema.ts";
import type { Move } from "../ordering/lifecycle/lifecycle.ts";
import { movePoints } from "./loyalty-ledger.ts";
import { memberByContact } from "./loyalty-members.ts";
import { programOf } from "./loyalty-program.ts";

// Points follow an order's end: a completed order earns its member points, and a refunded one (in full) takes
// back what it earned, never below zero; a rejected, cancelled or refunded order gives back the points its
// reward spent. The member is the one signed in when the order was placed, else the one whose proved phone or
// email it was placed with. Each runs in the move's transaction and once per order (the ledger's unique movement
// per order and kind), and the order keeps the points it earned.

/** The order's member: the one signed in at checkout, else the one its phone or email belongs to. */
async function orderMember({ db, order }: Move) {
  if (order.loyaltyMemberId) {
    const [member] = await db
      .select({ id: loyaltyMembers.id })
      .from(loyaltyMembers)
      .where(
        and(eq(loyaltyMembers.id, order.loyaltyMemberId), eq(loyaltyMembers.businessId, order.businessId)),
      );
    if (member) return member;
  }
  return memberByContact(db, order.businessId, order.customer);
}

/** The order with the points it earned, as its readers see it. */
async function setPointsEarned(db: Move["db"], orderId: string, points: number) {
  const [row] = await db
    .update(orders)
    .set({ pointsEarned: points })
    .where(eq(orders.id, orderId))
    .returning();
  return row;
}

export async function earnPoints(move: Move) {
  const { db, order } = move;
  const program = await programOf(db, order.businessId);
  const points = pointsFor(program, Number(order.subtotal), currencyDigits(order.currencyCode));
  if (points <= 0) return undefined;
  const member = await orderMember(move);
  if (!member) return undefined;
  const after = await movePoints(db, {
    memberId: member.id,
    businessId: order.businessId,
    kind: "EARNED",
    points,
    orderId: order.id,
  });
  // Null: earned before (a completion heard twice), and the order says so already.
  return after === null ? undefined : setPointsEarned(db, order.id, points);
}

/** A rejected, cancelled or fully refunded order gives its member back the points its reward spent. */
export async function returnRewardPoints({ db, order }: Move) {
  const isUndone =
    order.status === "REJECTED" || order.status === "CANCELLED" || order.paymentStatus === "REFUNDED";
  if (!isUndone || order.rewardPoints <= 0 || !order.loyaltyMemberId) return undefined;
  await movePoints(db, {
    memberId: order.loyaltyMemberId,
    businessId: order.businessId,
    kind: "RETURNED",
    points: order.rewardPoints,
    orderId: order.id,
  });
  return undefined;
}

export async function takeBackPoints({ db, order }: Move) {
  if (order.paymentStatus !== "REFUNDED") return undefined;
  const [earned] = await db
    .select({ memberId: loyaltyMovements.memberId, points: loyaltyMovements.points })
    .from(loyaltyMovements)
    .where(and(eq(loyaltyMovements.orderId, order.id), eq(loyaltyMovements.kind, "EARNED")))
    .limit(1);
  if (!earned) return undefined;
  // What is left of them, never below zero: points spent since are gone (the ledger clamps on the locked row).
  await movePoints(db, {
    memberId: earned.memberId,
    businessId: order.businessId,
    kind: "TAKEN_BACK",
    points: -earned.points,
    orderId: order.id,
    isClamped: true,
  });
  return setPointsEarned(db, order.id, 0);
}
