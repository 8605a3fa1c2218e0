import type { BusinessConfig } from "../../../shared/business-config.ts";
import { describeSchedule, isServedAt, type MenuSchedule } from "../../../shared/menu-schedule.ts";
import type { PublishedSnapshot } from "../../../shared/public-page.ts";

// Issue 17 item 2: an item of a menu served at set times is ordered for a time that menu is served: now, or
// the time the order is scheduled for.

export type MenuTimes = ReadonlyMap<string, { name: string; schedule: NonNullable<MenuSchedule> }>;

/** The published menus that have a schedule, by id. */
export function menuTimesOf(snapshot: PublishedSnapshot): MenuTimes {
  const times = new Map<string, { name: string; schedule: NonNullable<MenuSchedule> }>();
  for (const menu of snapshot.menus)
    if (menu.schedule) times.set(menu.id, { name: menu.name, schedule: menu.schedule });
  return times;
}

/** The sentence refusing the first line whose menu is not served at `at`, or null when every one is. */
export function menuTimeProblem(
  times: MenuTimes,
  config: BusinessConfig,
  lines: readonly { menuId: string }[],
  at: Date,
  isScheduled: boolean,
): string | null {
  const zone = { timeZone: config.timeZone ?? null, offsetMinutes: config.timeZoneOffset ?? 0 };
  for (const line of lines) {
    const menu = times.get(line.menuId);
    if (!menu || isServedAt(menu.schedule, at, zone)) continue;
    const when = describeSchedule(menu.schedule, config.use24HourFormat ?? false);
    return isScheduled
      ? `The ${menu.name} menu is served ${when}. Please choose a time when it is served.`
      : `The ${menu.name} menu is served ${when}. Please order it then, or schedule the order for that time.`;
  }
  return null;
}
