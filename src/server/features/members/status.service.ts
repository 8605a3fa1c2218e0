import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { businesses, members } from "../../db/schema.ts";
import type { AuthenticatedMember } from "../../http/auth.ts";
import { notFound } from "../../http/errors.ts";
import { findOnboardingProblems, toBusiness } from "../businesses/businesses.service.ts";
import { isServedRow, servingColumns, withServing } from "../subscriptions/location-serving.ts";

// Status by email or member id: a member reads their own, an operator anyone's.

/** Whom the caller may ask about: themselves; an operator, any member. */
export function mayAsk(caller: AuthenticatedMember, target: { email?: string; memberId?: string }): boolean {
  if (caller.isOperator) return true;
  if (target.memberId !== undefined) return target.memberId === caller.id;
  return target.email !== undefined && target.email.toLowerCase() === caller.email.toLowerCase();
}

/** The member the caller named, found by email or id; 404 when the caller may not ask or nobody has it. */
export async function findAskedMember(
  db: Db,
  caller: AuthenticatedMember,
  target: { email?: string; memberId?: string },
) {
  // A member asking about someone else gets the same 404 as for an address nobody has, before any look-up.
  if (!mayAsk(caller, target)) throw notFound();
  const where =
    target.memberId !== undefined
      ? eq(members.id, target.memberId)
      : eq(members.email, (target.email ?? "").toLowerCase());
  const [member] = await db
    .select({ id: members.id, subscriptionStatus: members.subscriptionStatus })
    .from(members)
    .where(where)
    .limit(1);
  if (!member) throw notFound();
  return member;
}

/** The member's businesses, oldest first, each with what stops its page and whether the plan serves it. */
export async function describeBusinessesStatus(
  db: Db,
  member: { id: string; subscriptionStatus: number },
  now: Date = new Date(),
) {
  const rows = await withServing(
    db
      .select({ business: businesses, ...servingColumns })
      .from(businesses)
      .$dynamic(),
  )
    .where(eq(businesses.memberId, member.id))
    .orderBy(asc(businesses.internalId));
  const entries = [];
  for (const row of rows) {
    const business = toBusiness(row.business);
    entries.push({
      id: business.id,
      published: business.published,
      url: business.customUrl ?? business.url,
      problems: await findOnboardingProblems(db, row.business),
      disabled: row.business.disabled,
      served: isServedRow(row, now),
    });
  }
  return { memberId: member.id, subscriptionStatus: member.subscriptionStatus, businesses: entries };
}
