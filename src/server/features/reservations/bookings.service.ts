import { createHash } from "node:crypto";
import { and, eq, gte, inArray, lt } from "drizzle-orm";
import { localDate } from "../../../shared/hours/business-clock.ts";
import { bookingRefusals } from "../../../shared/reservations/booking-refusals.ts";
import {
  chooseTables,
  dayGrid,
  isoOnClock,
  tablePicker,
} from "../../../shared/reservations/booking-times.ts";
import type { GuaranteeView } from "../../../shared/reservations/guarantee.ts";
import {
  type BookingRequest,
  HOLDING_STATUSES,
  type ReservationSettings,
  type ReservationStatus,
  STATUS_MOVES,
  stayFor,
} from "../../../shared/reservations/reservations.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { newId, newSecret } from "../../db/ids.ts";
import { businesses, reservations } from "../../db/schema.ts";
import { badRequest, HttpError, notFound } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { availability } from "./availability-cache.ts";
import { queueBookingNotices } from "./booking-notices.ts";
import {
  type BookingBusiness,
  bookingClock,
  checkGuestBooking,
  checkGuestDay,
  guestPhone,
  onHoldGrid,
} from "./booking-rules.ts";
import { type NewBooking, writeBookings } from "./booking-write.ts";
import { askForCard, followHostMark, guaranteeViews, release } from "./guarantee.service.ts";
import {
  coversStarting,
  heldTables,
  holdTables,
  lockSettings,
  quarterOf,
  releaseHolds,
  settingsOf,
  type Tx,
  tablesOf,
} from "./table-holds.ts";

// A guest books, changes and cancels a table; the host reads the day and moves bookings along. Every booking
// and change runs in one transaction that first locks the business's settings row, so pacing is counted one
// booking at a time; the holds' key (table_holds) is what no race can pass.

const MINUTE = 60_000;
type ReservationRow = typeof reservations.$inferSelect;

const RESERVATION_MESSAGES = {
  keyReused: "This Idempotency-Key was already used for another booking. Please send a new key.",
  tableTaken: "That table is already booked at that time. Please choose another table or time.",
  tableUnknown: "Please choose one of this restaurant's tables.",
  timeOffGrid: "Please choose a time on the quarter hour.",
  statusMove: "This booking cannot be marked that way from where it is now.",
  noTableNow: "No table is free for this party now. Please choose a table or add them to the waiting list.",
  walkInName: "Walk-in",
};

/**
 * Every change of a booking starts here: the settings row's lock (pacing counted one booking at a time), and the
 * day's times with room worked out anew from now on.
 */
export function lockBook(tx: Tx, businessId: string) {
  availability.forget(businessId);
  return lockSettings(tx, businessId);
}

/** The business a guest books with: 404 when unknown, 402 when its page is not published. */
export async function bookingBusiness(db: Db, businessId: string): Promise<BookingBusiness> {
  const [row] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      country: businesses.country,
      config: businesses.config,
      published: businesses.published,
      disabled: businesses.disabled,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) throw notFound("Can't find that page.");
  if (!row.published || row.disabled)
    throw new HttpError(402, "UNPUBLISHED", "We're sorry! This link is no longer available.");
  return row;
}

/** The guest's view of a booking. */
export function toGuestReservation(
  row: ReservationRow,
  business: BookingBusiness,
  settings: ReservationSettings,
  guarantee: GuaranteeView | null = null,
) {
  const { zone } = bookingClock(business);
  return {
    id: row.id,
    status: row.status as ReservationStatus,
    time: isoOnClock(row.startsAt, zone),
    endsAt: isoOnClock(row.endsAt, zone),
    party: row.party,
    tableIds: row.tableIds,
    businessName: business.name,
    guest: { name: row.guestName, phone: row.guestPhone, email: row.guestEmail },
    note: row.note,
    changeableUntil: isoOnClock(
      new Date(row.startsAt.getTime() - settings.cancelCutoffMinutes * MINUTE),
      zone,
    ),
    guestConfirmedAt: row.guestConfirmedAt ? isoOnClock(row.guestConfirmedAt, zone) : null,
    guarantee,
  };
}

const hashBooking = (request: BookingRequest) =>
  createHash("sha256")
    .update(
      JSON.stringify([
        request.party,
        new Date(request.time).toISOString(),
        request.guest.name,
        request.guest.phone,
        request.guest.email ?? "",
        request.note ?? "",
        request.notify?.email ?? false,
        request.notify?.sms ?? false,
      ]),
    )
    .digest("hex");

/** Which tables a party starting at `start` gets, or the guest's "full" refusal. */
async function placeParty(
  tx: Tx,
  options: {
    business: BookingBusiness;
    settings: ReservationSettings;
    start: Date;
    party: number;
    exceptId: string | null;
    lang: string | null | undefined;
  },
) {
  const { business, settings, start, party, exceptId } = options;
  const full = () => badRequest("RESERVATION_FULL", bookingRefusals(options.lang).full);
  if (settings.coversPer15 !== null) {
    const covers = await coversStarting(tx, business.id, start, exceptId);
    if (covers + party > settings.coversPer15) throw full();
  }
  const stayMinutes = stayFor(settings, party);
  const end = new Date(start.getTime() + stayMinutes * MINUTE);
  const [tables, held] = [
    await tablesOf(tx, business.id),
    await heldTables(tx, business.id, start, end, exceptId),
  ];
  const tableIds = chooseTables(tables, (id) => !held.has(id), party);
  if (!tableIds) throw full();
  return { tableIds, stayMinutes, end };
}

export interface BookCall {
  db: Db;
  /** The guest's mails and texts are queued with the booking. */
  jobs: JobQueue;
  business: BookingBusiness;
  request: BookingRequest;
  idempotencyKey: string;
  lang: string | null | undefined;
  now?: Date;
}

/** A booking answered: `fresh` when this call made it, not a replay of the key's earlier one. */
export interface Booked {
  row: ReservationRow;
  settings: ReservationSettings;
  fresh: boolean;
}

/** A guest's call to book: what they asked, under which key, in which language, at which instant. */
export interface GuestCall {
  request: BookingRequest;
  idempotencyKey: string;
  lang: string | null | undefined;
  now: Date;
}

/** The key's earlier booking answers again; the key sent with another booking is a conflict. */
function replayOf(earlier: ReservationRow, requestHash: string) {
  if (earlier.requestHash !== requestHash)
    throw new HttpError(409, "IDEMPOTENCY_CONFLICT", RESERVATION_MESSAGES.keyReused);
  return earlier;
}

/** The bookings already made with any of `keys`, by key. */
async function bookingsByKeys(db: Db | Tx, businessId: string, keys: readonly string[]) {
  const rows = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.businessId, businessId), inArray(reservations.idempotencyKey, [...keys])));
  return new Map(rows.map((row) => [row.idempotencyKey, row]));
}

/** A guest's call as it stands before the write: answered already, refused, or a booking to place. */
type Step = Booked | HttpError | { write: NewBooking };

/** The step `make` gives, or the refusal it throws (a refusal is the guest's answer, not the transaction's end). */
function orRefusal(make: () => Step): Step {
  try {
    return make();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

function newBooking(
  business: BookingBusiness,
  settings: ReservationSettings,
  call: GuestCall,
  phone: string,
) {
  const { request, lang } = call;
  const start = new Date(request.time);
  return {
    id: newId(),
    businessId: business.id,
    status: settings.autoConfirm ? "CONFIRMED" : "REQUESTED",
    startsAt: start,
    endsAt: new Date(start.getTime() + stayFor(settings, request.party) * MINUTE),
    party: request.party,
    guestName: request.guest.name,
    guestPhone: phone,
    guestEmail: request.guest.email ?? "",
    note: request.note ?? "",
    notifyEmail: request.notify?.email ?? false,
    notifySms: request.notify?.sms ?? false,
    guestLang: lang ?? null,
    guestKey: newSecret(),
    idempotencyKey: call.idempotencyKey,
    requestHash: hashBooking(request),
  };
}

/**
 * Books guests, in their order, inside a transaction: the settings row's lock taken once, their keys' earlier
 * bookings read in one statement (each answered again, or 409 for a key sent with another booking), then every
 * new booking placed and written together (booking-write.ts). Each call answers its booking or its refusal; a
 * refused guest writes nothing, so the others' bookings stand. One guest alone (`bookTable`) and the guests of a
 * rush (booking-rush.ts) are booked by it alike.
 */
export async function bookGuests(
  tx: Tx,
  jobs: JobQueue,
  business: BookingBusiness,
  calls: readonly GuestCall[],
): Promise<(Booked | HttpError)[]> {
  const settings = await lockBook(tx, business.id);
  const earlier = await bookingsByKeys(
    tx,
    business.id,
    calls.map((call) => call.idempotencyKey),
  );
  const steps = calls.map((call) =>
    orRefusal(() => {
      const before = earlier.get(call.idempotencyKey);
      if (before) return { row: replayOf(before, hashBooking(call.request)), settings, fresh: false };
      const phone = guestPhone(call.request.guest.phone, business, call.lang);
      const start = new Date(call.request.time);
      checkGuestBooking({
        settings,
        business,
        start,
        party: call.request.party,
        now: call.now,
        lang: call.lang,
      });
      return { write: newBooking(business, settings, call, phone) };
    }),
  );
  const toWrite = steps.flatMap((step) => ("write" in step ? [step.write] : []));
  const written = await writeBookings(tx, toWrite, settings, calls[0]?.now ?? new Date());
  const rows = new Map(toWrite.map((booking, i) => [booking, written[i]]));
  const answers: (Booked | HttpError)[] = [];
  for (const [i, step] of steps.entries()) {
    const call = calls[i] as GuestCall;
    const row = "write" in step ? rows.get(step.write) : null;
    if (!("write" in step)) answers.push(step);
    else if (!row || row === "full")
      answers.push(badRequest("RESERVATION_FULL", bookingRefusals(call.lang).full));
    else {
      await askForCard(tx, row, settings, business);
      await queueBookingNotices(tx, jobs, row, row.status === "CONFIRMED" ? "booked" : "requested", call.now);
      answers.push({ row, settings, fresh: true });
    }
  }
  return answers;
}

/**
 * POST /v1/public/businesses/{id}/reservations for one guest: a table for the party, or the reason there is none.
 * Guests booking in the same instant go through booking-rush.ts, which books them in one transaction.
 */
export async function bookTable({
  db,
  jobs,
  business,
  request,
  idempotencyKey,
  lang,
  now = new Date(),
}: BookCall): Promise<Booked> {
  try {
    const [answer] = await db.transaction((tx) =>
      bookGuests(tx, jobs, business, [{ request, idempotencyKey, lang, now }]),
    );
    if (!answer) throw new Error("a booking call went unanswered");
    if (answer instanceof HttpError) throw answer;
    jobs.wake();
    return answer;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same key sent twice at once (through another instance): the second answers what the first made.
    const earlier = (await bookingsByKeys(db, business.id, [idempotencyKey])).get(idempotencyKey);
    if (earlier)
      return {
        row: replayOf(earlier, hashBooking(request)),
        settings: await settingsOf(db, business.id),
        fresh: false,
      };
    throw badRequest("RESERVATION_FULL", bookingRefusals(lang).full);
  }
}

/** GET /v1/public/businesses/{id}/reservation-times: the day's times on the grid, each with room or not. */
export async function reservationTimes(options: {
  db: Db;
  business: BookingBusiness;
  date: string;
  party: number;
  lang: string | null | undefined;
  now?: Date;
}) {
  const { db, business, date, party, lang, now = new Date() } = options;
  const { settings, tables, week } = await availability.inputs(db, business.id, date, now.getTime());
  checkGuestDay(settings, business, date, now, lang);
  const { zone, hours } = bookingClock(business);
  const grid = dayGrid(date, settings.slotMinutes, hours, zone);
  const stayMinutes = stayFor(settings, party);
  const partyFits = party >= settings.minParty && party <= settings.maxParty;
  const pick = tablePicker(tables, party);
  return grid.map((start) => {
    const time = isoOnClock(start, zone);
    const inReach =
      start.getTime() >= now.getTime() + settings.leadMinutes * MINUTE &&
      start.getTime() <= now.getTime() + settings.maxDaysAhead * 24 * 60 * MINUTE;
    const covered = week.covers.get(quarterOf(start).getTime()) ?? 0;
    const paced = settings.coversPer15 === null || covered + party <= settings.coversPer15;
    if (!partyFits || !inReach || !paced) return { time, available: false };
    const busy = new Set<string>();
    for (let at = start.getTime(); at < start.getTime() + stayMinutes * MINUTE; at += 15 * MINUTE)
      for (const tableId of week.heldAt.get(at) ?? []) busy.add(tableId);
    return { time, available: pick((id) => !busy.has(id)) !== null };
  });
}

/** A booking the guest's key opens (404 for a wrong key, as for a missing booking). */
export async function guestBooking(db: Db, id: string, key: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  if (!row || row.guestKey !== key)
    throw notFound("We can't find this booking. Please open the link from your confirmation again.");
  const business = await bookingBusiness(db, row.businessId);
  return { row, business, settings: await settingsOf(db, business.id) };
}

/** Refuses a guest's change or cancellation once the restaurant's cut-off has passed. */
function checkChangeable(
  row: ReservationRow,
  settings: ReservationSettings,
  now: Date,
  lang: string | null | undefined,
) {
  const refusals = bookingRefusals(lang);
  if (row.status === "CANCELLED") throw badRequest("TOO_LATE_TO_CANCEL", refusals.cancelled);
  if (!HOLDING_STATUSES.includes(row.status as ReservationStatus) || row.status === "SEATED")
    throw badRequest("TOO_LATE_TO_CANCEL", refusals.tooLate);
  if (now.getTime() > row.startsAt.getTime() - settings.cancelCutoffMinutes * MINUTE)
    throw badRequest("TOO_LATE_TO_CANCEL", refusals.tooLate);
}

/** POST /v1/public/reservations/{id}/cancel: the guest cancels before the cut-off; a second cancel is a no-op. */
export async function cancelByGuest(options: {
  db: Db;
  jobs: JobQueue;
  id: string;
  key: string;
  lang: string | null | undefined;
  now?: Date;
}) {
  const { db, jobs, id, key, lang, now = new Date() } = options;
  const found = await guestBooking(db, id, key);
  if (found.row.status === "CANCELLED") return found;
  checkChangeable(found.row, found.settings, now, lang);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reservations)
      .set({ status: "CANCELLED", updatedAt: now })
      .where(eq(reservations.id, id))
      .returning();
    await releaseHolds(tx, id);
    await release(tx, id);
    if (updated) await queueBookingNotices(tx, jobs, updated, "cancelled", now);
    return updated;
  });
  availability.forget(found.business.id); // its tables are free again
  jobs.wake();
  return { ...found, row: row ?? found.row };
}

/**
 * POST /v1/public/reservations/{id}/confirm: the guest answers a reminder that they are still coming. Saying it
 * again changes nothing; a cancelled or past booking cannot be confirmed.
 */
export async function confirmByGuest(options: {
  db: Db;
  id: string;
  key: string;
  lang: string | null | undefined;
  now?: Date;
}) {
  const { db, id, key, lang, now = new Date() } = options;
  const found = await guestBooking(db, id, key);
  const refusals = bookingRefusals(lang);
  if (found.row.status === "CANCELLED") throw badRequest("TOO_LATE_TO_CONFIRM", refusals.cancelled);
  if (!["CONFIRMED", "REQUESTED"].includes(found.row.status) || found.row.startsAt.getTime() < now.getTime())
    throw badRequest("TOO_LATE_TO_CONFIRM", refusals.tooLate);
  if (found.row.guestConfirmedAt) return found;
  const [row] = await db
    .update(reservations)
    .set({ guestConfirmedAt: now, updatedAt: now })
    .where(eq(reservations.id, id))
    .returning();
  return { ...found, row: row ?? found.row };
}

/** PUT /v1/public/reservations/{id}: the guest changes party or time, under the same rules as booking. */
export async function changeByGuest(options: {
  db: Db;
  jobs: JobQueue;
  id: string;
  key: string;
  change: { party?: number | undefined; time?: string | undefined };
  lang: string | null | undefined;
  now?: Date;
}) {
  const { db, jobs, id, key, change, lang, now = new Date() } = options;
  const found = await guestBooking(db, id, key);
  checkChangeable(found.row, found.settings, now, lang);
  const { business } = found;
  const start = change.time ? new Date(change.time) : found.row.startsAt;
  const party = change.party ?? found.row.party;
  const row = await db
    .transaction(async (tx) => {
      const settings = await lockBook(tx, business.id);
      checkGuestBooking({ settings, business, start, party, now, lang });
      const placed = await placeParty(tx, { business, settings, start, party, exceptId: id, lang });
      const moved = await moveHolds(tx, found.row, { start, party, ...placed });
      // A party grown past the restaurant's guarantee size is asked for a card as a new booking would be.
      await askForCard(tx, moved, settings, business);
      await queueBookingNotices(tx, jobs, moved, "changed", now);
      return moved;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw badRequest("RESERVATION_FULL", bookingRefusals(lang).full);
      throw error;
    });
  jobs.wake();
  return { ...found, row };
}

/** Gives a booking its new time, party and tables, its holds moved with it. */
async function moveHolds(
  tx: Tx,
  row: ReservationRow,
  next: { start: Date; party: number; stayMinutes: number; end: Date; tableIds: string[] },
) {
  await releaseHolds(tx, row.id);
  const [updated] = await tx
    .update(reservations)
    .set({
      startsAt: next.start,
      endsAt: next.end,
      party: next.party,
      tableIds: next.tableIds,
      updatedAt: new Date(),
    })
    .where(eq(reservations.id, row.id))
    .returning();
  await holdTables(
    tx,
    { id: row.id, businessId: row.businessId, start: next.start, stayMinutes: next.stayMinutes },
    next.tableIds,
  );
  return updated ?? row;
}

// The host's side.

/** A booking of one of the member's businesses (404 for anyone else's, as for a missing one). */
export async function ownedBooking(db: Db, memberId: string, id: string) {
  const [found] = await db
    .select({ row: reservations, business: businesses })
    .from(reservations)
    .innerJoin(businesses, eq(businesses.id, reservations.businessId))
    .where(and(eq(reservations.id, id), eq(businesses.memberId, memberId)))
    .limit(1);
  if (!found) throw notFound();
  return found;
}

/** The host's view: the guest's, with the tables' names and when it was made. */
export async function toHostReservations(db: Db | Tx, business: BookingBusiness, rows: ReservationRow[]) {
  const settings = await settingsOf(db, business.id);
  const names = new Map((await tablesOf(db, business.id)).map((table) => [table.id, table.name]));
  const guarantees = await guaranteeViews(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const guarantee = guarantees.get(row.id) ?? null;
    const { businessName: _, ...view } = toGuestReservation(row, business, settings, guarantee);
    return {
      ...view,
      tables: row.tableIds.map((tableId) => ({ id: tableId, name: names.get(tableId) ?? "" })),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** GET /v1/businesses/{id}/reservations?date: the day's bookings on the business's calendar, by time. */
export async function dayBookings(db: Db, business: BookingBusiness, date: string) {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const { zone } = bookingClock(business);
  const rows = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.businessId, business.id),
        gte(reservations.startsAt, new Date(midnightUtc - 14 * 60 * MINUTE)),
        lt(reservations.startsAt, new Date(midnightUtc + 38 * 60 * MINUTE)),
      ),
    )
    .orderBy(reservations.startsAt, reservations.createdAt);
  return toHostReservations(
    db,
    business,
    rows.filter((row) => localDate(row.startsAt, zone) === date),
  );
}

/** The owner's chosen tables, each one of the business's. */
async function ownTables(tx: Tx, businessId: string, tableIds: readonly string[]) {
  const tables = await tablesOf(tx, businessId);
  const known = new Set(tables.map((table) => table.id));
  if (!tableIds.every((id) => known.has(id)))
    throw badRequest("TABLE_UNKNOWN", RESERVATION_MESSAGES.tableUnknown);
  return [...new Set(tableIds)];
}

/**
 * PUT /v1/reservations/{id} and a seat at other tables: the host moves a booking. The host is not held to the
 * guest's notice, hours or pacing, only to the tables being free: 409 when one is held by another booking.
 */
export async function moveByHost(options: {
  db: Db;
  jobs: JobQueue;
  memberId: string;
  id: string;
  change: { time?: string | undefined; party?: number | undefined; tableIds?: string[] | undefined };
  status?: ReservationStatus;
}) {
  const { db, jobs, memberId, id, change } = options;
  const { row, business } = await ownedBooking(db, memberId, id);
  const start = change.time ? new Date(change.time) : row.startsAt;
  const party = change.party ?? row.party;
  const { zone } = bookingClock(business);
  if (!onHoldGrid(start, zone)) throw badRequest("TIME_INVALID", RESERVATION_MESSAGES.timeOffGrid);
  const taken = () => new HttpError(409, "TABLE_TAKEN", RESERVATION_MESSAGES.tableTaken);
  const moved = await db
    .transaction(async (tx) => {
      const settings = await lockBook(tx, business.id);
      const stayMinutes = stayFor(settings, party);
      const end = new Date(start.getTime() + stayMinutes * MINUTE);
      let tableIds: string[];
      if (change.tableIds) {
        tableIds = await ownTables(tx, business.id, change.tableIds);
        const held = await heldTables(tx, business.id, start, end, id);
        if (tableIds.some((tableId) => held.has(tableId))) throw taken();
      } else {
        const held = await heldTables(tx, business.id, start, end, id);
        const tables = await tablesOf(tx, business.id);
        const kept = row.tableIds.every((tableId) => !held.has(tableId)) && row.tableIds.length > 0;
        tableIds = kept ? row.tableIds : (chooseTables(tables, (tableId) => !held.has(tableId), party) ?? []);
        if (tableIds.length === 0) throw taken();
      }
      const updated = await moveHolds(tx, row, { start, party, stayMinutes, end, tableIds });
      // The guest hears of a new time or party; a table changed by the host is the host's business.
      if (updated.startsAt.getTime() !== row.startsAt.getTime() || updated.party !== row.party)
        await queueBookingNotices(tx, jobs, updated, "changed", new Date());
      if (!options.status) return updated;
      await followHostMark(tx, jobs, id, options.status);
      const [marked] = await tx
        .update(reservations)
        .set({ status: options.status })
        .where(eq(reservations.id, id))
        .returning();
      return marked ?? updated;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    });
  jobs.wake();
  return { row: moved, business };
}

/** POST /v1/reservations/{id}/status: the host confirms, seats, completes, marks a no-show or cancels. */
export async function markByHost(options: {
  db: Db;
  jobs: JobQueue;
  memberId: string;
  id: string;
  status: ReservationStatus;
  tableIds?: string[] | undefined;
  now?: Date;
}) {
  const { db, jobs, memberId, id, status, tableIds, now = new Date() } = options;
  const { row, business } = await ownedBooking(db, memberId, id);
  if (row.status === status) return { row, business };
  if (!STATUS_MOVES[row.status as ReservationStatus].includes(status))
    throw new HttpError(409, "STATUS_MOVE", RESERVATION_MESSAGES.statusMove);
  if (status === "SEATED" && tableIds)
    return moveByHost({ db, jobs, memberId, id, change: { tableIds }, status });
  const marked = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reservations)
      .set({ status, updatedAt: now })
      .where(eq(reservations.id, id))
      .returning();
    // A finished table is free from now; a cancelled booking or one nobody came to frees all it held.
    if (status === "COMPLETED") await releaseHolds(tx, id, now);
    if (status === "CANCELLED" || status === "NO_SHOW") await releaseHolds(tx, id);
    await followHostMark(tx, jobs, id, status);
    // The guest hears that a requested booking was confirmed, or that the restaurant cancelled it.
    if (updated && (status === "CONFIRMED" || status === "CANCELLED"))
      await queueBookingNotices(tx, jobs, updated, status === "CONFIRMED" ? "confirmed" : "cancelled", now);
    return updated;
  });
  availability.forget(business.id); // a finished, cancelled or missed booking frees its tables
  jobs.wake();
  return { row: marked ?? row, business };
}

/**
 * POST /v1/businesses/{id}/walk-ins: a party the host seats on arrival, from the quarter hour now on, at the
 * tables the host chose or the smallest free one that seats them. 409 when none is free for their stay.
 */
export async function seatWalkIn(options: {
  db: Db;
  business: BookingBusiness;
  walkIn: { party: number; name: string; tableIds?: string[] | undefined };
  now: Date;
}) {
  const { db, business, walkIn, now } = options;
  const start = quarterOf(now);
  const id = newId();
  const row = await db
    .transaction(async (tx) => {
      const settings = await lockBook(tx, business.id);
      const stayMinutes = stayFor(settings, walkIn.party);
      const end = new Date(start.getTime() + stayMinutes * MINUTE);
      const held = await heldTables(tx, business.id, start, end, null);
      const tableIds = walkIn.tableIds
        ? await ownTables(tx, business.id, walkIn.tableIds)
        : (chooseTables(await tablesOf(tx, business.id), (tableId) => !held.has(tableId), walkIn.party) ??
          []);
      if (tableIds.length === 0 || tableIds.some((tableId) => held.has(tableId)))
        throw new HttpError(409, "TABLE_TAKEN", RESERVATION_MESSAGES.noTableNow);
      const [inserted] = await tx
        .insert(reservations)
        .values({
          id,
          businessId: business.id,
          status: "SEATED",
          startsAt: start,
          endsAt: end,
          party: walkIn.party,
          tableIds,
          guestName: walkIn.name || RESERVATION_MESSAGES.walkInName,
          guestPhone: "",
          guestKey: newSecret(),
          idempotencyKey: `walk-in-${id}`,
          requestHash: "-",
        })
        .returning();
      if (!inserted) throw new Error("walk-in insert returned nothing");
      await holdTables(tx, { id, businessId: business.id, start, stayMinutes }, tableIds);
      return inserted;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, "TABLE_TAKEN", RESERVATION_MESSAGES.tableTaken);
      throw error;
    });
  const [view] = await toHostReservations(db, business, [row]);
  if (!view) throw new Error("a walk-in's view was empty");
  return view;
}
