import { z } from "zod";
import { defineJob } from "../../jobs/define-job.ts";

// The guest's mails and text messages about their order, as jobs (docs/decisions/006): a mail server or Twilio
// that is down delays nothing the guest or the owner waits for, and each notice is tried again until it goes.

export const NOTICE_CHANNELS = ["email", "sms"] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** What the guest hears of. A refund's event carries the refunded total ("refunded:1500"): each refund is news. */
export type NoticeEvent =
  | "received"
  | "accepted"
  | "ready"
  /** A delivery handed to the driver. */
  | "on-its-way"
  | "rejected"
  | "cancelled"
  | `refunded:${number}`;

/** One notice to one guest, sent by guest-notices.ts. */
export const GUEST_NOTICE_JOB = defineJob(
  "guest-notice",
  z.object({
    orderId: z.string(),
    event: z.union([
      z.enum(["received", "accepted", "ready", "on-its-way", "rejected", "cancelled"]),
      z.templateLiteral(["refunded:", z.number()]),
    ]) satisfies z.ZodType<NoticeEvent>,
    channel: z.enum(NOTICE_CHANNELS),
  }),
);
