import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { guestNotices, noticeCounts } from "../../db/schema.ts";
import { isWithinLimits } from "../auth/request-limits.ts";
import type { NoticeChannel } from "./notice-kinds.ts";

// A notice's row in guest_notices is a lease, not a mark: the worker that claims it has `leaseMs` to send it.
// A worker killed between claim and send leaves a claim that lapses, and the job's next try (its own lease is
// as long, job-queue.ts) claims it again and sends it. A notice goes at most once: sent_at ends it.
//
// Each recipient (an address or an E.164 number) gets at most `perHour` notices of one business an hour; the
// rest are held back, never sent, and counted in notice_counts for the owner's insights (README "Guests' mails
// and texts"): a guest typing a stranger's address or number into many orders cannot make the business spam them.

export interface GuestNoticeLimits {
  /** How long a claimed notice belongs to the worker that claimed it (a minute). */
  leaseMs?: number | undefined;
  /** Notices to one recipient of one business in the hour from the first of them (6). */
  perHour?: number | undefined;
}

export const NOTICE_LEASE_MS = 60_000;
const HOUR_MS = 3_600_000;

export interface NoticeKey {
  orderId: string;
  event: string;
  channel: NoticeChannel;
}

const isKey = (key: NoticeKey) =>
  and(
    eq(guestNotices.orderId, key.orderId),
    eq(guestNotices.event, key.event),
    eq(guestNotices.channel, key.channel),
  );

/**
 * Claims the notice for `leaseMs`: "first" on its first claim, "again" when an earlier claim lapsed or was given
 * back unsent, "done" when it was sent or held back, "busy" while another worker's claim runs.
 */
export async function claimNotice(
  db: Db,
  key: NoticeKey,
  leaseMs: number,
): Promise<"first" | "again" | "done" | "busy"> {
  const until = sql`now() + ${Math.round(leaseMs)}::integer * interval '1 millisecond'`;
  const [claimed] = await db
    .insert(guestNotices)
    .values({ ...key, claimedUntil: until })
    .onConflictDoUpdate({
      target: [guestNotices.orderId, guestNotices.event, guestNotices.channel],
      set: { claimedUntil: until, claims: sql`${guestNotices.claims} + 1` },
      setWhere: sql`${guestNotices.sentAt} is null and not ${guestNotices.heldBack}
        and (${guestNotices.claimedUntil} is null or ${guestNotices.claimedUntil} <= now())`,
    })
    .returning({ claims: guestNotices.claims });
  if (claimed) return claimed.claims === 1 ? "first" : "again";
  const [row] = await db
    .select({ sentAt: guestNotices.sentAt, heldBack: guestNotices.heldBack })
    .from(guestNotices)
    .where(isKey(key));
  return !row || row.sentAt !== null || row.heldBack ? "done" : "busy";
}

/**
 * Counts a notice to `recipient`: true while within `perHour` in the hour since the recipient's first notice,
 * false once it is held back. The limit is a window that starts with the first notice (request-limits.ts), so a
 * burst across a clock hour's end is still one hour's; the hour's row in notice_counts keeps what went and what
 * was held back, for the owner's Insights.
 */
export async function countNotice(
  db: Db,
  { businessId, recipient, perHour }: { businessId: string; recipient: string; perHour: number },
): Promise<boolean> {
  const isWithin = await isWithinLimits({
    db,
    windowMs: HOUR_MS,
    limits: [{ key: `notice:${businessId}:${recipient}`, max: perHour }],
  });
  await db
    .insert(noticeCounts)
    .values({
      businessId,
      recipient,
      hour: sql`date_trunc('hour', now())`,
      sent: isWithin ? 1 : 0,
      held: isWithin ? 0 : 1,
    })
    .onConflictDoUpdate({
      target: [noticeCounts.businessId, noticeCounts.recipient, noticeCounts.hour],
      set: {
        sent: sql`${noticeCounts.sent} + excluded.sent`,
        held: sql`${noticeCounts.held} + excluded.held`,
      },
    });
  return isWithin;
}

/** The notice went (Twilio's id of a text kept for its status callback), or will never go (held back, refused). */
export async function settleNotice(
  db: Db,
  key: NoticeKey,
  outcome: { isHeldBack?: boolean; messageSid?: string | null },
) {
  await db
    .update(guestNotices)
    .set(
      outcome.isHeldBack
        ? { heldBack: true, claimedUntil: null }
        : { sentAt: sql`now()`, claimedUntil: null, messageSid: outcome.messageSid ?? null },
    )
    .where(isKey(key));
}

/** Gives the claim back unsent (the mail server or Twilio failed): the job's retry claims it again at once. */
export async function releaseNotice(db: Db, key: NoticeKey) {
  await db
    .update(guestNotices)
    .set({ claimedUntil: null })
    .where(and(isKey(key), sql`${guestNotices.sentAt} is null`));
}
