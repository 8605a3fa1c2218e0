import { z } from "zod";

/** The announcement banner, stored as JSON. */
export const AnnouncementSchema = z.object({
  enabled: z.boolean().default(false),
  text: z.string().max(280).default(""),
  start: z.string().nullable().optional(),
  end: z.string().nullable().optional(),
  backgroundColor: z.string().optional(),
  textColor: z.string().optional(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export function readAnnouncement(value: unknown): Announcement | null {
  let raw = value;
  if (typeof value === "string") {
    try {
      raw = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = AnnouncementSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);

/** Shown only if enabled, the text is not blank and now is between start and end. */
export function isAnnouncementVisible(banner: Announcement | null, now: Date): boolean {
  if (!banner?.enabled || !banner.text.trim()) return false;
  const start = time(banner.start);
  const end = time(banner.end);
  if (!Number.isNaN(start) && now.getTime() < start) return false;
  if (Number.isNaN(end) || now.getTime() > end) return false;
  return true;
}

/** A schedule is expired if its end is missing or past. */
export function isAnnouncementExpired(banner: Announcement | null, now: Date): boolean {
  const end = time(banner?.end);
  return Number.isNaN(end) || end < now.getTime();
}
