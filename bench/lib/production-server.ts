// The server exactly as `npm start` runs it, since the budgets are about that server: the production bundle
// dist/server/main.mjs with source maps and the default logging, in its own process, on a fresh data folder
// or PostgreSQL database.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createFreshPostgres } from "../../tests/helpers/fresh-postgres.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface ProductionServer {
  baseUrl: string;
  /** Where the server's stdout (its log) goes: a file, as under a process manager. */
  logFile: string;
  pid: number;
  stop(): Promise<void>;
}

export interface ProductionServerOptions {
  engine?: "pglite" | "postgres";
  /** An existing database (the 100,000-business seed) instead of a fresh one. */
  databaseUrl?: string;
  /** Extra environment, e.g. LOG_LEVEL or GUEST_ACCESS_LOG; the defaults are npm start's. */
  env?: Record<string, string>;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeFlags?: string[];
}

/** BENCH_CPU_PROF=<folder>: any bench's server writes its CPU profile there (.cpuprofile), to see where time goes. */
function cpuProfileFlags(): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  return folder ? ["--cpu-prof", `--cpu-prof-dir=${folder}`] : [];
}

export async function startProductionServer(
  options: ProductionServerOptions = {},
): Promise<ProductionServer> {
  // BENCH_SERVER_BUNDLE measures another build (e.g. main's, for a before/after figure).
  const bundle = process.env.BENCH_SERVER_BUNDLE ?? path.join(root, "dist/server/main.mjs");
  if (!existsSync(bundle)) throw new Error("dist/server/main.mjs is missing: run `npm run build` first");
  const dir = mkdtempSync(path.join(tmpdir(), "menu-bench-"));
  let databaseUrl = options.databaseUrl;
  let drop = async () => {};
  if (!databaseUrl && options.engine === "postgres") {
    const fresh = await createFreshPostgres(POSTGRES_ADMIN_URL, "bench");
    databaseUrl = fresh.url;
    drop = fresh.drop;
  }
  const port = await freePort();
  const logFile = path.join(dir, "server.log");
  const out = openSync(logFile, "a");
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeFlags ?? []), ...cpuProfileFlags(), "--enable-source-maps", bundle],
    {
      cwd: dir,
      stdio: ["ignore", out, "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        // As `npm start` sets it (package.json): glibc keeps its trim threshold fixed, so memory freed at the top
        // of the malloc arenas goes back to the system instead of staying with the server.
        GLIBC_TUNABLES: process.env.GLIBC_TUNABLES ?? "glibc.malloc.trim_threshold=131072",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: path.join(dir, "data"),
        DATABASE_URL: databaseUrl ?? "",
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        ...options.env,
      },
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const started = Date.now();
  for (;;) {
    const up = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; see ${logFile}`);
    // A fresh PGlite's first start (initdb, migrations, the demo account) took over 60 s at load average 18.
    if (Date.now() - started > 180_000) throw new Error(`the server did not answer in 180 s; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    logFile,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
