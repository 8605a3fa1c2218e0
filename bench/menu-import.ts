// Issue 18: how long reading a one-page menu photo takes (tesseract.js in its worker thread, on `npm start`'s
// bundle), and that guests' pages keep their p99 while photos are being read: wrk on /m/{url} alone, then
// with imports running back to back, RUNS times each (the 2 cores are shared: compare neighbouring figures).
import { renderMenuImage } from "../tests/helpers/menu-image.ts";
import { percentile, publishedMenu } from "./lib/api.ts";
import { startProductionServer } from "./lib/production-server.ts";
import { range, type WrkResult, wrk } from "./lib/wrk.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 5);
const CONNECTIONS = 50;
const headers = { "accept-encoding": "gzip, deflate, br" };

const server = await startProductionServer({ engine: "pglite" });
try {
  const owner = await publishedMenu(server.baseUrl, 60);
  const pageUrl = `${server.baseUrl}/m/${owner.url}`;
  const photo = await renderMenuImage("jpeg");

  /** One photo through the import, timed on the client; the answer must hold the dishes. */
  const importPhoto = async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(photo)]), "menu.jpg");
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/v1/menus/import?businessId=${owner.businessId}`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    const body = (await response.json()) as { nodes?: { nodes: unknown[] }[] };
    const elapsed = performance.now() - started;
    const items = (body.nodes ?? []).reduce((total, group) => total + group.nodes.length, 0);
    if (response.status !== 200 || items < 7)
      throw new Error(`import answered ${response.status}, ${items} items`);
    return elapsed;
  };

  const first = await importPhoto();
  const times: number[] = [];
  for (let i = 0; i < PHOTOS; i++) times.push(await importPhoto());
  console.log(
    `OCR of a one-page menu photo (${photo.length} B JPEG, 900 px wide, 8 dishes): first ${first.toFixed(0)} ms ` +
      `(loads the English data); then ${PHOTOS} photos p50 ${percentile(times, 50).toFixed(0)} ms, ` +
      `max ${Math.max(...times).toFixed(0)} ms`,
  );

  await wrk({ url: pageUrl, connections: CONNECTIONS, seconds: 2, headers });
  const quiet: WrkResult[] = [];
  const busy: WrkResult[] = [];
  let photosDuringLoad = 0;
  for (let run = 0; run < RUNS; run++) {
    quiet.push(await wrk({ url: pageUrl, connections: CONNECTIONS, seconds: SECONDS, headers }));
    // Photos one after another for the whole wrk run, so an OCR is always in progress.
    let isLoading = true;
    const importing = (async () => {
      while (isLoading) {
        await importPhoto();
        photosDuringLoad++;
      }
    })();
    const result = await wrk({ url: pageUrl, connections: CONNECTIONS, seconds: SECONDS, headers });
    isLoading = false;
    await importing;
    busy.push(result);
    if (result.errors > 0) throw new Error(`the guest page answered ${result.errors} errors during OCR`);
    console.log(
      `  run ${run + 1}: guest page alone ${quiet[run]?.requestsPerSecond.toFixed(0)} req/s p99 ` +
        `${quiet[run]?.p99.toFixed(2)} ms; while photos are read ${result.requestsPerSecond.toFixed(0)} req/s ` +
        `p99 ${result.p99.toFixed(2)} ms`,
    );
  }
  console.log(
    `guest page /m/{url}, ${CONNECTIONS} connections, ${RUNS}×${SECONDS} s: alone p99 ${range(
      quiet.map((r) => r.p99),
      2,
    )} ms, ` +
      `${range(quiet.map((r) => r.requestsPerSecond))} req/s; during OCR (${photosDuringLoad} photos read) p99 ` +
      `${range(
        busy.map((r) => r.p99),
        2,
      )} ms, ${range(busy.map((r) => r.requestsPerSecond))} req/s`,
  );
} finally {
  await server.stop();
}
