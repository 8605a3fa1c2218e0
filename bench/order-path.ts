// Which source files one order runs through, traced rather than read from imports: the server runs from its
// sources (tsx, as `npm run dev` runs it) under the inspector, a first order warms every lazy part, then V8's
// precise coverage is reset and one guest prices a cart and places a cash pick-up order, and the owner accepts it,
// marks it ready and completes it, its mails sent. A file counts when any of its functions ran in that window
// (module loading does not count: every module is loaded by then). SQL run by triggers is not a file here.
//
//   node --import tsx bench/order-path.ts            the list, by folder, and the counts
//   BENCH_ROOT=/path/to/other/checkout …             the same for another checkout (a before/after count)
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { call, orderingMenu } from "./lib/api.ts";
import { freePort } from "./lib/production-server.ts";

const root = path.resolve(
  process.env.BENCH_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."),
);

/** The inspector's protocol over its WebSocket: one call at a time, answered by id. */
async function inspector(port: number) {
  let list: { webSocketDebuggerUrl: string }[] = [];
  for (let tries = 0; list.length === 0; tries++) {
    list = await fetch(`http://127.0.0.1:${port}/json/list`).then(
      (response) => response.json() as Promise<typeof list>,
      () => [],
    );
    if (tries > 600) throw new Error("the server's inspector did not answer");
    if (list.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const socket = new WebSocket(list[0]?.webSocketDebuggerUrl ?? "");
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  return {
    send<T = unknown>(method: string, params: object = {}): Promise<T> {
      const id = ++next;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise<T>((resolve) => waiting.set(id, resolve as (result: unknown) => void));
    },
    close: () => socket.close(),
  };
}

async function startServer(): Promise<{ baseUrl: string; child: ChildProcess; inspectPort: number }> {
  const [port, inspectPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(tmpdir(), "menu-order-path-"));
  const child = spawn(
    process.execPath,
    [`--inspect=127.0.0.1:${inspectPort}`, "--import", "tsx", path.join(root, "src/server/main.ts")],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: path.join(dir, "data"),
        DATABASE_URL: "",
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: "1",
      },
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ; ) {
    if (
      await fetch(`${baseUrl}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() - started > 300_000) throw new Error("the server did not answer in 300 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, child, inspectPort };
}

/** One order's life: priced, placed, accepted, ready, completed; then a pause for its mails. */
async function oneOrder(
  baseUrl: string,
  owner: { token: string; businessId: string; menuId: string },
  n: number,
) {
  const base = `${baseUrl}/v1/public/businesses/${owner.businessId}/orders`;
  const items = [{ menuId: owner.menuId, itemId: "i1", quantity: 2 }];
  const headers = { "content-type": "application/json", "x-forwarded-for": `10.9.${n}.1` };
  const priced = await fetch(`${base}/price`, {
    method: "POST",
    headers,
    body: JSON.stringify({ type: "PICKUP", items, tip: 100 }),
  });
  if (priced.status !== 200) throw new Error(`price: ${priced.status} ${await priced.text()}`);
  const placed = await fetch(base, {
    method: "POST",
    headers: { ...headers, "idempotency-key": randomUUID() },
    body: JSON.stringify({
      type: "PICKUP",
      items,
      tip: 100,
      payment: "CASH",
      customer: { name: `Guest ${n}`, phone: `212555${String(1000 + n)}`, email: `guest${n}@example.com` },
      notify: { email: true },
    }),
  });
  if (placed.status !== 201) throw new Error(`order: ${placed.status} ${await placed.text()}`);
  const order = (await placed.json()) as { id: string };
  for (const status of ["ACCEPTED", "READY", "COMPLETED"]) {
    await call(baseUrl, "POST", `/v1/orders/${order.id}/status`, { status }, owner.token);
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
}

const server = await startServer();
try {
  const published = await orderingMenu(server.baseUrl, 20);
  const owner = { token: published.token, businessId: published.businessId, menuId: published.menu.id };
  const profiler = await inspector(server.inspectPort);
  await profiler.send("Profiler.enable");
  await profiler.send("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
  await oneOrder(server.baseUrl, owner, 1);
  await profiler.send("Profiler.takePreciseCoverage"); // resets the counts: what follows is one order's
  await oneOrder(server.baseUrl, owner, 2);
  const { result } = (await profiler.send("Profiler.takePreciseCoverage")) as {
    result: {
      url: string;
      functions: { functionName: string; ranges: { startOffset: number; count: number }[] }[];
    }[];
  };
  profiler.close();
  const src = `file://${path.join(root, "src")}/`;
  const files = result
    .filter((script) => script.url.startsWith(src))
    .filter((script) =>
      script.functions.some((fn) => fn.functionName !== "" && fn.ranges.some((range) => range.count > 0)),
    )
    .map((script) => script.url.slice(src.length).replace(/\?.*$/, ""))
    .sort();
  const folders = new Map<string, string[]>();
  for (const file of files) {
    const folder = path.dirname(file);
    folders.set(folder, [...(folders.get(folder) ?? []), path.basename(file)]);
  }
  for (const [folder, names] of folders) console.log(`${folder}/ (${names.length}): ${names.join(", ")}`);
  console.log(
    `\none order (priced, placed, accepted, ready, completed, its mails): ${files.length} files of src in ${folders.size} folders`,
  );
} finally {
  server.child.kill("SIGTERM");
}
