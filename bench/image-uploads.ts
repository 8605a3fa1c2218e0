// Heavy image uploads must not starve logins and guests' image fetches. Starts the app in
// its own process, measures login and image-fetch latency alone, then while six uploads run at once (three
// rounds), and the app's peak memory. Two upload kinds: a small PNG declaring 7000×7000 16-bit pixels (the
// attack), and a photo at the pixel limit (24 MP).
//   node --import tsx bench/image-uploads.ts [pglite|postgres]
import { readFileSync } from "node:fs";
import { blackPng } from "../tests/helpers/png.ts";
import { BENCH_PASSWORD, percentile, registerOwner } from "./bench-app.ts";
import { serveInChild } from "./server-process.ts";

const engine = (process.argv[2] as "pglite" | "postgres" | undefined) ?? "pglite";
const PARALLEL_UPLOADS = 6;
const ROUNDS = 3;

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function timed(work: () => Promise<Response>) {
  const started = performance.now();
  const response = await work();
  await response.arrayBuffer();
  if (response.status >= 400) throw new Error(`answered ${response.status}`);
  return performance.now() - started;
}

const app = await serveInChild(engine, 10);
process.on("exit", () => {
  try {
    process.kill(app.pid);
  } catch {
    // already stopped
  }
});
const email = `bench-login-${Date.now()}@example.com`;
const password = BENCH_PASSWORD;
await registerOwner(app.baseUrl, { name: "Login Bistro", email });

function upload(bytes: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), "photo.png");
  return fetch(`${app.baseUrl}/v1/members/uploads`, {
    method: "POST",
    headers: { authorization: `Bearer ${app.token}` },
    body: form,
  });
}

// A guest's photo to fetch during the load.
const photo = blackPng({ width: 800, height: 600 });
const stored = (await (await upload(photo)).json()) as { path: string };
const login = () =>
  timed(() =>
    fetch(`${app.baseUrl}/v1/public/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    }),
  );
const fetchImage = () =>
  timed(() => fetch(`${app.baseUrl}${stored.path}&w=300&fmt=webp`, { headers: { accept: "image/webp" } }));

/** Logins and image fetches, one after another, every 100 ms until `until` settles. */
async function probe(until: Promise<unknown>) {
  const logins: number[] = [];
  const fetches: number[] = [];
  let isDone = false;
  void until.finally(() => {
    isDone = true;
  });
  const loop = async (work: () => Promise<number>, into: number[]) => {
    while (!isDone) {
      into.push(await work());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.all([loop(login, logins), loop(fetchImage, fetches), until]);
  return { logins, fetches };
}

const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.length})`;

const idleLogins: number[] = [];
const idleFetches: number[] = [];
for (let i = 0; i < 10; i++) {
  idleLogins.push(await login());
  idleFetches.push(await fetchImage());
}
console.log(`${engine}, idle: login ${summary(idleLogins)}; image fetch ${summary(idleFetches)}`);
console.log(`idle memory ${rssMb(app.pid).toFixed(0)} MB`);

for (const [label, bytes] of [
  ["7000×7000 16-bit PNG (attack)", blackPng({ width: 7000, height: 7000, bitDepth: 16 })],
  [
    "6000×4000 16-bit PNG (24 MP, the largest allowed)",
    blackPng({ width: 6000, height: 4000, bitDepth: 16 }),
  ],
] as const) {
  let peak = rssMb(app.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(app.pid));
  }, 50);
  const statuses: number[] = [];
  const started = performance.now();
  const uploads = (async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const responses = await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, () => upload(bytes)));
      for (const response of responses) {
        statuses.push(response.status);
        await response.arrayBuffer();
      }
    }
  })();
  const { logins, fetches } = await probe(uploads);
  clearInterval(sampler);
  const counts = Object.entries(
    statuses.reduce<Record<number, number>>((all, status) => {
      all[status] = (all[status] ?? 0) + 1;
      return all;
    }, {}),
  )
    .map(([status, n]) => `${n}×${status}`)
    .join(", ");
  console.log(
    `${label} (${(bytes.length / 1024).toFixed(0)} KB), ${ROUNDS} rounds of ${PARALLEL_UPLOADS} at once: ` +
      `${counts} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(
    `  login ${summary(logins)}; image fetch ${summary(fetches)}; peak memory ${peak.toFixed(0)} MB`,
  );
}

await app.stop();
