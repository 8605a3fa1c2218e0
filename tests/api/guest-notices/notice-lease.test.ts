import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { type AppProcess, startAppProcess } from "../../helpers/app-process.ts";
import { createFreshPostgres } from "../../helpers/fresh-postgres.ts";
import { createOrderingBusiness, orderBody, placeOrder } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { createMailCatcher } from "./mail-catcher.ts";

// A notice's claim is a lease: the app is killed with SIGKILL after it claimed the guest's "order received" mail
// and while the mail server holds the mail unanswered, so the mail never went. The app started again on the same
// database sends it once the lease lapses, and only once.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

let catcher: ReturnType<typeof createMailCatcher>;
let databaseEnv: Record<string, string>;
let dropDatabase: () => Promise<void>;
let app: AppProcess | null = null;

beforeAll(async () => {
  catcher = createMailCatcher(await freePort());
  await catcher.start();
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const fresh = await createFreshPostgres(adminUrl, "lease");
    databaseEnv = { TEST_KEEP_DATABASE_URL: fresh.url };
    dropDatabase = fresh.drop;
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), "menu-lease-"));
    databaseEnv = { TEST_DATA_DIR: dataDir };
    dropDatabase = async () => rmSync(dataDir, { recursive: true, force: true });
  }
}, scaled(120_000));
afterAll(async () => {
  await app?.kill();
  await catcher.stop();
  await dropDatabase();
});

describe("a guest's notice claimed by a process that dies before sending", () => {
  it(
    "is sent by the next try once its lease lapses, exactly once",
    async () => {
      const env = { ...databaseEnv, TEST_SMTP_URL: catcher.url, TEST_NOTICE_LEASE_MS: "2000" };
      app = await startAppProcess(env);
      const api: Api = createApi(app.baseUrl);
      const business = await createOrderingBusiness(api);
      catcher.hang(true);
      const email = `kill-${Date.now().toString(36)}@example.com`;
      const placed = await placeOrder(
        api,
        business,
        orderBody(business, {
          customer: { name: "Ada", phone: "4155550161", email },
          notify: { email: true },
        }),
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      // The mail's data reached the server, which never answers: the notice is claimed and not sent.
      await expect.poll(() => catcher.inFlight(), { timeout: scaled(60_000) }).toBeGreaterThan(0);
      await app.kill();
      app = null;
      catcher.hang(false);

      app = await startAppProcess(env);
      const received = () => catcher.caught.filter((mail) => mail.to.includes(email));
      await expect.poll(() => received().length, { timeout: scaled(90_000) }).toBe(1);
      expect(received()[0]?.subject).toMatch(new RegExp(`^We got your order #${placed.body.friendlyId}`));
      // The order's other news still come, once each: the owner accepts (at the new process) and the guest hears.
      const again = createApi(app.baseUrl);
      const moved = await again.post(
        `/v1/orders/${placed.body.id}/status`,
        { status: "ACCEPTED" },
        business.token,
      );
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      await expect.poll(() => received().length, { timeout: scaled(60_000) }).toBe(2);
      expect(received().map((mail) => mail.subject.split(" · ")[0])).toEqual([
        `We got your order #${placed.body.friendlyId}`,
        `Order #${placed.body.friendlyId} accepted`,
      ]);
    },
    scaled(240_000),
  );
});
