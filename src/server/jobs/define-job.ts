import type { z } from "zod";

// A job's kind (the `jobs.kind` column) and its payload's schema are defined once, in a file light enough for
// every caller that queues it to import (docs/decisions/022). Queueing takes the definition, so a payload that
// does not fit its job does not compile and a kind is never spelled twice; the feature that does the work
// registers one handler for it (`jobs.handle(JOB, handler)`), which receives the payload parsed by the schema.
// The handler is not part of the definition: its work places and moves orders, which queue jobs, and the import
// cycle that would make is refused by the lint.

export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  /** Stored in `jobs.kind`: renaming it strands the jobs already queued under the old name. */
  readonly kind: string;
  readonly schema: Schema;
}

/** What a job of this definition is queued with. */
export type JobPayload<Job extends JobDefinition> = z.input<Job["schema"]>;

/** Does one job; throwing means "try again later". Handlers must bear running twice (a worker may die after). */
export type JobHandler<Job extends JobDefinition> = (payload: z.output<Job["schema"]>) => Promise<void>;

export function defineJob<Schema extends z.ZodType>(kind: string, schema: Schema): JobDefinition<Schema> {
  return { kind, schema };
}

/**
 * A job as a row to store beside others in one insert (`queueJobs`, or a statement's CTE), its payload typed by
 * its definition like `enqueue`'s.
 */
export function jobRow<Job extends JobDefinition>(
  job: Job,
  payload: JobPayload<Job>,
  runAt?: Date,
): { kind: string; payload: Record<string, unknown>; runAt?: Date } {
  return { kind: job.kind, payload: payload as Record<string, unknown>, ...(runAt ? { runAt } : {}) };
}
