import { z } from "zod";
import { defineJob } from "../../jobs/define-job.ts";
import { NOTICE_CHANNELS } from "../guest-notices/notice-kinds.ts";

// What a guest hears of their booking, as jobs: a mail server or Twilio that is down delays nothing the guest or
// the host waits for. The reminders are queued to run a day and two hours before, and speak only if the booking
// still starts when they were queued for (`for`): a moved booking queues its own.

export const BOOKING_NOTICE_EVENTS = [
  "booked",
  "requested",
  "confirmed",
  "changed",
  "cancelled",
  "reminder-day",
  "reminder-hours",
] as const;
export type BookingNoticeEvent = (typeof BOOKING_NOTICE_EVENTS)[number];

export const BOOKING_NOTICE_JOB = defineJob(
  "booking-notice",
  z.object({
    reservationId: z.string(),
    event: z.enum(BOOKING_NOTICE_EVENTS),
    channel: z.enum(NOTICE_CHANNELS),
    /** The booking's start the notice speaks of (ISO). */
    for: z.string(),
  }),
);
