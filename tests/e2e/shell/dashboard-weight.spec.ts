import { request as httpRequest } from "node:http";
import type { Page } from "@playwright/test";
import { expect, registerOwner, test } from "../fixtures.ts";

// The sign-in screens load at most 150 KB of script and CSS, compressed as the server sends them
// (the production build's brotli files), and the menu editor is fetched as soon as the owner heads into the app.
const BUDGET_BYTES = 150 * 1024;
// Sign-up draws its own two-step header rather than Mantine's Stepper; its country and state lists (Mantine's Select
// with its floating layer, ~34 KB) and its checks (zod and the shared schemas, ~29 KB) come at the owner's first
// touch of the form (lazy-select.tsx, load-signup-checks.ts).

/** Bytes on the wire for one asset, asked for as Chromium asks over HTTPS (brotli). */
function compressedSize(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () =>
        resolve({ bytes, encoding: String(response.headers["content-encoding"] ?? "") }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** The scripts and style sheets a page loads until it is drawn and the network is quiet. */
async function assetsOf(page: Page, path: string, ready: () => Promise<void>) {
  const urls = new Set<string>();
  page.on("request", (request) => {
    if (["script", "stylesheet"].includes(request.resourceType())) urls.add(request.url());
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState("networkidle");
  const sizes = await Promise.all([...urls].map(async (url) => ({ url, ...(await compressedSize(url)) })));
  const total = sizes.reduce((sum, size) => sum + size.bytes, 0);
  const list = sizes.map((size) => `${new URL(size.url).pathname} ${size.bytes} B`).join("\n");
  return { sizes, total, list };
}

test.describe("a light dashboard", () => {
  test("login loads at most 150 KB of compressed script and CSS, and none of the editor", async ({
    page,
  }) => {
    const { sizes, total, list } = await assetsOf(page, "/login", () =>
      expect(page.getByRole("button", { name: "Log In" })).toBeVisible(),
    );
    console.log(`login: ${sizes.length} files, ${total} B compressed`);
    expect(sizes.length).toBeGreaterThan(1);
    // Every file of 1 KB or more goes out compressed (scripts/precompress.mjs).
    for (const size of sizes) if (size.bytes >= 1024) expect(size.encoding, size.url).toBe("br");
    expect(sizes.some((size) => /menu-(page|editor)-/.test(size.url))).toBe(false);
    expect(total, list).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  test("sign-up loads at most 150 KB of compressed script and CSS; its lists come at the first touch", async ({
    page,
  }) => {
    const { sizes, total, list } = await assetsOf(page, "/start", () =>
      expect(page.getByRole("heading", { name: "Create your free account" })).toBeVisible(),
    );
    console.log(`sign-up: ${sizes.length} files, ${total} B compressed`);
    expect(sizes.some((size) => /menu-(page|editor)-/.test(size.url))).toBe(false);
    expect(
      sizes.some((size) => /select-field-/.test(size.url)),
      "no list code before a touch",
    ).toBe(false);
    expect(total, list).toBeLessThanOrEqual(BUDGET_BYTES);

    // The first touch fetches the lists. Held back a moment, as on a slow phone: what the owner types into the
    // field before they arrive is kept, and the list opens on it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/select-field-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const fetched = page.waitForRequest(/select-field-.*\.js$/);
    const state = page.getByRole("combobox", { name: "State" });
    await state.fill("Oreg");
    await fetched;
    await expect(state).toHaveValue("Oreg");
    release();
    await page.getByRole("option", { name: "Oregon" }).click();
    await expect(state).toHaveValue("Oregon");
  });

  test("the first touch of the login form fetches the editor, before the login is sent", async ({
    page,
    request,
  }) => {
    const owner = await registerOwner(request);
    const requestedAt = new Map<string, number>();
    page.on("request", (sent) => {
      const name = new URL(sent.url()).pathname.split("/").pop() ?? "";
      if (!requestedAt.has(name)) requestedAt.set(name, Date.now());
    });
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const editorChunk = () => [...requestedAt.keys()].find((name) => /^menu-page-.*\.js$/.test(name));
    expect(editorChunk(), "nothing of the editor before the owner touches the form").toBeUndefined();

    // A tap into the field, as a person starts: the editor's chunk is fetched while they type, not yet logged in.
    await page.getByRole("textbox", { name: "Email" }).click();
    await expect.poll(editorChunk, { timeout: 20_000 }).toBeDefined();

    await page.getByRole("textbox", { name: "Email" }).fill(owner.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "New Menu" })).toBeVisible();
  });
});
