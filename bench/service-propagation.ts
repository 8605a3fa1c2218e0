// How long a change takes to reach a guest on another instance: a PUT pause, a PUT sold-out and a menu renamed
// and published, each sent to instance A, then instance B's guest page asked every 5 ms until it shows the
// change. Two `npm start` bundles on one PostgreSQL; B has the page in all its caches (head, page, fast path)
// before each change, as under traffic. Without the NOTIFY relay B would follow within its head's cache time
// (2 s); the budget is under 1 s.
import { createFreshPostgres } from "../tests/helpers/fresh-postgres.ts";
import { call, orderingMenu, percentile } from "./lib/api.ts";
import { POSTGRES_ADMIN_URL, startProductionServer } from "./lib/production-server.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const POLL_MS = 5;

const fresh = await createFreshPostgres(POSTGRES_ADMIN_URL, "service");
const env = { DEMO_ACCOUNT: "false" };
const a = await startProductionServer({ databaseUrl: fresh.url, env });
const b = await startProductionServer({ databaseUrl: fresh.url, env });

const pageOn = async (baseUrl: string, url: string) =>
  (await fetch(`${baseUrl}/m/${url}`, { headers: { "accept-encoding": "identity" } })).text();

/** Ms from sending `change` to A until B's page passes `isShown`; also until A answered. */
async function propagation(change: () => Promise<unknown>, url: string, isShown: (page: string) => boolean) {
  // B remembers the page as it is before the change.
  for (let i = 0; i < 3; i++) await pageOn(b.baseUrl, url);
  const sent = performance.now();
  await change();
  const answered = performance.now();
  for (;;) {
    if (isShown(await pageOn(b.baseUrl, url))) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (performance.now() - sent > 10_000) throw new Error("B never showed the change within 10 s");
  }
  const shown = performance.now();
  return { fromSend: shown - sent, fromAnswer: shown - answered };
}

function report(name: string, figures: { fromSend: number; fromAnswer: number }[]) {
  const line = (values: number[]) =>
    `median ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
  console.log(`  ${name} (${figures.length} changes)`);
  console.log(`    from the call sent to A:    ${line(figures.map((f) => f.fromSend))}`);
  console.log(`    from A's answer:            ${line(figures.map((f) => f.fromAnswer))}`);
}

try {
  const business = await orderingMenu(a.baseUrl, 30);
  const { token, businessId, url } = business;
  const base = `/v1/businesses/${businessId}`;
  const PAUSED = /data-paused>Not taking orders until/;
  const pauses: { fromSend: number; fromAnswer: number }[] = [];
  const resumes: { fromSend: number; fromAnswer: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    pauses.push(
      await propagation(
        () => call(a.baseUrl, "PUT", `${base}/ordering/pause`, { minutes: 15 }, token),
        url,
        (page) => PAUSED.test(page),
      ),
    );
    resumes.push(
      await propagation(
        () => call(a.baseUrl, "DELETE", `${base}/ordering/pause`, undefined, token),
        url,
        (page) => !PAUSED.test(page),
      ),
    );
  }
  console.log(
    "A change on instance A until instance B's guest page shows it (two npm start bundles, one PostgreSQL):",
  );
  report("PUT …/ordering/pause", pauses);
  report("DELETE …/ordering/pause", resumes);

  // An owner's publication: the menu renamed, then published on A.
  let menu = business.menu as { id: string; version: number };
  const published: { fromSend: number; fromAnswer: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const name = `Supper number ${round + 1}.`;
    menu = await call(a.baseUrl, "PUT", "/v1/menus", { id: menu.id, version: menu.version, name }, token);
    published.push(
      await propagation(
        () => call(a.baseUrl, "POST", `${base}/publish`, undefined, token),
        url,
        (page) => page.includes(name),
      ),
    );
  }
  report("POST …/publish", published);

  // The sold-out route comes with its own feature; measured when this build has it.
  const menuId = business.menu.id as string;
  const itemId = "i1";
  const probe = await fetch(`${a.baseUrl}${base}/sold-out`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (probe.status === 404) {
    console.log("  PUT …/sold-out: not in this build; not measured");
  } else {
    const soldOut = new RegExp(
      `<p class="sold" data-sold>[^<]*</p><button class="add" type="button" data-add="${itemId}"`,
    );
    const sold: { fromSend: number; fromAnswer: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      sold.push(
        await propagation(
          () => call(a.baseUrl, "PUT", `${base}/sold-out`, { menuId, itemId, until: "manual" }, token),
          url,
          (page) => soldOut.test(page),
        ),
      );
      await propagation(
        () => call(a.baseUrl, "PUT", `${base}/sold-out`, { menuId, itemId, until: null }, token),
        url,
        (page) => !soldOut.test(page),
      );
    }
    report("PUT …/sold-out", sold);
  }
} finally {
  await Promise.all([a.stop(), b.stop()]);
  await fresh.drop();
}
