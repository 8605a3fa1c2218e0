// issue 4 budget: /m/{url} serves ≥ 50% of the requests per second nginx serves for the same bytes, and
// p99 < 20 ms at 1,000 req/s. Runs both in the same process tree, one after the other, on loopback.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { serveInChild } from "./server-process.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const NGINX_PORT = 18_080;

function run(options: autocannon.Options) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function startNginx(html: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "menu-nginx-"));
  writeFileSync(path.join(dir, "index.html"), html);
  const conf = `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${NGINX_PORT}; location / { root ${dir}; default_type text/html; add_header etag "static"; } } }`;
  writeFileSync(path.join(dir, "nginx.conf"), conf);
  const child = spawn("nginx", ["-c", path.join(dir, "nginx.conf")], { stdio: "ignore" });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return () => child.kill("SIGTERM");
}

/** The raw bytes as sent on the wire (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<Buffer>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve(Buffer.concat(chunks)));
    })
      .on("error", reject)
      .end();
  });
}

const app = await serveInChild((process.env.BENCH_ENGINE as "pglite" | "postgres") ?? "pglite");
try {
  const pagePath = `/m/${app.url}`;
  // Guests' browsers ask for compressed pages; nginx gets the same compressed bytes to send.
  const compressed = await rawGet(`${app.baseUrl}${pagePath}`, { "accept-encoding": "br" });
  const headers = { "accept-encoding": "br, gzip" };
  const stopNginx = await startNginx(compressed);
  try {
    const nginx = await run({
      url: `http://127.0.0.1:${NGINX_PORT}/index.html`,
      connections: 50,
      duration: DURATION_S,
      headers,
    });
    const ours = await run({
      url: `${app.baseUrl}${pagePath}`,
      connections: 50,
      duration: DURATION_S,
      headers,
    });
    const paced = await run({
      url: `${app.baseUrl}${pagePath}`,
      connections: 20,
      duration: DURATION_S,
      overallRate: 1000,
      headers,
    });
    const ratio = ours.requests.average / nginx.requests.average;
    console.log(
      `guest page /m/{url}, 60 items, ${compressed.length} B brotli, ${DURATION_S} s per run, 50 connections`,
    );
    console.log(
      `  nginx (same bytes)   ${nginx.requests.average.toFixed(0)} req/s  p99 ${nginx.latency.p99} ms`,
    );
    console.log(
      `  app                  ${ours.requests.average.toFixed(0)} req/s  p99 ${ours.latency.p99} ms  (${(ratio * 100).toFixed(0)}% of nginx; budget ≥ 50%)`,
    );
    console.log(
      `  app at 1,000 req/s   p50 ${paced.latency.p50} ms  p99 ${paced.latency.p99} ms  (budget p99 < 20 ms), errors ${paced.errors}, non-2xx ${paced.non2xx}`,
    );
  } finally {
    stopNginx();
  }
} finally {
  await app.stop();
}
