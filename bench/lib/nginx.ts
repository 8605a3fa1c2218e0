// The anchor for the guest page's throughput: our own nginx, one worker like our one Node
// process, on a free port with a config in a temp folder, serving the page's exact bytes with the same
// headers the app sends, so both answers weigh the same on the wire.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./production-server.ts";

export interface StaticNginx {
  url: string;
  /** The master process; its worker is its child. */
  pid: number;
  stop(): Promise<void>;
}

const nginxString = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

export async function startNginx(body: Buffer, headers: Record<string, string>): Promise<StaticNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "menu-nginx-"));
  writeFileSync(path.join(dir, "page"), body);
  const port = await freePort();
  // nginx writes content-type, content-length, date, server and etag/last-modified itself.
  const skip = new Set(["content-type", "content-length", "date", "connection", "keep-alive", "etag"]);
  const extra = Object.entries(headers)
    .filter(([name]) => !skip.has(name))
    .map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`)
    .join(" ");
  const conf = `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000; etag on;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; location = /page { root ${dir}; default_type "text/html; charset=utf-8"; ${extra} } } }`;
  writeFileSync(path.join(dir, "nginx.conf"), conf);
  const child: ChildProcess = spawn(
    "nginx",
    ["-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")],
    {
      stdio: "ignore",
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}/page`;
  for (let i = 0; ; i++) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || i > 100) throw new Error(`nginx did not start; see ${dir}/error.log`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
