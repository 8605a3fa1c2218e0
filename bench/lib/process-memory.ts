// A process's memory as the system sees it (Linux /proc), the figure a small server runs out of: resident
// memory now (VmRSS) and its peak (VmHWM), in MB. A worker thread is counted in its process; a child process
// (the embedded database's creation in a new data folder) is not.
import { readFileSync, writeFileSync } from "node:fs";

export interface ProcessMemory {
  rssMb: number;
  peakMb: number;
}

export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

/** Starts the peak over (Linux: "5" to clear_refs), so the next peak read is the one since now. */
export function resetPeak(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/** Reads the resident memory every `everyMs` until stopped; the highest and the last reading, in MB. */
export function sampleMemory(pid: number, everyMs = 250) {
  let highest = processMemory(pid).rssMb;
  const timer = setInterval(() => {
    highest = Math.max(highest, processMemory(pid).rssMb);
  }, everyMs);
  return {
    stop(): { highestMb: number; lastMb: number } {
      clearInterval(timer);
      const last = processMemory(pid).rssMb;
      return { highestMb: Math.max(highest, last), lastMb: last };
    },
  };
}

/** The load average over the last minute, five minutes and fifteen minutes (the 2 cores are shared). */
export function loadAverage(): string {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
}
