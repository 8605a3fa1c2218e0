import { formatUsPhone } from "../../../shared/common/phone.ts";

/**
 * A guest's phone as the host reads it: the server keeps E.164 ("+14155550170"); a North American number reads
 * "(415) 555-0170", any other keeps its international form.
 */
export function guestPhoneText(phone: string): string {
  return phone.startsWith("+") && !phone.startsWith("+1") ? phone : formatUsPhone(phone);
}
