// CPU time a process and its children used, from /proc (Linux). On a shared 2-core machine requests per
// second depend on what else runs; CPU time per request much less so, which makes it the steadier anchor.
import { existsSync, readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function children(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
}

/** User + system CPU seconds in the text of a /proc `stat` file (a process's or one thread's). */
export function statCpuSeconds(stat: string): number {
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** User + system CPU seconds of `pid` and its live descendants so far. */
export function cpuSeconds(pid: number): number {
  let total = 0;
  for (const id of [pid, ...children(pid).flatMap((child) => [child, ...children(child)])])
    total += statCpuSeconds(readFileSync(`/proc/${id}/stat`, "utf8"));
  return total;
}

/** Runs `work` and returns its result with the CPU seconds `pid` spent meanwhile. */
export async function withCpu<T>(pid: number, work: () => Promise<T>): Promise<T & { cpuSeconds: number }> {
  const before = cpuSeconds(pid);
  const result = await work();
  return { ...result, cpuSeconds: cpuSeconds(pid) - before };
}

/**
 * User + system CPU seconds of `pid`'s main thread (its event loop, and on PGlite the database too) apart from its
 * other threads (libuv's pool, V8's collectors and compilers): only the main thread's time makes the requests
 * behind it wait.
 */
export function threadSeconds(pid: number): { main: number; others: number } {
  let main = 0;
  let others = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const seconds = statCpuSeconds(readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8"));
      if (tid === String(pid)) main += seconds;
      else others += seconds;
    } catch {} // a thread that ended meanwhile
  }
  return { main, others };
}
