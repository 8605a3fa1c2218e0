import { and, eq } from "drizzle-orm";
import { currencyDigits } from "../../../shared/common/money.ts";
import { pointsFor } from "../../../shared/loyalty/loyalty.ts";
import { loyaltyMovements } from "../../db/schema.ts";
import type { Move } from "../ordering/lifecycle/lifecycle.ts";
import { movePoints } from "./loyalty-ledger.ts";
import { memberByContact } from "./loyalty-members.ts";
import { programOf } from "./loyalty-program.ts";

// Points follow an order's end: a completed order earns its member points, and a refunded one (in full) takes
// back what it earned, never below zero. The member is the one whose proved phone or email the order was placed
// with. Both run in the move's transaction and once per order (the ledger's unique movement per order and kind).

export async function earnPoints({ db, order }: Move) {
  const program = await programOf(db, order.businessId);
  const points = pointsFor(program, Number(order.subtotal), currencyDigits(order.currencyCode));
  if (points <= 0) return undefined;
  const member = await memberByContact(db, order.businessId, order.customer);
  if (!member) return undefined;
  await movePoints(db, {
    memberId: member.id,
    businessId: order.businessId,
    kind: "EARNED",
    points,
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
  return undefined;
}
