// Typing latency in the menu editor on a published 500-item menu (issue 3 "How it is checked": < 50 ms per key).
// Run: node --import tsx bench/editor-typing.ts   (needs `npm run build` first: the app serves dist/web).
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium.ts";
import { percentile } from "./bench-app.ts";
import { serveInChild } from "./server-process.ts";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 500);
const KEYS = 50;
const TARGET_MS = 50;

const app = await serveInChild("pglite", ITEMS);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const status = await fetch(`${app.baseUrl}/v1/public/members/status`, {
    headers: { authorization: `Bearer ${app.token}` },
  });
  const { memberId } = (await status.json()) as { memberId: string };

  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${app.baseUrl}/login`);
  // src/web/api/session.ts: the session the dashboard reads.
  await page.evaluate((session) => localStorage.setItem("menu-builder.session", JSON.stringify(session)), {
    memberId,
    token: app.token,
    businessId: app.businessId,
  });
  const openedAt = performance.now();
  await page.goto(`${app.baseUrl}/app/biz/${app.businessId}/menus/${app.menuId}`);
  const firstEdit = page.getByRole("button", { name: /^Edit / }).first();
  await firstEdit.waitFor();
  const loadMs = performance.now() - openedAt;
  const rows = await page.getByRole("button", { name: /^Edit / }).count();

  await firstEdit.click();
  const name = page.getByRole("textbox", { name: "Item name" });
  await name.click();
  await name.press("End");

  const nextFrame = () =>
    page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  await nextFrame();
  const latencies: number[] = [];
  const text = " with a long tail of extra words typed quickly!!!!".slice(0, KEYS);
  for (const char of text) {
    const start = performance.now();
    await page.keyboard.type(char);
    await nextFrame();
    latencies.push(performance.now() - start);
  }
  const typed = await name.inputValue();
  if (!typed.endsWith(text)) throw new Error(`typed text was not kept: "${typed}"`);
  await page.getByTestId("save-status").getByText("changes saved").waitFor({ timeout: 15_000 });

  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  const max = Math.max(...latencies);
  console.log(
    JSON.stringify({
      bench: "editor-typing",
      items: ITEMS,
      renderedRows: rows,
      keys: latencies.length,
      loadMs: Math.round(loadMs),
      p50Ms: Number(p50.toFixed(1)),
      p95Ms: Number(p95.toFixed(1)),
      maxMs: Number(max.toFixed(1)),
      targetMs: TARGET_MS,
      pass: p95 < TARGET_MS,
    }),
  );
  console.log(
    `editor typing, ${ITEMS}-item menu: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms per key (target < ${TARGET_MS} ms)`,
  );
} finally {
  await browser.close();
  await app.stop();
}
