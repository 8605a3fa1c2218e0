import type { BusinessConfig } from "../../../../shared/businesses/business-config.ts";
import type { Weekday } from "../../../../shared/common/constants.ts";
import { dayName } from "../../../../shared/common/day-names.ts";
import { fill } from "../../../../shared/common/fill.ts";
import { wordedLanguage } from "../../../../shared/common/worded-language.ts";
import { menuText } from "../../../../shared/guest-page/guest-view.ts";
import { guestWords } from "../../../../shared/guest-page/guest-words.ts";
import { describeSchedule, isServedAt, type MenuSchedule } from "../../../../shared/menus/menu-schedule.ts";
import { orderRefusals } from "../../../../shared/ordering/order-refusals.ts";
import type { PublishedSnapshot, SnapshotMenu } from "../../../../shared/publishing/public-page.ts";

// An item of a menu served at set times is ordered for a time that menu is served: now, or
// the time the order is scheduled for.

type TimedMenu = Pick<SnapshotMenu, "name" | "details" | "translations"> & {
  schedule: NonNullable<MenuSchedule>;
};
export type MenuTimes = ReadonlyMap<string, TimedMenu>;

/** The published menus that have a schedule, by id. */
export function menuTimesOf(snapshot: PublishedSnapshot): MenuTimes {
  const times = new Map<string, TimedMenu>();
  for (const menu of snapshot.menus)
    if (menu.schedule)
      times.set(menu.id, {
        name: menu.name,
        details: menu.details,
        translations: menu.translations,
        schedule: menu.schedule,
      });
  return times;
}

/**
 * The sentence refusing the first line whose menu is not served at `at`, or null when every one is; in the
 * guest's language (`lang`), with the menu's name and times as the guest's page shows them.
 */
export function menuTimeProblem(
  times: MenuTimes,
  config: BusinessConfig,
  lines: readonly { menuId: string }[],
  at: Date,
  isScheduled: boolean,
  lang: string | null = null,
): string | null {
  const zone = { timeZone: config.timeZone ?? null, offsetMinutes: config.timeZoneOffset ?? 0 };
  for (const line of lines) {
    const menu = times.get(line.menuId);
    if (!menu || isServedAt(menu.schedule, at, zone)) continue;
    // The days in the sentence's language: a page in a language we have no words for reads English.
    const worded = wordedLanguage(lang);
    const when = describeSchedule(menu.schedule, config.use24HourFormat ?? false, {
      allDay: guestWords(worded).allDay,
      shortDay: (day: Weekday) => dayName(day, worded, "short"),
    });
    const refusals = orderRefusals(lang);
    return fill(isScheduled ? refusals.menuServedScheduled : refusals.menuServed, {
      menu: menuText(menu, lang).name,
      when,
    });
  }
  return null;
}
