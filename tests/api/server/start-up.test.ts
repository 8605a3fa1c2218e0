import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFreshPostgres } from "../../helpers/fresh-postgres.ts";
import { scaled } from "../../helpers/slowness.ts";

// The server's real first start, as `npm start` runs it, in a data folder that does not exist
// yet: against a fresh PostgreSQL database when DATABASE_URL is set, else the embedded PGlite.

const ROOT = path.resolve(import.meta.dirname, "../../..");

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

let parent: string;
let dropDatabase = async () => {};
let databaseUrl = "";
let child: ChildProcess | null = null;

beforeAll(async () => {
  parent = mkdtempSync(path.join(tmpdir(), "menu-start-"));
  if (process.env.DATABASE_URL) {
    const fresh = await createFreshPostgres(process.env.DATABASE_URL, "start");
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  await dropDatabase();
  rmSync(parent, { recursive: true, force: true });
});

describe("the first start", () => {
  it(
    "creates a missing DATA_DIR, prints the demo login and answers /healthz",
    async () => {
      const dataDir = path.join(parent, "not", "there", "yet");
      expect(existsSync(dataDir)).toBe(false);
      const port = await freePort();
      const started = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          SMTP_URL: "",
          DEMO_ACCOUNT: "true",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = started;
      let output = "";
      started.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString("utf8");
      });
      started.stderr?.on("data", (chunk: Buffer) => {
        output += chunk.toString("utf8");
      });

      // Ready when it prints the demo login, or over when it exits.
      const outcome = await new Promise<"ready" | "exited" | "timeout">((resolve) => {
        const timer = setTimeout(() => resolve("timeout"), 100_000);
        const check = () => {
          if (/Demo login: /.test(output)) {
            clearTimeout(timer);
            resolve("ready");
          }
        };
        started.stdout?.on("data", check);
        started.once("exit", () => {
          clearTimeout(timer);
          resolve("exited");
        });
      });
      expect(outcome, output).toBe("ready");
      const login = /Demo login: (\S+) \/ (\S+)/.exec(output);
      expect(login?.[1]).toBe("demo@menu.example");
      expect(existsSync(path.join(dataDir, "demo-account.json"))).toBe(true);

      const base = `http://127.0.0.1:${port}`;
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ ok: true });
      // The printed password is the demo owner's.
      const signedIn = await fetch(`${base}/v1/public/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: login?.[1], password: login?.[2] }),
      });
      expect(signedIn.status).toBe(200);
    },
    scaled(120_000),
  );
});
