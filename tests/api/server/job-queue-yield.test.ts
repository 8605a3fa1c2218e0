import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { jobs } from "../../../src/server/db/schema.ts";
import { defineJob } from "../../../src/server/jobs/define-job.ts";
import { createJobQueue } from "../../../src/server/jobs/job-queue.ts";
import { scaled } from "../../helpers/slowness.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The worker shares the requests' event loop (and, on PGlite, their database): while requests are
// in flight it lets them go first, but never for longer than its bound, so a mail is late, never lost.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Only this file's queues take jobs: the app's own worker would claim them and fail (no handler here).
  await t.app.jobs.close();
});
afterAll(async () => {
  await t.close();
});

const quietLog = { warn: () => {}, error: () => {} };

describe("the job worker yields to requests in flight", () => {
  it("waits while requests are in flight and runs the job once they are answered", async () => {
    let isBusy = true;
    const done: string[] = [];
    const queue = createJobQueue({ db: t.database.db, log: quietLog, pollMs: 60_000, isBusy: () => isBusy });
    const job = defineJob("yield-test", z.object({ n: z.string() }));
    queue.handle(job, async ({ n }) => {
      done.push(n);
    });
    queue.start();
    try {
      await queue.enqueue(job, { n: "first" });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(done).toEqual([]);
      isBusy = false;
      await vi.waitFor(() => expect(done).toEqual(["first"]), { timeout: 5000 });
    } finally {
      await queue.close();
    }
  });

  it("waits at most its bound in a whole pass, so requests that never stop do not starve a backlog", async () => {
    const done: number[] = [];
    const queue = createJobQueue({
      db: t.database.db,
      log: quietLog,
      pollMs: 60_000,
      isBusy: () => true,
      maxYieldMs: 1000,
    });
    const job = defineJob("yield-backlog", z.object({ n: z.number() }));
    queue.handle(job, async ({ n }) => {
      done.push(n);
    });
    for (let n = 0; n < 10; n++) await queue.enqueue(job, { n });
    const started = Date.now();
    queue.start();
    try {
      await vi.waitFor(() => expect(done).toHaveLength(10), { timeout: scaled(15_000) });
      // Waiting per job, ten jobs would take 10 s at least; the pass waits its 1 s once.
      expect(Date.now() - started).toBeLessThan(7000);
      expect([...done].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    } finally {
      await queue.close();
    }
  });

  it("runs the job after its longest wait even if requests never stop", async () => {
    const done: string[] = [];
    const queue = createJobQueue({
      db: t.database.db,
      log: quietLog,
      pollMs: 60_000,
      isBusy: () => true,
      maxYieldMs: 200,
    });
    const job = defineJob("yield-forever", z.object({ n: z.string() }));
    queue.handle(job, async ({ n }) => {
      done.push(n);
    });
    queue.start();
    try {
      await queue.enqueue(job, { n: "late" });
      await vi.waitFor(() => expect(done).toEqual(["late"]), { timeout: 5000 });
    } finally {
      await queue.close();
    }
  });
});

describe("the job worker's round trips", () => {
  it("runs each due job once and removes it, the last of a pass too; a failed one waits for its retry", async () => {
    const done: number[] = [];
    const queue = createJobQueue({ db: t.database.db, log: quietLog, pollMs: 60_000 });
    const job = defineJob("trip-test", z.object({ n: z.number() }));
    queue.handle(job, async ({ n }) => {
      if (n === 2) throw new Error("the mail server said no");
      done.push(n);
    });
    try {
      for (const n of [1, 2, 3, 4]) await queue.enqueue(job, { n });
      await queue.drain();
      expect([...done].sort()).toEqual([1, 3, 4]);
      const left = await t.database.db.select().from(jobs).where(eq(jobs.kind, "trip-test"));
      expect(left.map((job) => [(job.payload as { n: number }).n, job.attempts, job.lastError])).toEqual([
        [2, 1, "the mail server said no"],
      ]);
      await queue.drain(); // not due again yet: nothing runs twice
      expect(done).toHaveLength(3);
    } finally {
      await queue.close();
    }
  });

  it("runs a job once even when its handler outlasts its lease", async () => {
    let runs = 0;
    const queue = createJobQueue({ db: t.database.db, log: quietLog, pollMs: 60_000, leaseMs: 100 });
    const job = defineJob("slow-test", z.object({}));
    queue.handle(job, async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 400)); // the lease runs out meanwhile
    });
    try {
      await queue.enqueue(job, {});
      await queue.drain();
      expect(runs).toBe(1);
      expect(await t.database.db.select().from(jobs).where(eq(jobs.kind, "slow-test"))).toEqual([]);
    } finally {
      await queue.close();
    }
  });
});

describe("draining beside a running worker", () => {
  it("resolves only once every due job is done, whichever pass claimed it, and never runs two passes at once", async () => {
    const done: number[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const queue = createJobQueue({ db: t.database.db, log: quietLog, pollMs: 60_000 });
    const job = defineJob("drain-beside-worker", z.object({ n: z.number() }));
    queue.handle(job, async ({ n }) => {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      done.push(n);
    });
    queue.start();
    try {
      // Every enqueue wakes the worker, so its passes start while the drains below are waiting or running: a
      // drain that let the worker claim a job under it would resolve with that job still in hand.
      for (let round = 0; round < 10; round++) {
        await Promise.all([0, 1, 2].map((n) => queue.enqueue(job, { n: round * 3 + n })));
        await queue.drain();
        expect(done).toHaveLength(round * 3 + 3);
        expect(await t.database.db.select().from(jobs).where(eq(jobs.kind, "drain-beside-worker"))).toEqual(
          [],
        );
      }
      expect(mostInFlight).toBe(1);
    } finally {
      await queue.close();
    }
  });
});
