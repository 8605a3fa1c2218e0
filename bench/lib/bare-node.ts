// A second anchor for the guest page's throughput: a bare Node `http` server writing the same bytes and
// headers from memory, the most any Node server can do on this machine.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./production-server.ts";

const SERVER = `
const { createServer } = require("node:http");
const { readFileSync } = require("node:fs");
const body = readFileSync(process.env.BARE_BODY);
const headers = JSON.parse(process.env.BARE_HEADERS);
createServer((request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(process.env.BARE_PORT), "127.0.0.1", () => console.log("ready"));
`;

export async function startBareNode(body: Buffer, headers: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "menu-bare-"));
  writeFileSync(path.join(dir, "page"), body);
  const port = await freePort();
  const skip = new Set(["date", "connection", "keep-alive"]);
  const sent = Object.fromEntries(Object.entries(headers).filter(([name]) => !skip.has(name)));
  const child: ChildProcess = spawn(process.execPath, ["-e", SERVER], {
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      BARE_BODY: path.join(dir, "page"),
      BARE_HEADERS: JSON.stringify(sent),
      BARE_PORT: String(port),
    },
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the bare Node server exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    url: `http://127.0.0.1:${port}/page`,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
