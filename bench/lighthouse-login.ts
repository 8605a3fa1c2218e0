// Lighthouse on the dashboard's login page (mobile, the default throttling), in Debian's Chromium
// through chrome-launcher. Budget: performance >= 95, accessibility 100, SEO 100.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium.ts";
import { serveInChild } from "./server-process.ts";

const RUNS = Number(process.env.BENCH_ROUNDS ?? 3);

const app = await serveInChild("pglite", 10);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
try {
  const scores: { performance: number; accessibility: number; seo: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(`${app.baseUrl}/login`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? "n/a";
    scores.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      seo: score("seo"),
    });
    console.log(
      `Lighthouse ${lhr.lighthouseVersion}, mobile, /login run ${run + 1}: performance ${score("performance")}  accessibility ${score("accessibility")}  best practices ${score("best-practices")}  SEO ${score("seo")}  (FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")})`,
    );
    for (const category of ["performance", "accessibility", "best-practices", "seo"]) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          console.log(`    ${category}: ${audit.title} (${audit.displayValue ?? audit.score})`);
        }
      }
    }
  }
  const best = (key: "performance" | "accessibility" | "seo") => Math.max(...scores.map((s) => s[key]));
  const worst = (key: "performance" | "accessibility" | "seo") => Math.min(...scores.map((s) => s[key]));
  console.log(
    `login: performance ${worst("performance")}–${best("performance")}, accessibility ${worst("accessibility")}–${best("accessibility")}, SEO ${worst("seo")}–${best("seo")} over ${RUNS} runs (budget >= 95, 100 and 100)`,
  );
} finally {
  chrome.kill();
  await app.stop();
}
