import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { GUEST_NOTICES_PER_HOUR } from "../../../shared/common/constants.ts";
import {
  countryCodeOf,
  isTextable,
  normalizePhone,
  textCountriesOf,
} from "../../../shared/common/phone-number.ts";
import type { ReservationStatus } from "../../../shared/reservations/reservations.ts";
import type { Db } from "../../db/client.ts";
import { bookingNotices, businesses, members, reservations } from "../../db/schema.ts";
import type { JobPayload } from "../../jobs/define-job.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { bookingNoticeMail, bookingNoticeText } from "../../mail/templates/index.ts";
import { bookingCalendar } from "../../public-page/booking-calendar.ts";
import { createTextSender, type TextSender } from "../guest-notices/guest-texts.ts";
import { countNotice } from "../guest-notices/notice-claims.ts";
import type { NoticeChannel } from "../guest-notices/notice-kinds.ts";
import { TEXT_STATUS_PATH } from "../guest-notices/text-status.routes.ts";
import { BOOKING_NOTICE_JOB, type BookingNoticeEvent } from "./booking-notice-kinds.ts";
import type { Tx } from "./table-holds.ts";

// A guest's mails and texts about their booking. Each is queued in the transaction of what it tells (a booking,
// a move, a cancel), so it exists exactly when that does; each (booking, notice, channel) goes at most once, and
// one recipient gets at most GUEST_NOTICES_PER_HOUR notices of a business an hour, orders' and bookings' alike.

type NoticePayload = JobPayload<typeof BOOKING_NOTICE_JOB>;
type ReservationRow = typeof reservations.$inferSelect;

const HOUR_MS = 3_600_000;
const REMINDERS: { event: BookingNoticeEvent; before: number }[] = [
  { event: "reminder-day", before: 24 * HOUR_MS },
  { event: "reminder-hours", before: 2 * HOUR_MS },
];

/**
 * Queues the notice of `event` on each channel the guest asked for; a booking that now starts at a new time
 * (booked, requested, changed) also queues its reminders, those still ahead.
 */
export async function queueBookingNotices(
  tx: Tx | Db,
  jobs: JobQueue,
  row: ReservationRow,
  event: BookingNoticeEvent,
  now: Date,
) {
  const channels: NoticeChannel[] = [];
  if (row.notifyEmail && row.guestEmail) channels.push("email");
  if (row.notifySms) channels.push("sms");
  const start = row.startsAt.toISOString();
  for (const channel of channels) {
    const base = { reservationId: row.id, channel, for: start };
    await jobs.enqueue(BOOKING_NOTICE_JOB, { ...base, event }, { db: tx as Db });
    if (event !== "booked" && event !== "requested" && event !== "changed") continue;
    for (const reminder of REMINDERS) {
      const runAt = new Date(row.startsAt.getTime() - reminder.before);
      if (runAt.getTime() > now.getTime())
        await jobs.enqueue(BOOKING_NOTICE_JOB, { ...base, event: reminder.event }, { db: tx as Db, runAt });
    }
  }
}

export function registerBookingNotices(app: FastifyInstance) {
  const texts = app.config.twilio ? createTextSender(app.config.twilio) : null;
  const perHour = app.config.guestNotices?.perHour ?? GUEST_NOTICES_PER_HOUR;
  app.jobs.handle(BOOKING_NOTICE_JOB, (notice) => sendBookingNotice(app, texts, perHour, notice));
}

const OPEN: readonly ReservationStatus[] = ["REQUESTED", "CONFIRMED"];

/** A notice that no longer says what is true is not sent: a reminder of a moved or ended booking, and the like. */
function isStale(row: ReservationRow, notice: NoticePayload): boolean {
  if (notice.event === "cancelled") return row.status !== "CANCELLED";
  if (!OPEN.includes(row.status as ReservationStatus)) return true;
  return row.startsAt.toISOString() !== notice.for;
}

function recipientOf(
  notice: NoticePayload,
  row: ReservationRow,
  business: { country: string; config: BusinessConfig },
  texts: TextSender | null,
): string | null {
  if (notice.channel === "email")
    return row.notifyEmail && row.guestEmail ? row.guestEmail.toLowerCase() : null;
  if (!row.notifySms || !texts || business.config.guestSms !== true) return null;
  const phone = normalizePhone(row.guestPhone, countryCodeOf(business.country));
  const countries = textCountriesOf(business.country, business.config.textCountries);
  return phone && isTextable(phone, countries) ? phone.e164 : null;
}

async function sendBookingNotice(
  app: FastifyInstance,
  texts: TextSender | null,
  perHour: number,
  notice: NoticePayload,
) {
  const [found] = await app.db
    .select({
      row: reservations,
      name: businesses.name,
      url: businesses.url,
      config: businesses.config,
      country: businesses.country,
      phone: businesses.phone,
      businessEmail: businesses.email,
      ownerEmail: members.notificationEmail,
      memberEmail: members.email,
    })
    .from(reservations)
    .innerJoin(businesses, eq(businesses.id, reservations.businessId))
    .innerJoin(members, eq(members.id, businesses.memberId))
    .where(eq(reservations.id, notice.reservationId))
    .limit(1);
  if (!found || isStale(found.row, notice)) return;
  const { row } = found;
  const config = found.config as BusinessConfig;
  const recipient = recipientOf(notice, row, { country: found.country, config }, texts);
  if (recipient === null) return;

  const key = { reservationId: row.id, notice: `${notice.event}:${notice.for}`, channel: notice.channel };
  const [claimed] = await app.db.insert(bookingNotices).values(key).onConflictDoNothing().returning();
  // Sent already, held back, or being sent by another worker: nothing more to do here.
  if (!claimed) return;
  const isKey = and(
    eq(bookingNotices.reservationId, key.reservationId),
    eq(bookingNotices.notice, key.notice),
    eq(bookingNotices.channel, key.channel),
  );
  if (!(await countNotice(app.db, { businessId: row.businessId, recipient, perHour }))) {
    await app.db.update(bookingNotices).set({ heldBack: true }).where(isKey);
    app.log.warn(
      { reservationId: row.id, channel: notice.channel },
      "booking notice held back: hourly limit",
    );
    return;
  }

  const base = `${app.config.publicBaseUrl}${app.config.contextPath}/m/${encodeURIComponent(found.url)}`;
  const lang = row.guestLang;
  // A reminder's link opens the page asking "are you still coming?" (a button there answers: a link a mail
  // scanner opens changes nothing).
  const asks = notice.event === "reminder-day" || notice.event === "reminder-hours";
  const link = `${base}/bookings/${encodeURIComponent(row.id)}?key=${encodeURIComponent(row.guestKey)}${lang ? `&lang=${encodeURIComponent(lang)}` : ""}${asks ? "&confirm=1" : ""}`;
  const facts = {
    event: notice.event,
    booking: { party: row.party, start: row.startsAt },
    business: { name: found.name, config, phone: found.phone, country: countryCodeOf(found.country) },
    link,
    lang,
  };
  try {
    if (notice.channel === "email") {
      const calendar = bookingCalendar({
        id: row.id,
        start: row.startsAt,
        end: row.endsAt,
        restaurant: found.name,
        party: row.party,
        lang,
        link,
        isCancelled: row.status === "CANCELLED",
      });
      // From the restaurant, by name, and a reply reaches it: the guest's questions are for the restaurant.
      await app.mailer.send({
        to: recipient,
        ...bookingNoticeMail(facts),
        fromName: found.name.trim() || undefined,
        replyTo: found.businessEmail.trim() || found.ownerEmail.trim() || found.memberEmail,
        attachments: [
          { filename: "booking.ics", content: calendar, contentType: "text/calendar; charset=utf-8" },
        ],
      });
    } else {
      // Twilio's status callback names a text no order has: the route answers it and records nothing.
      await texts?.send(
        recipient,
        bookingNoticeText(facts),
        `${app.config.publicBaseUrl}${app.config.contextPath}${TEXT_STATUS_PATH}`,
      );
    }
  } catch (error) {
    // Given back for the job's retry.
    await app.db.delete(bookingNotices).where(isKey);
    throw error;
  }
  await app.db.update(bookingNotices).set({ sentAt: new Date() }).where(isKey);
}
