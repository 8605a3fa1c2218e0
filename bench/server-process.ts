import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";

export interface ServedApp {
  baseUrl: string;
  url: string;
  token: string;
  businessId: string;
  menuId: string;
  version: number;
  /** The server's process id, to read its memory. */
  pid: number;
  stop(): Promise<void>;
}

/** Starts bench/serve.ts in a child process and waits for its ready line. */
export async function serveInChild(engine: "pglite" | "postgres", items = 60): Promise<ServedApp> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "bench/serve.ts", engine, String(items)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  if (!child.stdout) throw new Error("no stdout from the bench server");
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
    lines.once("line", (line) => resolve(JSON.parse(line)));
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    ...(ready as Omit<ServedApp, "stop" | "pid">),
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
