import type { Weekday } from "./constants.ts";

// Weekday names in the guest's language through Intl, so no table of them ships anywhere. Apart
// from guest-words.ts so the guest page's script can name days without carrying every language's words.

/** A monday first week, for naming days through Intl (2024-01-01 was a Monday). */
const DAY_INDEX: Record<Weekday, number> = {
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
};

/** A weekday's name in `lang` through Intl ("Tuesday", "mardi", "الثلاثاء"), as written mid-sentence. */
export function dayName(
  day: Weekday,
  lang: string | null | undefined,
  style: "long" | "short" = "long",
): string {
  const english = day.charAt(0).toUpperCase() + (style === "short" ? day.slice(1, 3) : day.slice(1));
  if (!lang || lang.split("-")[0] === "en") return english;
  try {
    const name = new Intl.DateTimeFormat(lang, { weekday: style, timeZone: "UTC" }).format(
      new Date(Date.UTC(2024, 0, 1 + DAY_INDEX[day])),
    );
    return name;
  } catch {
    return english;
  }
}
