import { localClock } from "../hours/business-clock.ts";
import { type HoursMap, openStatus, parseTime } from "../hours/hours.ts";

// When an item sold out "for today" comes back by itself: at the business's next opening, in its own time zone,
// so what ran out during one service is on sale again when the next one starts. Pure: the server stores the
// instant, and the dashboard could say it the same way.

interface Zone {
  timeZone?: string | null;
  offsetMinutes?: number;
}

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
/** More back-to-back ranges than a week holds means the business never closes. */
const MAX_STEPS = 16;

/**
 * The instant a wall-clock time ("HH:mm", `daysAhead` local days after `from`) falls at in the zone. Counted in
 * minutes from `from`'s own wall clock, then corrected once by what the zone's clock reads there, so a
 * daylight-saving change in between still lands on the wall time.
 */
function instantAt(from: Date, time: string, daysAhead: number, zone: Zone): Date {
  const target = parseTime(time) ?? 0;
  const start = new Date(Math.floor(from.getTime() / MINUTE) * MINUTE);
  const local = localClock(start, zone.timeZone, zone.offsetMinutes ?? 0);
  const guess = new Date(start.getTime() + (daysAhead * DAY_MINUTES + target - local.minutes) * MINUTE);
  const landed = localClock(guess, zone.timeZone, zone.offsetMinutes ?? 0).minutes;
  let drift = target - landed;
  if (drift > DAY_MINUTES / 2) drift -= DAY_MINUTES;
  if (drift < -DAY_MINUTES / 2) drift += DAY_MINUTES;
  return new Date(guess.getTime() + drift * MINUTE);
}

/**
 * The end of "sold out for today" marked at `now`: the start of the next opening after now. While open, that is
 * the opening after the current one closes (ranges that follow each other without a gap count as one); while
 * closed, the next range to start. A business without hours, or open round the clock, has no next opening:
 * then the next local midnight, the one end of "today" that needs no hours.
 */
export function soldOutTodayEnd(hours: HoursMap, now: Date, zone: Zone = {}): Date {
  let at = now;
  for (let step = 0; step < MAX_STEPS; step++) {
    const status = openStatus(hours, at, zone);
    if (!status.open) {
      if (!status.nextOpening) break;
      return instantAt(at, status.nextOpening.time, status.nextOpening.daysAhead, zone);
    }
    const closes = parseTime(status.closesAt ?? "") ?? 0;
    const minutes = localClock(at, zone.timeZone, zone.offsetMinutes ?? 0).minutes;
    // A close at or before the time now is tomorrow's (an overnight range).
    at = instantAt(at, status.closesAt ?? "00:00", closes <= minutes ? 1 : 0, zone);
  }
  return instantAt(now, "00:00", 1, zone);
}
