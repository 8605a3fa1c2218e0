import { createHash } from "node:crypto";

// How much slower than its own CPU time this machine runs a fixed piece of work right now: the wall time of a
// task over the CPU time it took. On a quiet machine that is 1; with other processes taking the cores (a CI
// machine running the suite beside other work, two busy loops) it grows, and the tests' time limits grow with it,
// so a test that waits for an outcome is never cut off by a limit set on a quiet machine. TEST_SLOWNESS sets it
// by hand; the first measure is kept in it, so the run's workers and browsers use the same factor.

const MAX_FACTOR = 6;

function measure(): number {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  const block = Buffer.alloc(1 << 20, 7);
  let digest = Buffer.alloc(32);
  for (let round = 0; round < 24; round++)
    digest = createHash("sha256").update(block).update(digest).digest();
  const wall = performance.now() - wallStart;
  const used = process.cpuUsage(cpuStart);
  const cpu = (used.user + used.system) / 1000;
  return cpu > 0 ? wall / cpu : 1;
}

/** The factor test time limits are multiplied by: at least 1, at most 6, to one decimal. */
export function slownessFactor(): number {
  const given = Number(process.env.TEST_SLOWNESS);
  if (Number.isFinite(given) && given >= 1) return Math.min(given, MAX_FACTOR);
  // The best of three: a single measure may land on a moment the scheduler gave the core away.
  const factor = Math.min(measure(), measure(), measure());
  const rounded = Math.min(MAX_FACTOR, Math.max(1, Math.round(factor * 10) / 10));
  process.env.TEST_SLOWNESS = String(rounded);
  return rounded;
}

/** A time limit of the suite, scaled by the machine's slowness. */
export function scaled(ms: number): number {
  return Math.round(ms * slownessFactor());
}
