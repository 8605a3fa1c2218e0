// The ordering budget: 50 guests ordering at once while 200 more read the menu: no error, order p95 < 100 ms, on
// PGlite and on PostgreSQL. The server is `npm start`'s bundle behind one trusted proxy (TRUST_PROXY=1), so each
// guest is its own address (X-Forwarded-For) as behind a load balancer. `wrk` keeps 200 connections reading the
// guest page for the whole run; meanwhile another wrk (bench/lib/order-waves.lua) sends waves of 50 guests, who
// place their orders at the same instant, each having priced its cart in the second before (the budget's case)
// or at that instant too (stress). Each order is a new guest with a new address, so the per-address limits count
// as in real use. Order times are the guest's (request sent → answer read), and the server's own (Server-Timing)
// beside them; on PGlite the server's own leaves out the wait for the one thread.
//
// BENCH_GIFT_CARDS=1: every guest pays with a gift card of their own ($20, issued by the owner before the run),
// priced and placed with its code: the card is read at pricing and at placing, and spent in the order's write.
// BENCH_REWARDS=1: every guest is signed in to the restaurant's rewards program (one of 50 members, each joined
// with the code mailed to them and given points by the owner before the run) and takes a $1 reward with each
// order: the session and program are read at pricing and at placing, and the points spent in the order's write.
// Both together are the budget's case for an order that redeems a gift card and a reward.
//
// The guests are wrk, not Node: fetch cost the load process about 1.7 ms of CPU per call here, a quarter of the 2
// cores during a wave, taken from the server it measures (bench/order-cpu.ts prints it).
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { orderingMenu, percentile } from "./lib/api.ts";
import { startProductionServer } from "./lib/production-server.ts";
import { wrk } from "./lib/wrk.ts";

const GUESTS = 50;
const READERS = 200;
const WAVES = Number(process.env.BENCH_WAVES ?? 20);
const WITH_GIFT_CARDS = process.env.BENCH_GIFT_CARDS === "1";
const GIFT_CARD_AMOUNT = 2000;
const WITH_REWARDS = process.env.BENCH_REWARDS === "1";
const REWARD = { id: "r1", name: "A dollar off", points: 10, kind: "AMOUNT", value: 100 };

interface Pace {
  name: string;
  /** Time between waves; shorter than a wave, each guest orders again as soon as it is answered. */
  periodMs: number;
  /**
   * How the 200 read. "guest": each reads the page about once a second (wrk waits 0–2 s before each read),
   * already far more often than a guest on a phone reloads a menu. "flat-out": every connection asks again the
   * moment it is answered (15,000–46,000 reads a second here, the 2 cores saturated by wrk and the app
   * together).
   */
  readers: "guest" | "flat-out";
  /** When each guest prices its cart (bench/lib/order-waves.lua): in the second before its wave, or at it. */
  pricing: "ahead" | "together";
  isBudget: boolean;
}
const PACE_LIST: Pace[] = [
  // The budget's case: the 50 place their orders at the same instant, each second (a guest's pace, as the
  // readers'). Each priced its cart as the checkout does, when opening the last step: at its own moment in the
  // second before, while typing a name and phone. The server has the rest of the second for its background work
  // (the owners' mails) before the next 50.
  { name: "a wave each second", periodMs: 1000, readers: "guest", pricing: "ahead", isBudget: true },
  // Stress: the 50 also price at the wave's instant, each placing its order the moment the price is answered (no
  // time to type), so 100 calls land at once.
  {
    name: "priced at the wave, each second",
    periodMs: 1000,
    readers: "guest",
    pricing: "together",
    isBudget: false,
  },
  // Stress: each of the 50 prices and orders again the moment it is answered, while the readers read flat out;
  // the mails of earlier orders compete with the later ones.
  { name: "back to back", periodMs: 1, readers: "flat-out", pricing: "together", isBudget: false },
];
const PACES = PACE_LIST.filter((pace) =>
  (process.env.BENCH_PACES ?? "wave,back").split(",").some((name) => pace.name.includes(name)),
);
// A pause of 0 to 2 s before each read (a second on average; wrk pauses before a connection's first read too):
// guests reading a menu come at random moments. A fixed second kept the 200 in step, so each second they read at
// the same instant, a burst of 200 that a wave of orders met or missed by chance.
const ONE_READ_A_SECOND = path.join(mkdtempSync(path.join(tmpdir(), "menu-bench-wrk-")), "guest-pace.lua");
writeFileSync(
  ONE_READ_A_SECOND,
  [
    "function init(args)",
    "  math.randomseed(os.time() + math.floor(os.clock() * 1e6) + tonumber(tostring({}):match('0x(%x+)') or '0', 16))",
    "end",
    "function delay()",
    "  return math.random(0, 2000)",
    "end",
    "",
  ].join("\n"),
);
const ORDER_WAVES = path.join(path.dirname(fileURLToPath(import.meta.url)), "lib/order-waves.lua");

interface Guests {
  orders: number[];
  /** The wave of each order, in the same order. */
  orderWaves: number[];
  prices: number[];
  serverTimes: number[];
  failures: number;
  socketErrors: number;
  firstError: string;
}

/** Runs the waves (bench/lib/order-waves.lua) and reads what each guest saw. */
function orderWaves(options: {
  url: string;
  path: string;
  menuId: string;
  periodMs: number;
  pricing: Pace["pricing"];
  firstWave: number;
  /** A file of gift card codes, one a line, one for each guest of each wave; "" without. */
  codesFile: string;
  /** A file of loyalty members' guest tokens, one a line, one for each guest of a wave; "" without. */
  tokensFile: string;
}): Promise<Guests> {
  // Long enough for every wave, with room for waves slower than their period.
  const seconds =
    Math.ceil((options.firstWave - Date.now() + WAVES * Math.max(options.periodMs, 500)) / 1000) + 5;
  const args = [
    `-t${GUESTS}`,
    `-c${GUESTS}`,
    `-d${seconds}s`,
    "--timeout",
    "10s",
    "-s",
    ORDER_WAVES,
    options.url,
  ];
  const scriptArgs = [
    options.path,
    options.menuId,
    options.periodMs,
    options.firstWave,
    WAVES,
    options.pricing,
    options.codesFile,
    options.tokensFile,
  ].map(String);
  return new Promise((resolve, reject) => {
    execFile("wrk", [...args, "--", ...scriptArgs], { maxBuffer: 1 << 24 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`wrk failed: ${error.message}\n${stderr}`));
      const field = (name: string) =>
        /^(\w+) ?(.*)$/m.exec(stdout.split("\n").find((l) => l.startsWith(`${name} `)) ?? "")?.[2] ?? "";
      const numbers = (name: string) => field(name).split(" ").filter(Boolean).map(Number);
      resolve({
        orders: numbers("orders"),
        orderWaves: numbers("orderWaves"),
        prices: numbers("prices"),
        serverTimes: numbers("serverTimes").filter((ms) => ms >= 0),
        failures: Number(field("failures")),
        socketErrors: Number(field("socketErrors")),
        firstError: field("firstError"),
      });
    });
  });
}

const ITEMS = 500;

/** The p95 of each wave's orders (a slow wave shows, where the whole run's p95 would hide which). */
function wavesP95(guests: Guests): string[] {
  const waves = new Map<number, number[]>();
  guests.orders.forEach((ms, i) => {
    const wave = guests.orderWaves[i] ?? -1;
    const list = waves.get(wave) ?? [];
    list.push(ms);
    waves.set(wave, list);
  });
  return [...waves.keys()]
    .sort((a, b) => a - b)
    .map((wave) => percentile(waves.get(wave) ?? [], 95).toFixed(0));
}

async function measure(engine: "pglite" | "postgres", pace: Pace) {
  const server = await startProductionServer({
    engine,
    env: { TRUST_PROXY: "1" },
  });
  try {
    const { businessId, menu, url, token } = await orderingMenu(server.baseUrl, ITEMS);
    // One card per guest and wave, and per warm-up guest: a card pays one order (some orders spend it all).
    const codes = WITH_GIFT_CARDS
      ? await issueGiftCards(server.baseUrl, businessId, token, (WAVES + 2) * GUESTS)
      : [];
    const codesFile = path.join(mkdtempSync(path.join(tmpdir(), "menu-bench-cards-")), "codes.txt");
    writeFileSync(codesFile, codes.slice(2 * GUESTS).join("\n"));
    const outbox = path.join(path.dirname(server.logFile), "data", "outbox");
    const tokens = WITH_REWARDS ? await joinMembers(server.baseUrl, businessId, token, outbox) : [];
    const tokensFile = path.join(path.dirname(codesFile), "tokens.txt");
    writeFileSync(tokensFile, tokens.join("\n"));
    const pageUrl = `${server.baseUrl}/m/${url}`;
    const ordersPath = `/v1/public/businesses/${businessId}/orders`;

    // Before the clock: a server that has been taking orders. Two waves of 50 guests, each pricing and ordering,
    // so V8 has compiled the path and each pooled connection has prepared its statements; otherwise the first
    // wave measures the start (it read p95 135–218 ms where the next ones read 50–110 ms).
    const warmGuest = async (n: number) => {
      const item = (n * 37) % ITEMS; // every fourth dish has sizes
      const call = async (suffix: string, extra: object) => {
        const response = await fetch(`${server.baseUrl}${ordersPath}${suffix}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "idempotency-key": randomUUID(),
            "x-forwarded-for": `10.255.${n % 250}.1`,
            ...(WITH_REWARDS ? { authorization: `Guest ${tokens[n % GUESTS]}` } : {}),
          },
          body: JSON.stringify({
            type: "PICKUP",
            items: [
              { menuId: menu.id, itemId: `i${item}`, quantity: 1, ...(item % 4 === 0 ? { size: 0 } : {}) },
            ],
            ...extra,
          }),
        });
        if (!response.ok) throw new Error(`a warm-up call: ${response.status} ${await response.text()}`);
      };
      const giftCard = {
        ...(WITH_GIFT_CARDS ? { giftCardCode: codes[n] } : {}),
        ...(WITH_REWARDS ? { rewardId: REWARD.id } : {}),
      };
      await call("/price", giftCard);
      await call("", {
        ...giftCard,
        payment: "CASH",
        customer: { name: "Warm", phone: `212${2_000_000 + n}` },
      });
    };
    const WARM_WAVES = 2;
    for (let round = 0; round < WARM_WAVES; round++)
      await Promise.all(Array.from({ length: GUESTS }, (_, i) => warmGuest(round * GUESTS + i)));
    // …and has sent their mails (one file each in the outbox), which would otherwise go out during the first waves.
    const mailed = () =>
      existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(".json")).length : 0;
    for (const started = Date.now(); mailed() < WARM_WAVES * GUESTS + tokens.length; ) {
      if (Date.now() - started > 30_000)
        throw new Error(`the warm-up's mails: ${mailed()} of ${WARM_WAVES * GUESTS} sent in 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    let isReading = true;
    // wrk runs in rounds until the waves are done, so the readers cover the whole run.
    const readers = (async () => {
      const rounds = [];
      while (isReading)
        rounds.push(
          await wrk({
            url: pageUrl,
            connections: READERS,
            seconds: 3,
            threads: 2,
            headers: { "accept-encoding": "gzip, deflate, br" },
            ...(pace.readers === "guest" ? { script: ONE_READ_A_SECOND } : {}),
          }),
        );
      return rounds;
    })();
    const guests = await orderWaves({
      url: server.baseUrl,
      path: ordersPath,
      menuId: menu.id,
      periodMs: pace.periodMs,
      pricing: pace.pricing,
      // the readers are at full pace first
      firstWave: Date.now() + 1500,
      codesFile: WITH_GIFT_CARDS ? codesFile : "",
      tokensFile: WITH_REWARDS ? tokensFile : "",
    });
    isReading = false;
    const reads = await readers;

    const readErrors = reads.reduce((sum, run) => sum + run.errors, 0);
    const readRequests = reads.reduce((sum, run) => sum + run.requests, 0);
    const line = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`;
    console.log(
      `${GUESTS} guests ordering at once, ${pace.name} (${guests.orders.length} orders), while wrk keeps ${READERS} ` +
        `connections reading the ${ITEMS}-item menu page ${pace.readers === "guest" ? "about once a second each, at random moments" : "flat out"}, on ${engine}` +
        (WITH_GIFT_CARDS ? ", each guest paying with a gift card of their own" : "") +
        (WITH_REWARDS ? ", each guest a rewards member taking a reward" : ""),
    );
    console.log(
      `  place an order, guest's time   ${line(guests.orders)}  ${pace.isBudget ? "(budget p95 < 100 ms)" : "(stress: no budget)"}`,
    );
    console.log(`  place an order, server time    ${line(guests.serverTimes)}`);
    console.log(`  each wave's p95, in order       ${wavesP95(guests).join(" ")} ms`);
    console.log(`  price the cart, guest's time   ${line(guests.prices)}`);
    console.log(
      `  readers: ${readRequests} page reads, ${(reads.reduce((sum, run) => sum + run.requestsPerSecond, 0) / reads.length).toFixed(0)} req/s, ` +
        `p99 ${Math.max(...reads.map((run) => run.p99)).toFixed(1)} ms (worst round), ${readErrors} errors`,
    );
    const missing = GUESTS * WAVES - guests.orders.length;
    console.log(
      `  errors: ${guests.failures} order or price answers ≥ 300, ${guests.socketErrors} guests' socket errors, ` +
        `${missing} orders not made in time, ${readErrors} reads (budget: none)`,
    );
    if (guests.failures > 0) console.log(`  first error: ${guests.firstError}`);
    if (guests.failures > 0 || guests.socketErrors > 0 || missing > 0 || readErrors > 0) process.exitCode = 1;
    if (pace.isBudget && percentile(guests.orders, 95) >= 100) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

/** `count` gift cards issued by the owner, in batches of 50 at once; their codes, in order. */
async function issueGiftCards(baseUrl: string, businessId: string, token: string, count: number) {
  const codes: string[] = [];
  for (let first = 0; first < count; first += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - first) }, async () => {
        const response = await fetch(`${baseUrl}/v1/businesses/${businessId}/gift-cards/issue`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({
            amount: GIFT_CARD_AMOUNT,
            recipient: { name: "Bench guest", email: "" },
            reason: "Benchmark",
          }),
        });
        if (response.status !== 201)
          throw new Error(`issuing a card: ${response.status} ${await response.text()}`);
        return ((await response.json()) as { code: string }).code;
      }),
    );
    codes.push(...batch);
  }
  return codes;
}

/**
 * A rewards program with a $1 reward, and one member per guest of a wave: each joins with the code mailed to them
 * (read from the server's outbox), and the owner gives them the points for every wave's reward. Their tokens.
 */
async function joinMembers(baseUrl: string, businessId: string, token: string, outbox: string) {
  const owner = { "content-type": "application/json", authorization: `Bearer ${token}` };
  const send = async (method: string, url: string, body: object, headers: Record<string, string>) => {
    const response = await fetch(`${baseUrl}${url}`, { method, headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  await send(
    "PUT",
    `/v1/businesses/${businessId}/loyalty`,
    { enabled: true, earn: { kind: "POINTS_PER_UNIT", points: 1, minSubtotal: 0 }, rewards: [REWARD] },
    owner,
  );
  const codeMailedTo = async (email: string) => {
    for (const started = Date.now(); Date.now() - started < 30_000; ) {
      for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
        if (!file.endsWith(".json")) continue;
        const mail = JSON.parse(readFileSync(path.join(outbox, file), "utf8")) as {
          to: string;
          text: string;
        };
        const code = mail.to === email ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
        if (code) return code;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no code mailed to ${email} in 30 s`);
  };
  return Promise.all(
    Array.from({ length: GUESTS }, async (_, i) => {
      const email = `member-${i}@example.com`;
      const guest = { "content-type": "application/json", "x-forwarded-for": `10.254.${i}.1` };
      const loyalty = `/v1/public/businesses/${businessId}/loyalty`;
      await send("POST", `${loyalty}/code`, { email }, guest);
      const session = await send(
        "POST",
        `${loyalty}/session`,
        { email, code: await codeMailedTo(email) },
        guest,
      );
      const phone = `212${3_000_000 + i}`;
      const customer = await send(
        "POST",
        "/v1/customers",
        { businessId, name: `Member ${i}`, phone, email },
        owner,
      );
      const points = (WAVES + 4) * REWARD.points;
      await send(
        "POST",
        `/v1/customers/${customer.id}/loyalty/adjust`,
        { points, reason: "Benchmark" },
        owner,
      );
      return String(session.guestToken);
    }),
  );
}

const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];
for (const engine of engines) for (const pace of PACES) await measure(engine, pace);
