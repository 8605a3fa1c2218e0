// The guest's mails and text messages about their order, as jobs (docs/decisions/006): a mail server or Twilio
// that is down delays nothing the guest or the owner waits for, and each notice is tried again until it goes.

/** One notice to one guest: `{orderId, event, channel}`. */
export const GUEST_NOTICE_JOB = "guest-notice";

export type NoticeChannel = "email" | "sms";

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
