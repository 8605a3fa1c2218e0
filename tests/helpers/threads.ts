import { readdirSync, readFileSync } from "node:fs";

/** The nice value of each of this process's threads by id (Linux: field 19 of /proc/self/task/<id>/stat). */
export function threadNiceValues(): Map<string, number> {
  const values = new Map<string, number>();
  for (const id of readdirSync("/proc/self/task")) {
    try {
      const stat = readFileSync(`/proc/self/task/${id}/stat`, "utf8");
      values.set(id, Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]));
    } catch {
      // The thread ended while we looked.
    }
  }
  return values;
}

/** The ids of this process's threads at the lowest CPU priority (the OCR and PDF reading threads). */
export const lowPriorityThreads = () =>
  [...threadNiceValues()].filter(([, nice]) => nice === 19).map(([id]) => id);

/** The nice value of each thread of this process's child processes, by "pid/thread id" (the PDF reader's). */
export function childThreadNiceValues(): Map<string, number> {
  const values = new Map<string, number>();
  const children = readdirSync("/proc/self/task").flatMap((task) => {
    try {
      return readFileSync(`/proc/self/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    } catch {
      return [];
    }
  });
  for (const pid of children) {
    try {
      for (const id of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${id}/stat`, "utf8");
        values.set(`${pid}/${id}`, Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]));
      }
    } catch {
      // The process ended while we looked.
    }
  }
  return values;
}

/** The ids of this process's child processes with a thread at the given nice value. */
export const childrenAtNice = (wanted: number) => [
  ...new Set(
    [...childThreadNiceValues()].filter(([, nice]) => nice === wanted).map(([id]) => id.split("/")[0] ?? id),
  ),
];

/** The ids of this process's child processes with a thread at the lowest CPU priority (the OCR reader's). */
export const lowPriorityChildren = () => childrenAtNice(19);
