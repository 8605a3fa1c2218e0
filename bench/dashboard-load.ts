// What the sign-in screens load (script and CSS, compressed as the server sends them) and how long
// an owner waits from "Log In" to the menu editor, in Debian's Chromium with an empty cache each round.
// BENCH_BEFORE_WEB_DIR=<a dist/web built from an older commit> measures that build beside this one, round by round.
import { request as httpRequest } from "node:http";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium.ts";
import { BENCH_PASSWORD, call, makeMenuNodes, percentile, registerOwner } from "./lib/api.ts";
import { serveInChild } from "./server-process.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve(bytes));
    })
      .on("error", reject)
      .end();
  });
}

/** Script and CSS bytes a screen loads until the network is quiet, without any interaction. */
async function screenWeight(browser: Browser, url: string, heading: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = new Set<string>();
  page.on("request", (sent) => {
    if (["script", "stylesheet"].includes(sent.resourceType())) assets.add(sent.url());
  });
  await page.goto(url);
  await page.getByRole("heading", { name: heading }).waitFor();
  await page.waitForLoadState("networkidle");
  const bytes = (await Promise.all([...assets].map(wireBytes))).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { files: assets.size, bytes };
}

/** Fresh cache: open login, type the credentials like a person, log in; time from the click to the editor. */
async function loginToEditor(browser: Browser, baseUrl: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const opened = Date.now();
  await page.goto(`${baseUrl}/login`);
  await page.getByRole("button", { name: "Log In" }).waitFor();
  const loginShown = Date.now() - opened;
  await page.getByRole("textbox", { name: "Email" }).pressSequentially(email, { delay: 20 });
  await page
    .getByRole("textbox", { name: "Password", exact: true })
    .pressSequentially(BENCH_PASSWORD, { delay: 20 });
  const clicked = Date.now();
  await page.getByRole("button", { name: "Log In" }).click();
  await page.getByRole("region", { name: "Group Section 1" }).waitFor({ timeout: 60_000 });
  const editorShown = Date.now() - clicked;
  await context.close();
  return { loginShown, editorShown };
}

async function ownerWithMenu(baseUrl: string) {
  const email = `dash-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const registered = await registerOwner(baseUrl, { email });
  await call(
    baseUrl,
    "POST",
    "/v1/menus",
    { businessId: registered.business.id, name: "Dinner", nodes: makeMenuNodes(30) },
    registered.token,
  );
  return email;
}

const builds: { name: string; webDir?: string }[] = [{ name: "this build" }];
if (process.env.BENCH_BEFORE_WEB_DIR)
  builds.unshift({ name: "before", webDir: process.env.BENCH_BEFORE_WEB_DIR });

const servers = [];
for (const build of builds) {
  if (build.webDir) process.env.BENCH_WEB_DIR = build.webDir;
  else delete process.env.BENCH_WEB_DIR;
  const app = await serveInChild("pglite", 10);
  servers.push({
    ...build,
    app,
    email: await ownerWithMenu(app.baseUrl),
    shown: [] as number[],
    editor: [] as number[],
  });
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const server of servers) {
    const login = await screenWeight(browser, `${server.app.baseUrl}/login`, "Log in to your account");
    const signUp = await screenWeight(browser, `${server.app.baseUrl}/start`, "Create your free account");
    console.log(
      `${server.name}: login ${login.bytes} B of script and CSS in ${login.files} files; sign-up ${signUp.bytes} B in ${signUp.files} files`,
    );
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const server of servers) {
      const { loginShown, editorShown } = await loginToEditor(browser, server.app.baseUrl, server.email);
      server.shown.push(loginShown);
      server.editor.push(editorShown);
    }
  }
  for (const server of servers) {
    console.log(
      `${server.name}: login drawn p50 ${percentile(server.shown, 50)} ms; "Log In" to the editor p50 ${percentile(server.editor, 50)} ms, max ${Math.max(...server.editor)} ms (${ROUNDS} rounds, empty cache)`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) await server.app.stop();
}
