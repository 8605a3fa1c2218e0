import { IMAGE_MESSAGES } from "../../shared/common/messages.ts";

/** A day as the owner's browser writes it (customers, orders, reviews); "—" when there is none. */
export const formatDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" })
    : "—";

/** When a saved version or a session was made, to the minute. */
export function formatSavedDate(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) return IMAGE_MESSAGES.unknownSavedDate;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(time);
}
