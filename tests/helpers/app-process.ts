import { spawn } from "node:child_process";
import path from "node:path";
import { inject } from "vitest";

// The real app in a process of its own, for test files whose environment cannot host the server: a DOM
// environment (happy-dom) replaces globals the server relies on (URL, fetch) and transforms modules for a
// browser. The app is the one of test-app.ts, on a copy of the run's migrated database.

export interface AppProcess {
  baseUrl: string;
  close(): Promise<void>;
  /** Ends the process at once with SIGKILL, as a crash or the kernel's OOM killer would: nothing runs after. */
  kill(): Promise<void>;
}

/**
 * What the app process may be started with beside the test app's defaults, as environment variables of
 * app-process-main.ts: a database that outlives the process (TEST_DATA_DIR, a PGlite folder; TEST_KEEP_DATABASE_URL,
 * a PostgreSQL database), TEST_SMTP_URL, TEST_NOTICE_LEASE_MS, TEST_TWILIO (the Twilio config as JSON).
 */
export function startAppProcess(env: Record<string, string> = {}): Promise<AppProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.resolve("tests/helpers/app-process-main.ts")],
    {
      env: {
        ...process.env,
        TEST_PGLITE_TEMPLATE: inject("pgliteTemplate"),
        TEST_POSTGRES_TEMPLATE: inject("postgresTemplate"),
        ...env,
      },
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) resolve();
      child.once("exit", () => resolve());
      child.stdin?.end();
    });
  const kill = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
    });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split("\n")[0];
      if (output.includes("\n") && line) resolve({ baseUrl: line.trim(), close, kill });
    });
    child.once("exit", (code) => reject(new Error(`the app's process ended (${code}) before it listened`)));
  });
}
