import type { Db } from "./client.ts";

// In a rush, guests of one business order or book in the same instant, and each of their statements was one the
// others waited behind (on PGlite, on the app's one thread; on PostgreSQL, at the business's lock). The calls
// that reach a rush in the same turn of the event loop run together instead (one statement for orders, one
// transaction for bookings): they are collected until `setImmediate`, which comes once Node has read every
// request that arrived with them, so a guest alone waits for nothing. Each guest still gets their own answer.
// Should the shared statement fail, each guest's call runs alone, so one guest's error is never another's.

/** How a database's rushes were answered: together, guest by guest after the shared statement failed, or apart. */
export interface RushCounts {
  together: number;
  fellBack: number;
  /** Rushes whose calls could not share a statement (`canShare`) and ran one by one from the start. */
  apart: number;
}

interface Waiting<T, R> {
  call: T;
  resolve(answer: R): void;
  reject(error: unknown): void;
}

export interface Rush<T, R> {
  /** Answers `call`, run in one statement with the others joined under `key` in this turn of the event loop. */
  join(db: Db, key: string, call: T): Promise<R>;
  /** The rushes of `db` so far: a shared statement that keeps failing shows as `fellBack` growing. */
  counts(db: Db): RushCounts;
}

export function createRush<T, R>({
  together,
  alone,
  canShare = () => true,
}: {
  /** The calls' answers, in their order, from one statement. */
  together(db: Db, calls: T[]): Promise<R[]>;
  alone(db: Db, call: T): Promise<R>;
  /** False when these calls cannot share one statement: each then runs alone. */
  canShare?(calls: T[]): boolean;
}): Rush<T, R> {
  const rushes = new WeakMap<Db, Map<string, Waiting<T, R>[]>>();
  const counted = new WeakMap<Db, RushCounts>();

  function counts(db: Db): RushCounts {
    let mine = counted.get(db);
    if (!mine) {
      mine = { together: 0, fellBack: 0, apart: 0 };
      counted.set(db, mine);
    }
    return mine;
  }

  async function run(db: Db, rush: Waiting<T, R>[]) {
    const calls = rush.map(({ call }) => call);
    if (rush.length > 1 && !canShare(calls)) counts(db).apart++;
    else if (rush.length > 1) {
      try {
        const answers = await together(db, calls);
        counts(db).together++;
        for (const [i, { resolve }] of rush.entries()) resolve(answers[i] as R);
        return;
      } catch {
        // Each guest alone below: a guest's error is then their own. (Had the statement committed before
        // failing, as on a connection lost on the way back, its calls are made again: each kind of call says
        // what that does.)
        counts(db).fellBack++;
      }
    }
    await Promise.all(rush.map(({ call, resolve, reject }) => alone(db, call).then(resolve, reject)));
  }

  function join(db: Db, key: string, call: T): Promise<R> {
    let byKey = rushes.get(db);
    if (!byKey) {
      byKey = new Map();
      rushes.set(db, byKey);
    }
    const mine = byKey;
    let waiting = mine.get(key);
    if (!waiting) {
      const rush: Waiting<T, R>[] = [];
      waiting = rush;
      mine.set(key, rush);
      setImmediate(() => {
        mine.delete(key);
        void run(db, rush);
      });
    }
    const queue = waiting;
    return new Promise((resolve, reject) => queue.push({ call, resolve, reject }));
  }

  return { join, counts };
}
