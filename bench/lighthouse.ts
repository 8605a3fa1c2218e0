// The guest pages' Lighthouse budgets: mobile performance and accessibility of the guest page and of a website
// page with a photo, 100/100, in Debian's Chromium (Lighthouse is a dev dependency, run through its CLI). Also
// the same menu read right to left, in Arabic (every text translated, the page's own words in Arabic).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium.ts";
import { makeImage, uploadForm } from "../tests/helpers/factories.ts";
import { call, publishedMenu } from "./lib/api.ts";
import { serveInChild } from "./server-process.ts";

const CHROME_FLAGS = CHROMIUM_ARGS.join(" ");

const app = await serveInChild("pglite", 60);
try {
  // A website page the owner wrote (heading, list, link, a photo from My Images), published with the
  // menu. The photo stands in the first screen of a phone, where a box without a size would shift the text.
  const uploaded = await fetch(`${app.baseUrl}/v1/members/uploads`, {
    method: "POST",
    headers: { authorization: `Bearer ${app.token}` },
    body: uploadForm(await makeImage("jpeg", 1200, 800), { type: "MenuItem", locationId: app.businessId }),
  });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const photo = (await uploaded.json()) as { path: string };
  const body = [
    "## Our story",
    "",
    "We opened on Harbor Street in 2009, cooking what the **morning market** brings.",
    "",
    `![Our dining room on Harbor Street](${photo.path})`,
    "",
    "- Seasonal plates, changed weekly",
    "- Natural wines by the glass",
    "- A private room for twelve",
    "",
    `Read the [menu](/m/${app.url}) or call us to book the room.`,
  ].join("\n");
  const page = await call(
    app.baseUrl,
    "POST",
    `/v1/businesses/${app.businessId}/pages`,
    { title: "About us", body, showInNav: true },
    app.token,
  );
  await call(app.baseUrl, "POST", `/v1/businesses/${app.businessId}/publish`, undefined, app.token);
  audit(`${app.baseUrl}/m/${app.url}`, "guest page with a 60-item menu");
  audit(`${app.baseUrl}/m/${app.url}/p/${page.slug}`, `website page /p/${page.slug}`);
  const arabic = await publishedMenu(app.baseUrl, 60, ["en", "ar"]);
  audit(`${app.baseUrl}/m/${arabic.url}?lang=ar`, "guest page with a 60-item menu in Arabic, right to left");
} finally {
  await app.stop();
}

/** Runs Lighthouse's CLI on one address and prints the four categories and what kept one below 100. */
function audit(url: string, label: string) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "menu-lh-")), "report.json");
  execFileSync(
    "npx",
    [
      "--yes",
      "lighthouse@12.8.2",
      url,
      "--form-factor=mobile",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${out}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      "--quiet",
    ],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    },
  );
  const report = JSON.parse(readFileSync(out, "utf8"));
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => report.audits[id]?.displayValue ?? "n/a";
  console.log(`Lighthouse ${report.lighthouseVersion}, mobile, ${label}`);
  console.log(
    `  performance ${score("performance")}  accessibility ${score("accessibility")}  best practices ${score("best-practices")}  SEO ${score("seo")}  (budget 100/100 for the first two)`,
  );
  console.log(
    `  FCP ${metric("first-contentful-paint")}  LCP ${metric("largest-contentful-paint")}  TBT ${metric("total-blocking-time")}  CLS ${metric("cumulative-layout-shift")}`,
  );
  for (const category of ["performance", "accessibility", "best-practices", "seo"]) {
    for (const ref of report.categories[category].auditRefs as { id: string; weight: number }[]) {
      const result = report.audits[ref.id];
      if (ref.weight > 0 && result?.score !== null && result?.score < 1) {
        console.log(`  ${category}: ${result.title} (${result.displayValue ?? result.score})`);
      }
    }
  }
}
