import { execFileSync } from "node:child_process";

// How much slower than its own CPU time this machine runs a fixed piece of work right now: the wall time of a
// task over the CPU time it took. On a quiet machine that is 1; with other processes taking the cores (a CI
// machine running the suite beside other work, two busy loops) it grows, and the tests' time limits grow with it,
// so a test that waits for an outcome is never cut off by a limit set on a quiet machine. TEST_SLOWNESS sets it
// by hand; the first measure is kept in it, so the run's workers and browsers use the same factor.

const MAX_FACTOR = 6;

// Run in a process of its own: the CPU time Node reports is the whole process's, and the runner's own threads
// (transforms, workers) would count as the task's.
const TASK = `
const { createHash } = require("node:crypto");
const block = Buffer.alloc(1 << 20, 7);
const ratios = [];
for (let run = 0; run < 5; run++) {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  let digest = Buffer.alloc(32);
  for (let round = 0; round < 48; round++) digest = createHash("sha256").update(block).update(digest).digest();
  const used = process.cpuUsage(cpuStart);
  ratios.push((performance.now() - wallStart) / Math.max(1, (used.user + used.system) / 1000));
}
ratios.sort((a, b) => a - b);
process.stdout.write(String(ratios[2]));
`;

/** The factor test time limits are multiplied by: at least 1, at most 6, to one decimal. */
export function slownessFactor(): number {
  const given = Number(process.env.TEST_SLOWNESS);
  if (Number.isFinite(given) && given >= 1) return Math.min(given, MAX_FACTOR);
  let factor = 1;
  try {
    // The median of five: one run may land on a moment the scheduler gave the core away, or kept it.
    factor = Number(execFileSync(process.execPath, ["-e", TASK], { encoding: "utf8", timeout: 60_000 }));
  } catch {
    factor = MAX_FACTOR; // a machine too busy to time a task in a minute is as slow as it gets
  }
  const rounded = Math.min(MAX_FACTOR, Math.max(1, Math.round((factor || 1) * 10) / 10));
  process.env.TEST_SLOWNESS = String(rounded);
  return rounded;
}

/** A time limit of the suite, scaled by the machine's slowness. */
export function scaled(ms: number): number {
  return Math.round(ms * slownessFactor());
}
