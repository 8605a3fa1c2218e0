import { request } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { captureLog } from "../../helpers/capture-log.ts";
import { createMember, createMenu, menuGroup, menuItem } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// A guest page whose answer is known is written from memory in front of Fastify; the guest
// access log is off by default or sampled. Nothing a guest or a browser sees may change.

const CONFIG = { publicBaseUrl: "http://menu.test", contextPath: "", debug: false };

/** The app's log, and the guest page reads that got their access-log line (one per request, when it ends). */
function captureGuestLog() {
  const log = captureLog();
  return {
    ...log,
    guestReads: () =>
      log.lines.filter((line) => line.msg === "request completed" && /^\/[mo]\//.test(line.req?.url ?? ""))
        .length,
  };
}

/** Status, headers (but the date) and the raw bytes, as sent on the wire. */
function raw(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    request(
      `${baseUrl}${path}`,
      { method: options.method ?? "GET", headers: options.headers ?? {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const headers: Record<string, string> = {};
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = (response.rawHeaders[i] as string).toLowerCase();
            if (name !== "date") headers[name] = response.rawHeaders[i + 1] as string;
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    )
      .on("error", reject)
      .end();
  });
}

async function publishedAddress(api: Api, name = "Soup") {
  const member = await createMember(api);
  const menu = await createMenu(api, member, { name: "Dinner", nodes: [menuGroup([menuItem({ name })])] });
  expect(
    (await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token)).status,
  ).toBe(200);
  const dashboard = await api.get(`/v1/members/${member.memberId}/dashboard`, member.token);
  return { member, menu, address: dashboard.body.business.url as string };
}

describe("a guest page answered from memory", () => {
  let t: TestApp;
  let api: Api;
  const log = captureGuestLog();

  beforeAll(async () => {
    // One read in two takes the logged way through Fastify, the other the fast path: both are compared.
    t = await startTestApp({ config: { ...CONFIG, guestAccessLogEvery: 2 }, logger: log.logger });
    api = createApi(t.baseUrl);
  });
  afterAll(() => t.close());

  it("sends the very headers and bytes Fastify sends, in every encoding, to HEAD and to a revalidation", async () => {
    const { address } = await publishedAddress(api);
    const etag = (await raw(t.baseUrl, `/m/${address}`)).headers.etag as string;
    const variants: { method?: string; headers?: Record<string, string> }[] = [
      { headers: { "accept-encoding": "gzip, deflate, br" } },
      { headers: { "accept-encoding": "gzip" } },
      {},
      { method: "HEAD", headers: { "accept-encoding": "br" } },
      { headers: { "if-none-match": etag, "accept-encoding": "br" } },
    ];
    for (const variant of variants) {
      const readsBefore = log.guestReads();
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await raw(t.baseUrl, `/m/${address}`, variant));
      // Two of the four went through Fastify (logged), two were written from memory.
      expect(log.guestReads() - readsBefore).toBe(2);
      for (const answer of answers.slice(1)) {
        expect(answer.status).toBe(answers[0]?.status);
        expect(answer.headers).toEqual(answers[0]?.headers);
        expect(answer.body.equals(answers[0]?.body as Buffer)).toBe(true);
      }
    }
    const br = await raw(t.baseUrl, `/m/${address}`, { headers: { "accept-encoding": "br" } });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-length"]).toBe(String(br.body.length));
    expect(br.headers["content-security-policy"]).toContain("default-src 'none'");
    const head = await raw(t.baseUrl, `/m/${address}`, {
      method: "HEAD",
      headers: { "accept-encoding": "br" },
    });
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(br.headers["content-length"]);
    const notModified = await raw(t.baseUrl, `/m/${address}`, { headers: { "if-none-match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-type"]).toBeUndefined();
  });

  it("shows a publish at once on the instance that publishes", async () => {
    const { member, menu, address } = await publishedAddress(api, "Old soup");
    for (let i = 0; i < 3; i++)
      expect(await (await fetch(`${t.baseUrl}/m/${address}`)).text()).toContain("Old soup");
    const saved = await api.put(
      "/v1/menus",
      { id: menu.id, version: menu.version, nodes: [menuGroup([menuItem({ name: "New soup" })])] },
      member.token,
    );
    expect(saved.status).toBe(200);
    await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token);
    for (let i = 0; i < 3; i++) {
      const html = await (await fetch(`${t.baseUrl}/m/${address}`)).text();
      expect(html).toContain("New soup");
      expect(html).not.toContain("Old soup");
    }
    await api.post(`/v1/businesses/${member.businessId}/unpublish`, undefined, member.token);
    expect((await fetch(`${t.baseUrl}/m/${address}`)).status).toBe(402);
  });

  it("keeps the tabs of one page apart: another menu or view is another answer", async () => {
    const member = await createMember(api);
    const lunch = await createMenu(api, member, {
      name: "Lunch",
      nodes: [menuGroup([menuItem({ name: "Sandwich" })])],
    });
    const dinner = await createMenu(api, member, {
      name: "Dinner",
      nodes: [menuGroup([menuItem({ name: "Steak" })])],
    });
    await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token);
    const address = (await api.get(`/v1/members/${member.memberId}/dashboard`, member.token)).body.business
      .url;
    for (let i = 0; i < 3; i++) {
      expect(await (await fetch(`${t.baseUrl}/m/${address}/menus/${lunch.id}`)).text()).toContain("Sandwich");
      const dinnerPage = await (await fetch(`${t.baseUrl}/m/${address}/menus/${dinner.id}`)).text();
      expect(dinnerPage).toContain("Steak");
      expect(dinnerPage).not.toContain("Sandwich");
      expect(await (await fetch(`${t.baseUrl}/o/${address}`)).text()).toContain("Sandwich");
    }
  });
});

describe("guests while an owner's request is in flight", () => {
  let t: TestApp;
  let api: Api;

  beforeAll(async () => {
    t = await startTestApp({ config: { ...CONFIG, guestAccessLogEvery: 0 } });
    api = createApi(t.baseUrl);
  });
  afterAll(() => t.close());

  it("are still answered, and the owner's request then completes", async () => {
    const { address } = await publishedAddress(api);
    const { member, menu } = await publishedAddress(api, "Owner's soup");
    await fetch(`${t.baseUrl}/m/${address}`); // the page is known from now on
    // An autosave whose body is held back keeps the owner's request in flight while the guests read; its rest is
    // sent only once every guest has had an answer, so no guest can have waited for it, however slow the machine.
    const body = JSON.stringify({
      id: menu.id,
      version: menu.version,
      nodes: [menuGroup([menuItem({ name: "Saved slowly" })])],
    });
    let isSaved = false;
    const owner = request(`${t.baseUrl}/v1/menus`, {
      method: "PUT",
      headers: {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
        authorization: `Bearer ${member.token}`,
      },
    });
    const saved = new Promise<number>((resolve, reject) => {
      owner.on("error", reject);
      owner.on("response", (response) => {
        response.resume();
        response.on("end", () => {
          isSaved = true;
          resolve(response.statusCode ?? 0);
        });
      });
    });
    owner.write(body.slice(0, 10));
    const reads = await Promise.all(
      Array.from({ length: 40 }, () => fetch(`${t.baseUrl}/m/${address}`).then((r) => r.status)),
    );
    expect(reads.every((status) => status === 200)).toBe(true);
    expect(isSaved).toBe(false);
    owner.end(body.slice(10));
    expect(await saved).toBe(200);
    const reread = await api.get(`/v1/ilmenus?menuId=${menu.id}`, member.token);
    expect(JSON.stringify(reread.body.nodes)).toContain("Saved slowly");
  });
});

describe("the guest access log by default", () => {
  it("logs no guest page read, still logs the API's requests, and logs a guest page's failure", async () => {
    const log = captureGuestLog();
    // main.ts passes GUEST_ACCESS_LOG, whose default is off (0).
    const t = await startTestApp({ config: { ...CONFIG, guestAccessLogEvery: 0 }, logger: log.logger });
    try {
      const api = createApi(t.baseUrl);
      const { address } = await publishedAddress(api);
      for (let i = 0; i < 5; i++) expect((await fetch(`${t.baseUrl}/m/${address}`)).status).toBe(200);
      expect((await fetch(`${t.baseUrl}/m/nobody-here`)).status).toBe(404);
      expect(log.guestReads()).toBe(0);
      // The API's request gets its one line, when it ends: the request and the answer together.
      const registered = log.lines.filter((line) => line.req?.url === "/v1/public/register");
      expect(registered).toHaveLength(1);
      expect(registered[0]?.msg).toBe("request completed");
      expect(registered[0]?.res?.statusCode).toBe(201);

      // The database loses a table the guest page reads: the page fails, and the failure is in the log.
      await t.database.db.execute(sql`alter table publications rename to publications_away`);
      try {
        expect((await fetch(`${t.baseUrl}/m/another-address`)).status).toBe(500);
      } finally {
        await t.database.db.execute(sql`alter table publications_away rename to publications`);
      }
      const failure = log.lines.find((line) => line.level >= 50 && line.req?.url === "/m/another-address");
      expect(failure?.msg).toBe("request failed");
      expect(log.lines.some((line) => line.level >= 50 && line.msg === "unhandled error")).toBe(true);
      expect(log.guestReads()).toBe(0);
    } finally {
      await t.close();
    }
  });
});
