import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { accountState, type ConnectedAccount, PAYMENT_MESSAGES } from "../../../shared/payments/payments.ts";
import type { Db } from "../../db/client.ts";
import { businesses, members, paymentAccounts } from "../../db/schema.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import { isStripeOutage, stripeUnavailable } from "./stripe-client.ts";

// A member's connected Stripe account, where an order's card payment goes (docs/decisions/010). Stripe is
// asked for the account's state whenever the owner looks (coming back from onboarding refreshes it);
// `account.updated` keeps it current between looks.

type AccountRow = typeof paymentAccounts.$inferSelect;

/** The member named in `?memberId` must be the caller: anyone else's answers 404, as a missing one
 * would, so an id tells nothing about another member. */
export function checkSelf(callerId: string, memberId: string) {
  if (callerId !== memberId) throw notFound();
}

export function toConnectedAccount(row: AccountRow | undefined, isConfigured: boolean): ConnectedAccount {
  const exists = row !== undefined;
  const account = {
    exists,
    chargesEnabled: (row?.chargesEnabled ?? false) && isConfigured,
    detailsSubmitted: row?.detailsSubmitted ?? false,
  };
  return { ...account, state: accountState(account), requirements: row?.requirements ?? [], isConfigured };
}

/** What the stored row keeps of a Stripe account. */
export function accountFields(account: Stripe.Account) {
  const requirements = account.requirements;
  const due = [...new Set([...(requirements?.past_due ?? []), ...(requirements?.currently_due ?? [])])];
  return {
    chargesEnabled: account.charges_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    requirements: due,
    disabledReason: requirements?.disabled_reason ?? null,
  };
}

async function findRow(db: Db, memberId: string) {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.memberId, memberId))
    .limit(1);
  return row;
}

/** Stores what Stripe says now, unless newer news is already stored. */
export async function storeAccount(db: Db, account: Stripe.Account, at: Date) {
  const [row] = await db
    .update(paymentAccounts)
    .set({ ...accountFields(account), stateAt: at })
    .where(sql`${paymentAccounts.stripeAccountId} = ${account.id} and ${paymentAccounts.stateAt} <= ${at}`)
    .returning();
  return row;
}

/** A member's call about their own Stripe account; `stripe` is null on a server without Stripe. */
interface MemberStripeCall {
  db: Db;
  stripe: Stripe | null;
  memberId: string;
}

/** GET /v1/payment/connected-account: the stored account, refreshed from Stripe when it can be. */
export async function findConnectedAccount({
  db,
  stripe,
  memberId,
}: MemberStripeCall): Promise<ConnectedAccount> {
  const row = await findRow(db, memberId);
  if (!row || !stripe) return toConnectedAccount(row, stripe !== null);
  try {
    const fresh = await stripe.accounts.retrieve(row.stripeAccountId);
    return toConnectedAccount((await storeAccount(db, fresh, new Date())) ?? row, true);
  } catch {
    // Stripe out of reach: what we last heard is still the best answer.
    return toConnectedAccount(row, true);
  }
}

/** POST /v1/payment/connected-account: creates the member's Express account once; again, answers the same. */
export async function createConnectedAccount({
  db,
  stripe,
  memberId,
}: MemberStripeCall): Promise<{ account: ConnectedAccount; stripeAccountId: string }> {
  if (!stripe) throw badRequest("PAYMENTS_NOT_CONFIGURED", PAYMENT_MESSAGES.notConfigured);
  const existing = await findRow(db, memberId);
  if (existing)
    return { account: toConnectedAccount(existing, true), stripeAccountId: existing.stripeAccountId };
  const [member] = await db.select({ email: members.email }).from(members).where(eq(members.id, memberId));
  let account: Stripe.Account;
  try {
    // The `controller` form the current API prefers over `type: "express"`: Stripe hosts onboarding and the
    // owner's dashboard; the platform pays Stripe's fees and bears losses, as with Express accounts.
    account = await stripe.accounts.create(
      {
        controller: {
          stripe_dashboard: { type: "express" },
          fees: { payer: "application" },
          losses: { payments: "application" },
          requirement_collection: "stripe",
        },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        ...(member?.email ? { email: member.email } : {}),
        metadata: { memberId },
      },
      // Two clicks at once make one account.
      { idempotencyKey: `account-${memberId}` },
    );
  } catch (error) {
    if (isStripeOutage(error)) throw stripeUnavailable();
    throw error;
  }
  const now = new Date();
  await db
    .insert(paymentAccounts)
    .values({ memberId, stripeAccountId: account.id, ...accountFields(account), stateAt: now })
    .onConflictDoNothing();
  const row = await findRow(db, memberId);
  if (!row) throw new Error("payment account vanished after insert");
  return { account: toConnectedAccount(row, true), stripeAccountId: row.stripeAccountId };
}

/** POST /v1/payment/link-account: an onboarding link for the member's account (made first if need be). */
export async function linkConnectedAccount({
  db,
  stripe,
  memberId,
  returnUrl,
}: MemberStripeCall & {
  /** Settings → Payments; Stripe sends the owner back here (and to it with `?stripe=refresh` on a stale link). */
  returnUrl: string;
}): Promise<{ url: string }> {
  const { stripeAccountId } = await createConnectedAccount({ db, stripe, memberId });
  if (!stripe) throw badRequest("PAYMENTS_NOT_CONFIGURED", PAYMENT_MESSAGES.notConfigured);
  const separator = returnUrl.includes("?") ? "&" : "?";
  try {
    const link = await stripe.accountLinks.create({
      account: stripeAccountId,
      type: "account_onboarding",
      return_url: `${returnUrl}${separator}stripe=return`,
      refresh_url: `${returnUrl}${separator}stripe=refresh`,
    });
    return { url: link.url };
  } catch (error) {
    if (isStripeOutage(error)) throw stripeUnavailable();
    throw error;
  }
}

/** The account of a business's owner, when it can take charges now (a guest's card is paid to it). */
export async function businessCanTakeCharges(db: Db, businessId: string) {
  const [business] = await db
    .select({ memberId: businesses.memberId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return business ? canTakeCharges(db, business.memberId) : null;
}

/** Whether a member's account can take charges now (the guest's online card option depends on it). */
export async function canTakeCharges(db: Db, memberId: string): Promise<{ accountId: string } | null> {
  const row = await findRow(db, memberId);
  return row?.chargesEnabled ? { accountId: row.stripeAccountId } : null;
}
