import type { Dashboard } from "../../../shared/members/members.ts";
import type { WaitlistEntry } from "../../../shared/reservations/reservations.ts";

// What the waiting list says about a party: how long they have waited, and how "Table ready" reached them.

const MINUTE_MS = 60_000;

/** Whole minutes since the party joined the line, never below 0 (the device's clock may run behind the server's). */
export function minutesWaited(createdAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(createdAt)) / MINUTE_MS));
}

/**
 * Whether "Table ready" can text a party: the server sends texts only with a text message account set up, and
 * only for a business that turned guest texts on; otherwise a phone is there for the host to call.
 */
export function textsParties(dashboard: Dashboard): boolean {
  return dashboard.canTextGuests && dashboard.business.config.guestSms === true;
}

/** After "Table ready": who was told how, or what the host still has to do themselves. */
export function toldMessage(entry: WaitlistEntry, canText: boolean): string {
  const isTexted = canText && entry.phone !== "";
  const isMailed = entry.email !== "";
  if (isTexted && isMailed) return `${entry.name} was texted and mailed that their table is ready.`;
  if (isTexted) return `${entry.name} was texted that their table is ready.`;
  if (isMailed) return `${entry.name} was mailed that their table is ready.`;
  if (entry.phone) return `Please call ${entry.name} at ${entry.phone}: their table is ready.`;
  return `Please tell ${entry.name} their table is ready: they left no phone or email.`;
}
