// What both test runners' reporters print at the end of a run: the slowest files (and tests), so whoever looks at
// a slow run next sees where its time went without timing anything by hand.

/** A file or a test and the time spent on it, in milliseconds. */
export interface Timed {
  name: string;
  ms: number;
}

/**
 * The `limit` slowest of `durations`, slowest first. Equal times keep the order of their names, so two runs that
 * took the same times print the same table.
 */
export function rankSlowest(durations: Iterable<readonly [string, number]>, limit = 10): Timed[] {
  return [...durations]
    .map(([name, ms]) => ({ name, ms }))
    .filter(({ ms }) => ms > 0) // a file queued but never run (a filter, a bail) took no time worth listing
    .sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** Seconds with one decimal, right-aligned under "seconds". */
const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);

/** A short table: a title, a header, then one line per entry with its seconds. Empty when nothing ran. */
export function formatSlowest(title: string, ranked: readonly Timed[], what = "file"): string {
  if (ranked.length === 0) return "";
  const lines = ranked.map(({ name, ms }) => `  ${seconds(ms)}  ${name}`);
  return [title, `  ${"seconds".padStart(7)}  ${what}`, ...lines].join("\n");
}
