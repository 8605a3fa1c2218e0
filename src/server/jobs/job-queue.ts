import { and, asc, eq, isNull, lte, ne, or, type Placeholder, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { preparedOnce } from "../db/prepared.ts";
import { jobs } from "../db/schema.ts";
import { type JobDefinition, type JobHandler, type JobPayload, jobRow } from "./define-job.ts";

/** The queue's side of a job: its payload as stored, checked against the job's schema before its handler runs. */
type StoredJobHandler = (payload: unknown) => Promise<void>;

export interface JobQueue {
  /**
   * Says how to do the jobs of a definition (one handler per kind). `leaseMs`: how long a claimed job of this
   * kind belongs to its worker, when its handler promises to finish sooner than the queue's lease (a guest's
   * notice).
   */
  handle<Job extends JobDefinition>(job: Job, handler: JobHandler<Job>, options?: { leaseMs?: number }): void;
  /**
   * Stores a job; once this resolves it is committed and survives a crash. Wakes this instance's worker.
   * `runAt` defers it (a scheduled order's due time); `db` stores it inside the caller's transaction, so it
   * exists exactly when the caller's change does (the caller then calls `wake` after its commit).
   */
  enqueue<Job extends JobDefinition>(
    job: Job,
    payload: JobPayload<Job>,
    options?: EnqueueOptions,
  ): Promise<void>;
  /** Looks for due jobs now, rather than at the next poll. */
  wake(): void;
  start(): void;
  /** Does every job that is due now, then resolves (tests, and what the worker does each time it wakes). */
  drain(): Promise<void>;
  /** Stops the worker after the job in hand. */
  close(): Promise<void>;
}

export interface EnqueueOptions {
  runAt?: Date;
  db?: Db;
}

export interface JobQueueOptions {
  db: Db;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** How often an idle worker looks for jobs enqueued by other instances or due for a retry. */
  pollMs?: number;
  /**
   * Whether requests are waiting on this instance (owner-first.ts): the worker then lets them go first, for at
   * most `maxYieldMs`, since it shares their event loop (and, on PGlite, their database).
   */
  isBusy?: () => boolean;
  maxYieldMs?: number;
  /** How long a claimed job belongs to its worker (2 minutes; tests shorten it). */
  leaseMs?: number;
}

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  runAt?: Date;
}

/**
 * The insert that stores jobs, not yet run: `enqueue` awaits it, and a caller may make it a CTE of a statement of
 * its own (an order and its jobs are one statement, orders.service.ts), so the jobs exist exactly when the
 * caller's row does. Whoever stores them wakes the worker after.
 */
export function queueJobs(db: Db, list: NewJob[]) {
  return db
    .insert(jobs)
    .values(list.map(({ kind, payload, runAt }) => ({ kind, payload, runAt: runAt ?? sql`now()` })));
}

const LEASE_MS = 2 * 60_000;
/** 1 s, 2 s, 4 s … up to 10 min between tries: about 40 minutes in all before a job is set aside as failed. */
const MAX_ATTEMPTS = 12;
const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 10 * 60_000);
const after = (ms: number | Placeholder) =>
  sql`now() + ${typeof ms === "number" ? Math.round(ms) : ms}::integer * interval '1 millisecond'`;

/** How often a pass that lets requests go first looks again whether they are answered. */
const YIELD_STEP_MS = 25;

/**
 * Takes the next due job for this worker: its attempt counted, its lease set. One statement (the row is locked by
 * the subquery and updated by the same statement), so a claim is one round trip, not a transaction's four. The
 * job done just before, if any, is deleted in that same statement: a job costs the worker two round trips in all
 * (its claim and, with the next claim, its removal), not three, beside what its handler does.
 */
function buildClaim(db: Db, isRemoving: boolean, name: string) {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.failedAt),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
        // Not the job being removed: a handler that outlasted its lease left it due again, and an UPDATE and a
        // DELETE of one row in one statement leave only the UPDATE.
        isRemoving ? ne(jobs.id, sql.placeholder("doneId")) : undefined,
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const removed = isRemoving
    ? [
        db.$with("removed").as(
          db
            .delete(jobs)
            .where(eq(jobs.id, sql.placeholder("doneId")))
            .returning({ id: jobs.id }),
        ),
      ]
    : [];
  return db
    .with(...removed)
    .update(jobs)
    .set({
      attempts: sql`${jobs.attempts} + 1`,
      // The kind's own lease when it has one: a JSON object of leases by kind, one parameter of the statement.
      lockedUntil: sql`now() + coalesce((${sql.placeholder("leases")}::jsonb ->> ${jobs.kind})::integer,
        ${sql.placeholder("leaseMs")}::integer) * interval '1 millisecond'`,
    })
    .where(sql`${jobs.id} = (${due})`)
    .returning()
    .prepare(name);
}

type JobRow = typeof jobs.$inferSelect;

/** What the worker's pass needs: the database, its handlers and leases, and how to log. */
interface Worker {
  db: Db;
  log: JobQueueOptions["log"];
  handlers: Map<string, StoredJobHandler>;
  leaseMs: number;
  /** The kinds' own leases, as the JSON object the claim reads. */
  leasesJson(): string;
}

/** Claims the next due job, removing `doneId` in the same statement. Built once per database and prepared: a rush of orders is a rush of claims. */
async function claimJob(worker: Worker, doneId: number | null): Promise<JobRow | null> {
  const { db } = worker;
  const common = { leaseMs: Math.round(worker.leaseMs), leases: worker.leasesJson() };
  const [job] =
    doneId === null
      ? await preparedOnce(db, "job_claim", (name) => buildClaim(db, false, name)).execute(common)
      : await preparedOnce(db, "job_claim_after_done", (name) => buildClaim(db, true, name)).execute({
          ...common,
          doneId,
        });
  return job ?? null;
}

/** Runs a claimed job: true once it is done (the caller removes it), false when it failed and waits to retry. */
async function runJob({ db, log, handlers }: Worker, job: JobRow): Promise<boolean> {
  try {
    const handler = handlers.get(job.kind);
    if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
    await handler(job.payload);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const isLast = job.attempts >= MAX_ATTEMPTS;
    // If even this fails, the lease runs out and the job is tried again: it is never lost.
    await db
      .update(jobs)
      .set({
        lockedUntil: null,
        lastError: message.slice(0, 1000),
        runAt: after(retryDelayMs(job.attempts)),
        failedAt: isLast ? sql`now()` : null,
      })
      .where(eq(jobs.id, job.id));
    const details = { jobId: job.id, kind: job.kind, attempt: job.attempts, err: message };
    if (isLast) log.error(details, "job failed too often; kept in the jobs table with failed_at");
    else log.warn(details, "job failed; it will be tried again");
    return false;
  }
}

/**
 * One pass over the due jobs. While requests are in flight it lets them go first, but for at most maxYieldMs
 * in the whole pass, not per job: a burst of orders is answered before its mails, and a steady stream of
 * requests never starves a backlog of jobs.
 */
async function drainDue(
  worker: Worker,
  { isBusy, maxYieldMs, isClosed }: { isBusy: () => boolean; maxYieldMs: number; isClosed: () => boolean },
) {
  const started = Date.now();
  const yieldToRequests = async () => {
    while (isBusy() && Date.now() - started < maxYieldMs && !isClosed())
      await new Promise((resolve) => setTimeout(resolve, YIELD_STEP_MS));
  };
  await yieldToRequests();
  let doneId: number | null = null;
  try {
    let job = await claimJob(worker, null);
    while (job) {
      doneId = (await runJob(worker, job)) ? job.id : null;
      if (isClosed()) break;
      await yieldToRequests();
      if (isClosed()) break; // closed meanwhile: the job in hand was the last
      job = await claimJob(worker, doneId); // removes the done job
      doneId = null;
    }
  } finally {
    // Closing (or a claim that failed) after a job was done: it is removed on its own.
    if (doneId !== null) await worker.db.delete(jobs).where(eq(jobs.id, doneId));
  }
}

/**
 * Background work in the database itself (docs/decisions/006): no extra broker, the
 * same code on PGlite and PostgreSQL, and any number of instances share the table, each claiming a job with
 * FOR UPDATE SKIP LOCKED so no two run it at once.
 */
export function createJobQueue({
  db,
  log,
  pollMs = 1000,
  isBusy = () => false,
  maxYieldMs = 2000,
  leaseMs = LEASE_MS,
}: JobQueueOptions): JobQueue {
  const leases: Record<string, number> = {};
  let leasesJson = "{}";
  const worker: Worker = { db, log, handlers: new Map(), leaseMs, leasesJson: () => leasesJson };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let isWakeWanted = false;
  let isStarted = false;
  let isClosed = false;
  const drainOnce = () => drainDue(worker, { isBusy, maxYieldMs, isClosed: () => isClosed });

  /**
   * Runs one pass as this instance's only one. The worker's passes and `drain`'s take turns: were they to overlap,
   * the worker could claim a due job just before `drain` looks, and `drain` would resolve while that job still runs.
   */
  const pass = (): Promise<void> => {
    const run = drainOnce();
    running = run
      .catch((error: unknown) => log.warn({ err: String(error) }, "job worker could not reach the database"))
      .finally(() => {
        running = null;
        if (isWakeWanted) {
          isWakeWanted = false;
          setImmediate(wake);
        } else schedule();
      });
    return run;
  };

  const schedule = () => {
    clearTimeout(timer);
    if (isStarted && !isClosed) timer = setTimeout(wake, pollMs).unref();
  };

  function wake() {
    if (!isStarted || isClosed) return;
    if (running) {
      isWakeWanted = true;
      return;
    }
    void pass().catch(() => {}); // logged by `pass`
  }

  return {
    handle(job, handler, options = {}) {
      if (worker.handlers.has(job.kind)) throw new Error(`jobs of kind "${job.kind}" already have a handler`);
      // A payload that does not fit its schema throws here, and is tried again like any failure, then set aside.
      worker.handlers.set(job.kind, (payload) =>
        handler(job.schema.parse(payload) as Parameters<typeof handler>[0]),
      );
      if (options.leaseMs !== undefined) {
        leases[job.kind] = Math.round(options.leaseMs);
        leasesJson = JSON.stringify(leases);
      }
    },
    async enqueue(job, payload, options = {}) {
      await queueJobs(options.db ?? db, [jobRow(job, payload, options.runAt)]);
      // After the answer is on its way: the request never waits for the job.
      if (!options.db) setImmediate(wake);
    },
    wake() {
      setImmediate(wake);
    },
    start() {
      isStarted = true;
      wake();
    },
    async drain() {
      // A loop, not one wait: a wake may start the worker's next pass between the turn's end and this one.
      while (running) await running;
      await pass();
    },
    async close() {
      isClosed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
