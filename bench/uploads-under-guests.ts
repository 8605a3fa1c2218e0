// Large uploads must not stall guests: guest page p99 < 50 ms while four owners each send a 9 MB file, on
// `npm start`'s bundle. wrk reads a published menu's /m/{url} alone, then while the uploads arrive, for each kind
// of upload in turn:
// - "refused by its type": a 9 MB video sent to the menu import (declared video/mp4);
// - "a spreadsheet": a 9 MB CSV to the menu import, received whole and read (it has more rows than allowed);
// - "an image too large": a 9 MB JPEG to the image library, past its 5 MB limit.
// Each owner sends its file again 1 s after each answer (BENCH_UPLOAD_PAUSE_MS), as people retrying do.
// Before that, each kind is sent 8 times alone, one after another, and the server's CPU time per upload is read:
// its main thread's (the event loop's: what guests wait behind) and the whole process's. On a machine shared
// with other work the p99 follows the machine's load; the CPU time per upload much less so.
//   node --import tsx bench/uploads-under-guests.ts [pglite|postgres]
import { publishedMenu } from "./lib/api.ts";
import { cpuSeconds, threadSeconds } from "./lib/proc-cpu.ts";
import { startProductionServer } from "./lib/production-server.ts";
import { range, type WrkResult, wrk } from "./lib/wrk.ts";

const engine = (process.argv[2] as "pglite" | "postgres" | undefined) ?? "pglite";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const OWNERS = 4;
const CONNECTIONS = 50;
const PAUSE_MS = Number(process.env.BENCH_UPLOAD_PAUSE_MS ?? 1000);
const FILE_MB = 9;
/** The guests' page p99 while the uploads arrive. */
const GUEST_P99_BUDGET_MS = 50;
const headers = { "accept-encoding": "gzip, deflate, br" };

type Owner = Awaited<ReturnType<typeof publishedMenu>>;

interface UploadKind {
  label: string;
  /** The route, given the owner's business. */
  path: (owner: Owner) => string;
  fileName: string;
  type: string;
  bytes: Buffer;
}

function csvOf(bytes: number) {
  const row = "Margherita,Tomato and mozzarella,12.50\n";
  return Buffer.from(`name,description,price\n${row.repeat(Math.ceil(bytes / row.length))}`).subarray(
    0,
    bytes,
  );
}

function jpegOf(bytes: number) {
  const file = Buffer.alloc(bytes, 0x55);
  file.set([0xff, 0xd8, 0xff, 0xe0]);
  return file;
}

const size = FILE_MB * 1024 * 1024;
const KINDS: UploadKind[] = [
  {
    label: "refused by its type (video/mp4 to the import)",
    path: (owner) => `/v1/menus/import?businessId=${owner.businessId}`,
    fileName: "dinner.mp4",
    type: "video/mp4",
    bytes: Buffer.alloc(size, 0x01),
  },
  {
    label: "a spreadsheet (CSV to the import, too many rows)",
    path: (owner) => `/v1/menus/import?businessId=${owner.businessId}`,
    fileName: "dinner.csv",
    type: "text/csv",
    bytes: csvOf(size),
  },
  {
    label: "an image past 5 MB (JPEG to the library)",
    path: () => "/v1/members/uploads",
    fileName: "dinner.jpg",
    type: "image/jpeg",
    bytes: jpegOf(size),
  },
];

const ALONE = 8;

/** `kind` sent ALONE times, one after another, with no guests: the server's CPU ms per upload. */
async function cpuPerUpload(baseUrl: string, pid: number, owner: Owner, kind: UploadKind) {
  const before = { main: threadSeconds(pid).main, all: cpuSeconds(pid) };
  const statuses: Record<number, number> = {};
  for (let i = 0; i < ALONE; i++) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(kind.bytes)], { type: kind.type }), kind.fileName);
    const response = await fetch(`${baseUrl}${kind.path(owner)}`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
  return {
    mainMs: ((threadSeconds(pid).main - before.main) * 1000) / ALONE,
    allMs: ((cpuSeconds(pid) - before.all) * 1000) / ALONE,
    statuses,
  };
}

/** One owner sending `kind` again and again until `isDone()`; answers' statuses counted. */
async function uploadLoop(baseUrl: string, owner: Owner, kind: UploadKind, isDone: () => boolean) {
  const statuses: Record<number, number> = {};
  const times: number[] = [];
  while (!isDone()) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(kind.bytes)], { type: kind.type }), kind.fileName);
    const started = performance.now();
    const status = await fetch(`${baseUrl}${kind.path(owner)}`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    times.push(performance.now() - started);
    statuses[status] = (statuses[status] ?? 0) + 1;
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  return { statuses, times };
}

async function whileUploading(baseUrl: string, owners: Owner[], kind: UploadKind, pageUrl: string) {
  let isDone = false;
  const uploads = Promise.all(owners.map((owner) => uploadLoop(baseUrl, owner, kind, () => isDone)));
  // The first bodies are on their way before wrk starts counting.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const reads = await wrk({ url: pageUrl, connections: CONNECTIONS, seconds: SECONDS, headers });
  isDone = true;
  const done = await uploads;
  const statuses: Record<number, number> = {};
  for (const { statuses: each } of done)
    for (const [status, count] of Object.entries(each))
      statuses[Number(status)] = (statuses[Number(status)] ?? 0) + count;
  const times = done.flatMap((each) => each.times);
  return { reads, statuses, uploads: times.length, slowest: Math.max(...times) };
}

const server = await startProductionServer({ engine });
try {
  const guests = await publishedMenu(server.baseUrl, 60);
  const pageUrl = `${server.baseUrl}/m/${guests.url}`;
  const owners = await Promise.all(Array.from({ length: OWNERS }, () => publishedMenu(server.baseUrl, 5)));
  await wrk({ url: pageUrl, connections: CONNECTIONS, seconds: 2, headers }); // warm-up
  for (const kind of KINDS) {
    const owner = owners[0] as Owner;
    await cpuPerUpload(server.baseUrl, server.pid, owner, kind); // warm-up
    const cpu = await cpuPerUpload(server.baseUrl, server.pid, owner, kind);
    console.log(
      `  ${kind.label}, ${ALONE} alone: server CPU per upload ${cpu.mainMs.toFixed(0)} ms on the main thread, ` +
        `${cpu.allMs.toFixed(0)} ms in all; answered ${JSON.stringify(cpu.statuses)}`,
    );
  }
  console.log(
    `guest page /m/{url} (60 items), wrk ${CONNECTIONS} connections × ${SECONDS} s, ${RUNS} runs on ${engine}, ` +
      `npm start's bundle; ${OWNERS} owners each sending a ${FILE_MB} MB file, again ${PAUSE_MS} ms after each answer`,
  );
  const alone: WrkResult[] = [];
  const results = new Map<UploadKind, Awaited<ReturnType<typeof whileUploading>>[]>();
  for (let run = 0; run < RUNS; run++) {
    alone.push(await wrk({ url: pageUrl, connections: CONNECTIONS, seconds: SECONDS, headers }));
    for (const kind of KINDS) {
      const result = await whileUploading(server.baseUrl, owners, kind, pageUrl);
      results.set(kind, [...(results.get(kind) ?? []), result]);
      console.log(
        `  run ${run + 1}, ${kind.label}: guests p99 ${result.reads.p99.toFixed(1)} ms, ` +
          `${result.reads.requestsPerSecond.toFixed(0)} req/s, errors ${result.reads.errors}; ` +
          `${result.uploads} uploads answered ${JSON.stringify(result.statuses)}, slowest ${result.slowest.toFixed(0)} ms`,
      );
    }
  }
  console.log(
    `  guests alone: p99 ${range(
      alone.map((r) => r.p99),
      1,
    )} ms, ${range(alone.map((r) => r.requestsPerSecond))} req/s`,
  );
  for (const kind of KINDS) {
    const runs = results.get(kind) ?? [];
    const worst = Math.max(...runs.map((r) => r.reads.p99));
    console.log(
      `  ${kind.label}: guests p99 ${range(
        runs.map((r) => r.reads.p99),
        1,
      )} ms, ${range(runs.map((r) => r.reads.requestsPerSecond))} req/s ` +
        `(budget p99 < ${GUEST_P99_BUDGET_MS} ms: ${worst < GUEST_P99_BUDGET_MS ? "met" : "missed"})`,
    );
  }
} finally {
  await server.stop();
}
