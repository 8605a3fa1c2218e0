import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";

/** How long `/healthz` waits for the database by default: a load balancer polls it often, and a slow answer is no answer. */
export const HEALTH_CHECK_TIMEOUT_MS = 1000;

/**
 * Whether the database answers a `select 1` within `timeoutMs`. An instance whose database is gone or stuck cannot
 * serve an owner or take an order, so a load balancer reading `/healthz` should send its traffic elsewhere.
 */
export async function isDatabaseAnswering(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answer = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answer, tooSlow]);
  } finally {
    clearTimeout(timer);
  }
}

/** `GET /healthz`: 200 while the database answers, 503 when it does not; no other work, so polling it stays cheap. */
export function registerHealthCheck(app: FastifyInstance) {
  const timeoutMs = app.config.healthCheckTimeoutMs ?? HEALTH_CHECK_TIMEOUT_MS;
  app.get("/healthz", { schema: { hide: true } }, async (_request, reply) => {
    if (await isDatabaseAnswering(app.db, timeoutMs)) return { ok: true };
    // The contract's error shape, as every other failure has.
    return reply
      .code(503)
      .send({ status: 503, code: "DATABASE_UNAVAILABLE", message: "The database does not answer." });
  });
}
