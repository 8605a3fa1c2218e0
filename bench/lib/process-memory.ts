// A process's memory as the system sees it (Linux /proc), the figure a small server runs out of: resident
// memory now (VmRSS) and its peak (VmHWM), in MB. A worker thread is counted in its process; the resident memory
// counts the server's child processes too (the printable menu's process while it runs, a PDF being read, the
// embedded database's creation), since a small machine must hold them all. The peak is the server's own.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

export interface ProcessMemory {
  rssMb: number;
  peakMb: number;
}

function statusKb(pid: number, field: string): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  } catch {
    return 0; // ended meanwhile
  }
}

/** The process's children and theirs (Linux lists each thread's children). */
function descendants(pid: number): number[] {
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children = tasks.flatMap((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
        .split(" ")
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  });
  return children.flatMap((child) => [child, ...descendants(child)]);
}

export function processMemory(pid: number): ProcessMemory {
  const rssKb = [pid, ...descendants(pid)].reduce((sum, id) => sum + statusKb(id, "VmRSS"), 0);
  return { rssMb: rssKb / 1024, peakMb: statusKb(pid, "VmHWM") / 1024 };
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
