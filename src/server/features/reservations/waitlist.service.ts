import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type {
  WaitlistEntry,
  WaitlistInputSchema,
  WaitlistStatus,
} from "../../../shared/reservations/reservations.ts";
import type { Db } from "../../db/client.ts";
import { newId, newSecret } from "../../db/ids.ts";
import { businesses, waitlistEntries } from "../../db/schema.ts";
import type { BusinessScope } from "../../db/tenancy.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { defineJob } from "../../jobs/define-job.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { NOTICE_CHANNELS } from "../guest-notices/notice-kinds.ts";
import { guestPhone } from "./booking-rules.ts";
import { seatWalkIn } from "./bookings.service.ts";

// The waiting list for walk-ins: the host adds a party with a quoted wait, tells them their table is ready (a
// text where the business sends texts, a mail where they gave an address), and seats or removes them. Their place
// in line counts the parties still waiting or told before them.

type EntryRow = typeof waitlistEntries.$inferSelect;
const IN_LINE: WaitlistStatus[] = ["WAITING", "NOTIFIED"];

/** "Your table is ready" to one party on one channel; `notice` names the press ("ready:<ISO>"). */
export const WAITLIST_NOTICE_JOB = defineJob(
  "waitlist-notice",
  z.object({ entryId: z.string(), notice: z.string(), channel: z.enum(NOTICE_CHANNELS) }),
);

export function toWaitlistEntry(row: EntryRow, position: number | null): WaitlistEntry {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    party: row.party,
    quotedMinutes: row.quotedMinutes,
    status: row.status as WaitlistStatus,
    position,
    createdAt: row.createdAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
  };
}

/** The parties still in line at a business, first come first. */
async function line(db: Db, businessId: string) {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.businessId, businessId), inArray(waitlistEntries.status, IN_LINE)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

const positionIn = (rows: EntryRow[], id: string) => {
  const index = rows.findIndex((row) => row.id === id);
  return index < 0 ? null : index + 1;
};

export async function listWaitlist(db: Db, scope: BusinessScope) {
  return (await line(db, scope.business.id)).map((row, index) => toWaitlistEntry(row, index + 1));
}

export async function addToWaitlist(
  db: Db,
  scope: BusinessScope,
  input: z.output<typeof WaitlistInputSchema>,
) {
  const business = scope.business;
  const phone = input.phone ? guestPhone(input.phone, { ...business, config: business.config }, null) : "";
  const [row] = await db
    .insert(waitlistEntries)
    .values({
      id: newId(),
      businessId: business.id,
      name: input.name,
      phone,
      email: input.email ?? "",
      party: input.party,
      quotedMinutes: input.quotedMinutes,
      status: "WAITING",
      guestKey: newSecret(),
    })
    .returning();
  if (!row) throw new Error("waitlist insert returned nothing");
  return toWaitlistEntry(row, positionIn(await line(db, business.id), row.id));
}

/** A party on one of the member's businesses' lists (404 for anyone else's, as for a missing one). */
async function ownedEntry(db: Db, memberId: string, entryId: string) {
  const [found] = await db
    .select({ row: waitlistEntries })
    .from(waitlistEntries)
    .innerJoin(businesses, eq(businesses.id, waitlistEntries.businessId))
    .where(and(eq(waitlistEntries.id, entryId), eq(businesses.memberId, memberId)))
    .limit(1);
  if (!found) throw notFound();
  return found.row;
}

const gone = () =>
  new HttpError(409, "WAITLIST_DONE", "This party has already been seated or removed from the waiting list.");

/** "Table ready": tells the party by text and mail, as they can be reached; pressed again, it tells them again. */
export async function notifyParty(options: {
  db: Db;
  jobs: JobQueue;
  memberId: string;
  entryId: string;
  now: Date;
}) {
  const { db, jobs, memberId, entryId, now } = options;
  const entry = await ownedEntry(db, memberId, entryId);
  if (!IN_LINE.includes(entry.status as WaitlistStatus)) throw gone();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(waitlistEntries)
      .set({ status: "NOTIFIED", notifiedAt: now, updatedAt: now })
      .where(eq(waitlistEntries.id, entryId))
      .returning();
    const notice = `ready:${now.toISOString()}`;
    if (entry.phone)
      await jobs.enqueue(WAITLIST_NOTICE_JOB, { entryId, notice, channel: "sms" }, { db: tx as Db });
    if (entry.email)
      await jobs.enqueue(WAITLIST_NOTICE_JOB, { entryId, notice, channel: "email" }, { db: tx as Db });
    return updated ?? entry;
  });
  jobs.wake();
  return toWaitlistEntry(row, positionIn(await line(db, row.businessId), row.id));
}

/** Seats the party, or takes them off the list: either way they leave the line. */
export async function endWait(options: {
  db: Db;
  memberId: string;
  entryId: string;
  status: "SEATED" | "REMOVED";
}) {
  const { db, memberId, entryId, status } = options;
  const entry = await ownedEntry(db, memberId, entryId);
  if (entry.status === status) return toWaitlistEntry(entry, null);
  if (!IN_LINE.includes(entry.status as WaitlistStatus)) throw gone();
  const [row] = await db
    .update(waitlistEntries)
    .set({ status, updatedAt: new Date() })
    .where(eq(waitlistEntries.id, entryId))
    .returning();
  return toWaitlistEntry(row ?? entry, null);
}

/**
 * Seats a waiting party: a booking from now at the tables chosen or the best free one (as a walk-in's), then off
 * the list. No table free leaves them in line with the walk-in's 409.
 */
export async function seatFromWaitlist(options: {
  db: Db;
  memberId: string;
  entryId: string;
  tableIds?: string[] | undefined;
  now: Date;
}) {
  const { db, memberId, entryId, now } = options;
  const entry = await ownedEntry(db, memberId, entryId);
  if (entry.status === "SEATED") return toWaitlistEntry(entry, null);
  if (!IN_LINE.includes(entry.status as WaitlistStatus)) throw gone();
  const [business] = await db.select().from(businesses).where(eq(businesses.id, entry.businessId)).limit(1);
  if (!business) throw notFound();
  await seatWalkIn({
    db,
    business,
    walkIn: { party: entry.party, name: entry.name, tableIds: options.tableIds },
    now,
  });
  return endWait({ db, memberId, entryId, status: "SEATED" });
}

/** The guest's view by their key: their place in line now (404 for a wrong key). */
export async function guestWait(db: Db, entryId: string, key: string) {
  const [found] = await db
    .select({
      row: waitlistEntries,
      businessName: businesses.name,
      url: businesses.url,
      config: businesses.config,
    })
    .from(waitlistEntries)
    .innerJoin(businesses, eq(businesses.id, waitlistEntries.businessId))
    .where(eq(waitlistEntries.id, entryId))
    .limit(1);
  if (!found || found.row.guestKey !== key)
    throw notFound("We can't find this place in line. Please open the link from your text or mail again.");
  const position = positionIn(await line(db, found.row.businessId), found.row.id);
  return {
    row: found.row,
    url: found.url,
    view: {
      position,
      quotedMinutes: found.row.quotedMinutes,
      status: found.row.status as WaitlistStatus,
      businessName: found.businessName,
      createdAt: found.row.createdAt.toISOString(),
    },
  };
}
