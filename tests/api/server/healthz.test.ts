import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// A load balancer reads /healthz to decide whether an instance can serve: it answers 200 only while the database
// answers a `select 1` within the app's health check time limit, and 503 when the database is gone or stuck.

/** The connections a test app's PostgreSQL pool holds (db/client.ts's default); PGlite has one. */
const POSTGRES_POOL_SIZE = 10;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("GET /healthz", () => {
  it("answers 200 while the database answers", async () => {
    t = await startTestApp();
    const response = await fetch(`${t.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("answers 503 while every connection to the database is held, and 200 once they are let go", async () => {
    t = await startTestApp({
      config: { publicBaseUrl: "http://menu.test", contextPath: "", debug: false, healthCheckTimeoutMs: 100 },
    });
    const app = t.app;
    let letGo = () => {};
    const gate = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    // Each open transaction holds its connection until the gate opens (PGlite's one, or each of the pool's).
    const holding: Promise<void>[] = [];
    const held = Array.from(
      { length: t.databaseUrl ? POSTGRES_POOL_SIZE : 1 },
      () =>
        new Promise<void>((isHeld) => {
          holding.push(
            app.db.transaction(async (tx) => {
              await tx.execute(sql`select 1`);
              isHeld();
              await gate;
            }),
          );
        }),
    );
    await Promise.all(held);
    try {
      const stuck = await fetch(`${t.baseUrl}/healthz`);
      expect(stuck.status).toBe(503);
      expect(await stuck.json()).toEqual({
        status: 503,
        code: "DATABASE_UNAVAILABLE",
        message: "The database does not answer.",
      });
    } finally {
      letGo();
      await Promise.all(holding);
    }
    expect((await fetch(`${t.baseUrl}/healthz`)).status).toBe(200);
  });
});
