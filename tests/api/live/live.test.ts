import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { createApi } from "../../helpers/api-client.ts";
import { createMember, createMenu } from "../../helpers/factories.ts";
import { startSecondInstance, startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Realtime (decision 003): every change to a business's menus reaches its owner's open sockets, from whichever
// instance made it, through the database's NOTIFY.

let t: TestApp;
let api: ReturnType<typeof createApi>;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

interface Live {
  socket: WebSocket;
  /** Resolves with the next message that matches. */
  next(match: (message: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  messages: Record<string, unknown>[];
}

function openLive(baseUrl: string, businessId: string, token: string): Promise<Live> {
  const url = `${baseUrl.replace(/^http/, "ws")}/v1/businesses/${businessId}/live?token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(url);
  const messages: Record<string, unknown>[] = [];
  const waiters: {
    match: (message: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }[] = [];
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const next = (match: (message: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const seen = messages.find(match);
      if (seen) return resolve(seen);
      const timer = setTimeout(() => reject(new Error("no matching message within 5 s")), 5000);
      waiters.push({
        match,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      });
    });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("unexpected-response", (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    // The server says "ready" once the socket is in its hub: changes from then on are heard.
    void next((message) => message.type === "ready").then(() => resolve({ socket, next, messages }), reject);
  });
}

/** Saves a new menu note and expects the socket to hear of exactly that version. */
async function saveAndHear(live: Live, member: { token: string }, menu: { id: string; version: number }) {
  const saved = await api.put(
    "/v1/menus",
    { id: menu.id, version: menu.version, details: `Saved at ${Date.now()}` },
    member.token,
  );
  expect(saved.status).toBe(200);
  // The menu's creation is announced too, and on another instance its notice may reach the socket after it
  // opened: wait for the save's own notice (a missing one still times out).
  expect(
    await live.next((message) => message.type === "menu" && message.version === saved.body.version),
  ).toEqual({
    type: "menu",
    menuId: menu.id,
    version: saved.body.version,
  });
}

const closeLive = (live: Live) =>
  new Promise<void>((resolve) => {
    if (live.socket.readyState === WebSocket.CLOSED) return resolve();
    live.socket.once("close", () => resolve());
    live.socket.close();
  });

describe("GET /v1/businesses/{id}/live", () => {
  it("tells the owner's sockets of each save, with the menu and its new version", async () => {
    const owner = await createMember(api);
    const menu = await createMenu(api, owner, { name: "Dinner" });
    const first = await openLive(t.baseUrl, owner.businessId, owner.token);
    const second = await openLive(t.baseUrl, owner.businessId, owner.token);
    try {
      const saved = await api.put(
        "/v1/menus",
        { id: menu.id, version: menu.version, name: "Supper" },
        owner.token,
      );
      expect(saved.status).toBe(200);
      const expected = { type: "menu", menuId: menu.id, version: saved.body.version };
      // The menu's creation has its own notice, which a busy database may deliver after the sockets open: each
      // socket waits for this save's version, and the notice it gets must be exactly the save's.
      const ofThisSave = (message: { type?: string; version?: unknown }) =>
        message.type === "menu" && message.version === saved.body.version;
      expect(await first.next(ofThisSave)).toEqual(expected);
      expect(await second.next(ofThisSave)).toEqual(expected);

      // Show/Hide and removal are changes too.
      await api.delete(`/v1/menus/${menu.id}/active`, owner.token);
      await first.next((message) => message.type === "menu" && message.version !== saved.body.version);
    } finally {
      await Promise.all([closeLive(first), closeLive(second)]);
    }
  });

  it("never tells another business's sockets", async () => {
    const owner = await createMember(api);
    const other = await createMember(api);
    const menu = await createMenu(api, owner);
    const otherMenu = await createMenu(api, other);
    const live = await openLive(t.baseUrl, other.businessId, other.token);
    try {
      await api.put("/v1/menus", { id: menu.id, version: menu.version, name: "Owner's" }, owner.token);
      const own = await api.put(
        "/v1/menus",
        { id: otherMenu.id, version: otherMenu.version, name: "Other's" },
        other.token,
      );
      // The other member's own save arrives; the owner's, made before it, never did.
      await live.next((message) => message.menuId === otherMenu.id && message.version === own.body.version);
      expect(live.messages.some((message) => message.menuId === menu.id)).toBe(false);
    } finally {
      await closeLive(live);
    }
  });

  it("refuses a socket without a token (401) and one for another member's business (404)", async () => {
    const owner = await createMember(api);
    const intruder = await createMember(api);
    await expect(openLive(t.baseUrl, owner.businessId, "")).rejects.toThrow("HTTP 401");
    await expect(openLive(t.baseUrl, owner.businessId, intruder.token)).rejects.toThrow("HTTP 404");
    await expect(openLive(t.baseUrl, "no-such-business", owner.token)).rejects.toThrow("HTTP 404");
  });

  it("asks a plain request to upgrade", async () => {
    const owner = await createMember(api);
    const response = await api.get(`/v1/businesses/${owner.businessId}/live`, owner.token);
    expect(response.status).toBe(426);
    expect(response.body).toMatchObject({ status: 426, code: "UPGRADE_REQUIRED" });
    expect(response.body.message).not.toBe(MESSAGES.genericFailure);
  });

  it("reaches a socket on another app instance of the same database", async () => {
    const second = await startSecondInstance(t);
    const owner = await createMember(api);
    const menu = await createMenu(api, owner);
    const live = await openLive(second.baseUrl, owner.businessId, owner.token);
    try {
      // The save goes to the first instance; the socket is on the second.
      await saveAndHear(live, owner, menu);
    } finally {
      await closeLive(live);
      await second.close();
    }
  });
});

// The dedicated LISTEN connection exists on PostgreSQL only (PGlite runs in this process); CI runs this file on
// both engines, so this part runs in the PostgreSQL pass.
describe.runIf(process.env.DATABASE_URL)("on PostgreSQL, when the listening connection drops", () => {
  it("connects again, asks every window to check, and keeps delivering", async () => {
    const owner = await createMember(api);
    const menu = await createMenu(api, owner);
    const live = await openLive(t.baseUrl, owner.businessId, owner.token);
    try {
      // A failover or restart: the server ends the connection that LISTENs.
      const killed = await t.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      );
      expect((killed as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
      await live.next((message) => message.type === "resync");
      await saveAndHear(live, owner, menu);
    } finally {
      await closeLive(live);
    }
  });
});

describe("an upgrade request to an address that is not a WebSocket", () => {
  it("is refused or closed at once, never left open", async () => {
    for (const path of ["/m/no-such-menu", "/healthz", "/v1/menus"]) {
      const socket = new WebSocket(`${t.baseUrl.replace(/^http/, "ws")}${path}`);
      socket.on("error", () => {});
      // Refused over HTTP (401), or accepted and closed by the server straight away (no WebSocket there).
      const ended = await Promise.race([
        new Promise<string>((resolve) => socket.once("close", () => resolve("closed"))),
        new Promise<string>((resolve) => setTimeout(() => resolve("still open"), 3000)),
      ]);
      expect(ended, path).toBe("closed");
    }
  });
});

describe("the token in a live socket's address", () => {
  it("never reaches the request log", async () => {
    const lines: string[] = [];
    const logged = await startTestApp({
      logger: { level: "info", stream: { write: (line) => lines.push(line) } },
    });
    try {
      const owner = await createMember(createApi(logged.baseUrl));
      const live = await openLive(logged.baseUrl, owner.businessId, owner.token);
      await closeLive(live);
      const requests = lines.filter((line) => line.includes("/live"));
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.some((line) => line.includes("token=[hidden]"))).toBe(true);
      expect(lines.some((line) => line.includes(owner.token))).toBe(false);
    } finally {
      await logged.close();
    }
  });
});
