import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./tests/helpers/chromium.ts";
import { scaled, slownessFactor } from "./tests/helpers/slowness.ts";

// E2E runs the production build on a fresh embedded database, in Debian's Chromium headless shell (never a
// downloaded browser).
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The Stripe double (tests/stripe) beside the app, on the next port the run owns.
const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? PORT + 10);
const STRIPE_KEYS = {
  secret: "sk_test_e2e_double",
  webhook: "whsec_e2e_double",
  // The guest's pay step hands this to the stand-in Stripe.js.
  publishable: "pk_test_e2e_double",
};
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "menu-e2e-"));
process.env.E2E_DATA_DIR = dataDir; // the specs read the outbox and demo account from here
// Measured once, in the run's first process; its workers inherit TEST_SLOWNESS and say nothing.
if (process.env.TEST_WORKER_INDEX === undefined)
  console.log(`Test time limits × ${slownessFactor()} (this machine's slowness now; TEST_SLOWNESS sets it)`);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  // Two browsers at once (E2E_WORKERS sets another number): each test makes its own owner, so the specs share
  // the server safely.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Time limits grow with how loaded the machine is when the run starts (tests/helpers/slowness.ts).
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  // The list, then the 10 slowest spec files and tests, so whoever looks at a slow run sees where its time went.
  reporter: [["list"], ["./tests/reporters/slowest-specs.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    // A trace records every action's screenshots and DOM: about a quarter of a run's CPU (measured on the settings
    // specs), so CI, whose traces nobody can open, records none. E2E_TRACE=retain-on-failure turns them on there.
    trace:
      (process.env.E2E_TRACE as "off" | "retain-on-failure" | undefined) ??
      (process.env.CI ? "off" : "retain-on-failure"),
    screenshot: "only-on-failure",
  },
  webServer: [
    {
      command: "node --import tsx tests/stripe/main.ts",
      url: `http://127.0.0.1:${STRIPE_PORT}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        STRIPE_DOUBLE_PORT: String(STRIPE_PORT),
        STRIPE_SECRET_KEY: STRIPE_KEYS.secret,
        STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhook,
        STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishable,
        STRIPE_DOUBLE_WEBHOOK_URL: `http://127.0.0.1:${PORT}/v1/public/payment/webhook`,
      },
    },
    {
      command: "node scripts/ensure-build.mjs && node dist/server/main.mjs",
      url: `http://127.0.0.1:${PORT}/healthz`,
      timeout: 300_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
        LOG_LEVEL: "warn",
        // The other CI steps keep both cores busy: at the lowest priority an imported file would wait for them all.
        IMPORT_READER_NICE: "0",
        // The operator of tests/e2e/account/adm.spec.ts.
        ADMIN_EMAILS: "operator@e2e.example",
        STRIPE_SECRET_KEY: STRIPE_KEYS.secret,
        STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhook,
        STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
        STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishable,
        STRIPE_JS_URL: `http://127.0.0.1:${STRIPE_PORT}/v3/`,
        PLATFORM_FEE_PERCENT: "3",
      },
    },
  ],
});
