// The booking budgets, measured from outside on `npm start`'s bundle (TRUST_PROXY=1: each guest is its own
// address), on PGlite and on PostgreSQL, while wrk keeps 200 connections reading the 500-item menu page about
// once a second each:
// - the times with room for a day answer in p95 < 50 ms (20 guests asking, each again after a pause of 0 to 1 s,
//   the day and the party changing with each call);
// - 50 guests booking at the same instant, a wave each second for 20 waves, answer in p95 < 100 ms, with no error
//   (each wave books 19:00 on its own day, so all 50 find a table of the 60).
// The guests are wrk (bench/lib/booking-waves.lua), not Node, which would take the cores from the server.
//
//   node --import tsx bench/reservations-under-load.ts         BENCH_ENGINES=postgres for one engine
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { call, orderingMenu, percentile } from "./lib/api.ts";
import { startProductionServer } from "./lib/production-server.ts";
import { wrk } from "./lib/wrk.ts";

const GUESTS = 50;
const ASKERS = 20;
const READERS = 200;
const WAVES = Number(process.env.BENCH_WAVES ?? 20);
const TABLES = 60;
const WAVES_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "lib/booking-waves.lua");
const ONE_READ_A_SECOND = path.join(mkdtempSync(path.join(tmpdir(), "menu-bench-wrk-")), "guest-pace.lua");
writeFileSync(ONE_READ_A_SECOND, "function delay()\n  return math.random(0, 2000)\nend\n");

interface Guests {
  times: number[];
  failures: number;
  socketErrors: number;
  firstError: string;
}

function guests(options: {
  mode: "book" | "times";
  url: string;
  businessId: string;
  connections: number;
  seconds: number;
  firstWave: number;
  waves: number;
  firstDay: number;
}): Promise<Guests> {
  const args = [
    `-t${options.connections}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    "--timeout",
    "10s",
  ];
  const script = [options.mode, options.businessId, 1000, options.firstWave, options.waves, options.firstDay];
  return new Promise((resolve, reject) => {
    execFile(
      "wrk",
      [...args, "-s", WAVES_SCRIPT, options.url, "--", ...script.map(String)],
      { maxBuffer: 1 << 24 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`wrk failed: ${error.message}\n${stderr}`));
        const field = (name: string) =>
          /^(\w+) ?(.*)$/m.exec(stdout.split("\n").find((line) => line.startsWith(`${name} `)) ?? "")?.[2] ??
          "";
        resolve({
          times: field("times").split(" ").filter(Boolean).map(Number),
          failures: Number(field("failures")),
          socketErrors: Number(field("socketErrors")),
          firstError: field("firstError"),
        });
      },
    );
  });
}

async function measure(engine: "pglite" | "postgres") {
  const server = await startProductionServer({ engine, env: { TRUST_PROXY: "1" } });
  try {
    const { businessId, url, token } = await orderingMenu(server.baseUrl, 500);
    const business = `/v1/businesses/${businessId}`;
    await call(
      server.baseUrl,
      "PUT",
      `${business}/reservations/settings`,
      {
        enabled: true,
        slotMinutes: 15,
        stayMinutes: [{ fromParty: 1, minutes: 90 }],
        minParty: 1,
        maxParty: 8,
        leadMinutes: 0,
        maxDaysAhead: 60,
        coversPer15: null,
        cancelCutoffMinutes: 60,
        autoConfirm: true,
        guarantee: null,
      },
      token,
    );
    for (let n = 0; n < TABLES; n++)
      await call(
        server.baseUrl,
        "POST",
        `${business}/tables`,
        { name: `T${n}`, minSeats: 1, maxSeats: 2 + (n % 3) * 2 },
        token,
      );
    const tomorrow = Math.floor(Date.now() / 86_400_000) + 1;

    let isReading = true;
    const readers = (async () => {
      const rounds = [];
      while (isReading)
        rounds.push(
          await wrk({
            url: `${server.baseUrl}/m/${url}`,
            connections: READERS,
            seconds: 3,
            threads: 2,
            headers: { "accept-encoding": "gzip, deflate, br" },
            script: ONE_READ_A_SECOND,
          }),
        );
      return rounds;
    })();
    // A warm-up of each, as a server that has been taking bookings: V8 has compiled the path. The times first:
    // the bookings after them make the server forget what it read, so the measure starts with nothing in memory.
    await guests({
      mode: "times",
      url: server.baseUrl,
      businessId,
      connections: ASKERS,
      seconds: 2,
      firstWave: 0,
      waves: 1_000_000,
      firstDay: tomorrow + 30,
    });
    await guests({
      mode: "book",
      url: server.baseUrl,
      businessId,
      connections: GUESTS,
      seconds: 4,
      firstWave: Date.now() + 1000,
      waves: 1,
      firstDay: tomorrow + 40,
    });
    const asking = await guests({
      mode: "times",
      url: server.baseUrl,
      businessId,
      connections: ASKERS,
      seconds: 10,
      firstWave: 0,
      waves: 1_000_000,
      firstDay: tomorrow,
    });
    const booking = await guests({
      mode: "book",
      url: server.baseUrl,
      businessId,
      connections: GUESTS,
      seconds: WAVES + 6,
      firstWave: Date.now() + 1500,
      waves: WAVES,
      firstDay: tomorrow,
    });
    isReading = false;
    const reads = await readers;
    const readErrors = reads.reduce((sum, run) => sum + run.errors, 0);
    const line = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`;
    console.log(
      `Table bookings on ${engine}, while wrk keeps ${READERS} connections reading the 500-item menu page about once a second each`,
    );
    console.log(
      `  a day's times with room, ${ASKERS} guests asking about twice a second each (${asking.times.length} calls)   ${line(asking.times)}  (budget p95 < 50 ms)`,
    );
    console.log(
      `  ${GUESTS} guests booking at once, a wave each second (${booking.times.length} bookings)      ${line(booking.times)}  (budget p95 < 100 ms)`,
    );
    const missing = GUESTS * WAVES - booking.times.length;
    console.log(
      `  errors: ${asking.failures + booking.failures} answers ≥ 300, ${asking.socketErrors + booking.socketErrors} socket errors, ` +
        `${missing} bookings not made in time, ${readErrors} reads (budget: none)`,
    );
    const firstError = asking.firstError || booking.firstError;
    if (firstError) console.log(`  first error: ${firstError}`);
    if (
      asking.failures + booking.failures + asking.socketErrors + booking.socketErrors + missing + readErrors >
      0
    )
      process.exitCode = 1;
    if (percentile(asking.times, 95) >= 50 || percentile(booking.times, 95) >= 100) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];
for (const engine of engines) await measure(engine);
