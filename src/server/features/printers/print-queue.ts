import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import type { PaperWidth } from "../../../shared/printers/printers.ts";
import { type TicketClock, ticketMarkup } from "../../../shared/printers/ticket.ts";
import type { Db } from "../../db/client.ts";
import { businesses, orders, printers, printJobs } from "../../db/schema.ts";
import { toOrder } from "../ordering/views/order-views.ts";
import type { PrinterKey } from "./printer-keys.ts";

// A printer's queue as CloudPRNT walks it: a poll asks whether a job waits, the GET hands it out, the DELETE
// says whether it printed. A job handed out and never confirmed (the printer lost power, the network dropped)
// is offered again after a while; one the printer reports failing is offered again at once, a few times only.

/** A job handed out and not confirmed by then is offered again: a ticket prints in seconds. */
export const REOFFER_AFTER_MS = 60_000;
/** A job handed out this many times and never printed is given up. */
export const MAX_TRIES = 5;
/** A printer back after a night off does not print yesterday's orders. */
const MAX_AGE_MS = 12 * 60 * 60_000;

export type PrintJobRow = typeof printJobs.$inferSelect;

/** Notes the printer's poll; false when its row is gone (removed on another instance, or with its business). */
export async function markSeen(db: Db, printer: PrinterKey, now: Date): Promise<boolean> {
  const seen = await db
    .update(printers)
    .set({ lastSeen: now })
    .where(eq(printers.id, printer.id))
    .returning({ id: printers.id });
  return seen.length > 0;
}

/** The next job the printer may take now, oldest first. */
export async function nextJob(db: Db, printer: PrinterKey, now: Date): Promise<PrintJobRow | undefined> {
  const [row] = await db
    .select()
    .from(printJobs)
    .where(
      and(
        eq(printJobs.printerId, printer.id),
        eq(printJobs.status, "queued"),
        lt(printJobs.tries, MAX_TRIES),
        gt(printJobs.createdAt, new Date(now.getTime() - MAX_AGE_MS)),
        or(isNull(printJobs.handedAt), lt(printJobs.handedAt, new Date(now.getTime() - REOFFER_AFTER_MS))),
      ),
    )
    .orderBy(asc(printJobs.id))
    .limit(1);
  return row;
}

/** The job a GET or DELETE names by its token, or, from firmware that sends none, the one in hand. */
export async function namedJob(
  db: Db,
  printer: PrinterKey,
  token: string | undefined,
): Promise<PrintJobRow | undefined> {
  if (token !== undefined) {
    if (!/^\d{1,9}$/.test(token)) return undefined;
    const [row] = await db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.id, Number(token)), eq(printJobs.printerId, printer.id)))
      .limit(1);
    return row;
  }
  const [row] = await db
    .select()
    .from(printJobs)
    .where(
      and(eq(printJobs.printerId, printer.id), eq(printJobs.status, "queued"), isNotNull(printJobs.handedAt)),
    )
    .orderBy(desc(printJobs.handedAt))
    .limit(1);
  return row;
}

export async function handOut(db: Db, job: PrintJobRow, now: Date) {
  await db
    .update(printJobs)
    .set({ handedAt: now, tries: sql`${printJobs.tries} + 1` })
    .where(eq(printJobs.id, job.id));
}

/** The printer's word on a job: printed, or not (then it is offered again until its tries run out). */
export async function settleJob(db: Db, job: PrintJobRow, isPrinted: boolean, now: Date) {
  if (job.status !== "queued") return;
  const change = isPrinted
    ? { status: "printed", printedAt: now }
    : job.tries >= MAX_TRIES
      ? { status: "failed" }
      : { handedAt: null };
  await db.update(printJobs).set(change).where(eq(printJobs.id, job.id));
}

/** A printer reporting an error while a job was in hand did not print it: it is offered again once it is well. */
export async function releaseHandedJobs(db: Db, printer: PrinterKey) {
  await db
    .update(printJobs)
    .set({ handedAt: null })
    .where(
      and(eq(printJobs.printerId, printer.id), eq(printJobs.status, "queued"), isNotNull(printJobs.handedAt)),
    );
}

function clockOf(config: BusinessConfig): TicketClock {
  return {
    timeZone: config.timeZone || null,
    offsetMinutes: config.timeZoneOffset ?? 0,
    use24HourFormat: config.use24HourFormat ?? false,
  };
}

/** The job's ticket as Star Document Markup, from the order as it is now. */
export async function jobMarkup(db: Db, printer: PrinterKey, job: PrintJobRow, now: Date) {
  const [row] = await db
    .select({ order: orders, name: businesses.name, config: businesses.config })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(eq(orders.id, job.orderId))
    .limit(1);
  if (!row) return undefined;
  const order = { ...toOrder(row.order), promisedFor: row.order.promisedFor?.toISOString() ?? null };
  return ticketMarkup(order, {
    paper: printer.paper as PaperWidth,
    businessName: row.name,
    clock: clockOf(row.config as BusinessConfig),
    isReprint: job.batch !== "auto",
    now,
  });
}
