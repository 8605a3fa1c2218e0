import { z } from "zod";
import type { TextStatus } from "../ordering/orders.ts";

// Twilio's status callback for a text (POST, form-encoded, signed with X-Twilio-Signature): the text's SID and its
// status. Twilio sends more fields, all of which the signature covers, so the form is kept whole.

export const TextStatusCallbackSchema = z.record(z.string(), z.string().max(2000));

/** What the owner reads of Twilio's statuses; the ones on the way (queued, sending, sent) leave the order as it is. */
export function textStatusOf(twilioStatus: string | undefined): TextStatus | null {
  if (twilioStatus === "delivered" || twilioStatus === "read") return "delivered";
  if (twilioStatus === "undelivered" || twilioStatus === "failed") return "failed";
  return null;
}
