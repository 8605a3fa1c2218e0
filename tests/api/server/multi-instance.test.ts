import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type OrderingStatus, OrderingStatusSchema } from "../../../src/shared/service/service-status.ts";
import { createApi } from "../../helpers/api-client.ts";
import { openEventStream } from "../../helpers/event-stream.ts";
import { createMember, createMenu, makeImage, uploadForm } from "../../helpers/factories.ts";
import { createFreshPostgres } from "../../helpers/fresh-postgres.ts";
import {
  type AppInstance,
  freePort,
  type Nginx,
  type S3Server,
  startInstance,
  startNginx,
  startS3rver,
} from "../../helpers/multi-instance.ts";
import { createOrderingBusiness } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";

// Two app processes on one PostgreSQL, uploads in s3rver, nginx with deploy/nginx.conf in front.
// Whatever instance answers, the owner and the guest see one service. Needs PostgreSQL (several processes cannot
// share PGlite), so both of CI's passes run it on PostgreSQL.
const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

let s3: S3Server;
let a: AppInstance;
let b: AppInstance;
let nginx: Nginx;
let dropDatabase = async () => {};

beforeAll(async () => {
  const fresh = await createFreshPostgres(ADMIN_URL, "multi");
  dropDatabase = fresh.drop;
  s3 = await startS3rver();
  const [portA, portB] = [await freePort(), await freePort()];
  const publicBaseUrl = "http://menu.test";
  // One after the other: the first applies the migrations.
  a = await startInstance({ port: portA, databaseUrl: fresh.url, s3, publicBaseUrl });
  b = await startInstance({ port: portB, databaseUrl: fresh.url, s3, publicBaseUrl });
  // Which instance answered, for the test only (deploy/nginx.conf does not tell clients its upstreams).
  nginx = await startNginx([a.port, b.port], "add_header X-Upstream $upstream_addr always;");
}, scaled(240_000));

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.close();
  await dropDatabase();
}, scaled(60_000));

const viaNginx = () => createApi(nginx.baseUrl);

function openLive(baseUrl: string, businessId: string, token: string) {
  const url = `${baseUrl.replace(/^http/, "ws")}/v1/businesses/${businessId}/live?token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(url);
  const messages: Record<string, unknown>[] = [];
  socket.on("message", (data) => messages.push(JSON.parse(String(data))));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  const until = async (match: (message: Record<string, unknown>) => boolean, seconds = 5) => {
    const deadline = Date.now() + scaled(seconds * 1000);
    while (Date.now() < deadline) {
      const found = messages.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no matching message within ${seconds} s: ${JSON.stringify(messages)}`);
  };
  return { socket, opened, until };
}

describe("several instances behind nginx on one PostgreSQL", () => {
  it("nginx spreads requests over both instances", async () => {
    const upstreams = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${nginx.baseUrl}/healthz`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      upstreams.add(response.headers.get("x-upstream") ?? "");
    }
    expect([...upstreams].sort()).toEqual([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`].sort());
  });

  it("a session made through nginx works on each instance, and logging out on one ends it on the other", async () => {
    const owner = await createMember(viaNginx());
    const dashboard = `/v1/members/${owner.memberId}/dashboard`;
    expect((await createApi(a.baseUrl).get(dashboard, owner.token)).status).toBe(200);
    expect((await createApi(b.baseUrl).get(dashboard, owner.token)).status).toBe(200);
    await createApi(b.baseUrl).post("/v1/public/logout", undefined, owner.token);
    expect((await createApi(a.baseUrl).get(dashboard, owner.token)).status).toBe(401);
  });

  it("counts failed logins across instances (the throttle lives in the database)", async () => {
    const owner = await createMember(viaNginx());
    const upstreams = new Set<string>();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const failed = await viaNginx().post("/v1/public/login", {
        email: owner.email,
        password: "wrong-guess",
      });
      expect(failed.status).toBe(401);
      upstreams.add(failed.headers.get("x-upstream") ?? "");
    }
    expect(upstreams.size).toBe(2);
    for (const instance of [a, b]) {
      const blocked = await createApi(instance.baseUrl).post("/v1/public/login", {
        email: owner.email,
        password: owner.password,
      });
      expect(blocked.status).toBe(429);
    }
  });

  it("keeps uploads in the S3 bucket, so either instance serves them", async () => {
    const owner = await createMember(viaNginx());
    const uploaded = await viaNginx().call("POST", "/v1/members/uploads", {
      token: owner.token,
      body: uploadForm(
        await makeImage("png", 400, 300),
        { type: "MenuItem", locationId: owner.businessId },
        "dish.png",
      ),
    });
    expect(uploaded.status).toBe(201);
    const path = `${uploaded.body.path}&fmt=original`;
    const [fromA, fromB] = await Promise.all(
      [a, b].map(async (instance) => {
        const response = await fetch(`${instance.baseUrl}${path}`);
        expect(response.status).toBe(200);
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    expect(fromA?.length).toBeGreaterThan(0);
    expect(fromA?.equals(fromB ?? Buffer.alloc(0))).toBe(true);

    const client = new S3Client({
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: "uploads/" }));
    const key = new URL(uploaded.body.path, "http://x").searchParams.get("key");
    expect(listed.Contents?.map((object) => object.Key)).toContain(key);
    // Neither instance kept a copy on its own disk.
    client.destroy();
  });

  it("publishing on one instance changes the guest page on the other", async () => {
    const owner = await createMember(viaNginx());
    const apiA = createApi(a.baseUrl);
    const menu = await createMenu(apiA, owner, { name: "Lunch" });
    expect(
      (await apiA.post(`/v1/businesses/${owner.businessId}/publish`, undefined, owner.token)).status,
    ).toBe(200);
    const url = (await apiA.get(`/v1/members/${owner.memberId}/dashboard`, owner.token)).body.business.url;
    const pageOnB = async () => (await fetch(`${b.baseUrl}/m/${url}`)).text();
    expect(await pageOnB()).toContain("Lunch"); // B has the page in its caches now

    const saved = await apiA.put(
      "/v1/menus",
      { id: menu.id, version: menu.version, name: "Supper" },
      owner.token,
    );
    expect(saved.status).toBe(200);
    expect(
      (await apiA.post(`/v1/businesses/${owner.businessId}/publish`, undefined, owner.token)).status,
    ).toBe(200);
    // How soon is a budget, measured by bench/multi-instance.ts on a machine that is not running the suite.
    await expect.poll(pageOnB).toContain("Supper");
  });

  it("a pause made through one instance shows on the other's guest page, and so does resuming", async () => {
    const apiA = createApi(a.baseUrl);
    const business = await createOrderingBusiness(apiA);
    const url = (await apiA.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body.business
      .url;
    const pageOnB = async () => (await fetch(`${b.baseUrl}/m/${url}`)).text();
    const banner = /<p class="paused" role="status" data-paused>Not taking orders until [^<]+<\/p>/;
    // B remembers the page (head, page and fast-path answer) before the change.
    expect(await pageOnB()).not.toMatch(banner);
    const waitOnB = async (isShown: (page: string) => boolean) => {
      let page = await pageOnB();
      while (!isShown(page)) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        page = await pageOnB();
      }
      return page;
    };
    const paused = await apiA.put(
      `/v1/businesses/${business.businessId}/ordering/pause`,
      { minutes: 30 },
      business.token,
    );
    expect(paused.status).toBe(200);
    const page = await waitOnB((html) => banner.test(html));
    expect(page).toMatch(new RegExp(`data-add="${business.items.soda}"[^>]* hidden>`));
    const statusOnB = await createApi(b.baseUrl).get(
      `/v1/public/businesses/${business.businessId}/ordering-status`,
    );
    expect(statusOnB.body).toMatchObject({
      taking: false,
      reason: "PAUSED",
      pausedUntil: paused.body.pausedUntil,
    });

    expect(
      (await apiA.delete(`/v1/businesses/${business.businessId}/ordering/pause`, business.token)).status,
    ).toBe(200);
    await waitOnB((html) => !banner.test(html));
    expect(
      (await createApi(b.baseUrl).get(`/v1/public/businesses/${business.businessId}/ordering-status`)).body
        .taking,
    ).toBe(true);
  });

  it("a pause made through one instance reaches open guest pages on the other and through nginx, pushed over their event streams", async () => {
    const apiA = createApi(a.baseUrl);
    const business = await createOrderingBusiness(apiA);
    const path = `/v1/public/businesses/${business.businessId}/live`;
    const parse = (data: unknown) => OrderingStatusSchema.parse(data);
    const onB = await openEventStream(`${b.baseUrl}${path}`, parse);
    const throughNginx = await openEventStream(`${nginx.baseUrl}${path}`, parse);
    try {
      expect(throughNginx.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      await Promise.all([onB.until(() => true), throughNginx.until(() => true)]);
      const seen = [onB.events.length, throughNginx.events.length] as const;
      const paused = await apiA.put(
        `/v1/businesses/${business.businessId}/ordering/pause`,
        { minutes: 30 },
        business.token,
      );
      expect(paused.status).toBe(200);
      const isPaused = (status: OrderingStatus) => status.pausedUntil === paused.body.pausedUntil;
      expect((await onB.until(isPaused, seen[0])).reason).toBe("PAUSED");
      // nginx hands each event on as it comes, not when its buffer fills.
      expect((await throughNginx.until(isPaused, seen[1])).reason).toBe("PAUSED");
      const resumedFrom = [onB.events.length, throughNginx.events.length] as const;
      await apiA.delete(`/v1/businesses/${business.businessId}/ordering/pause`, business.token);
      expect((await onB.until((status) => status.taking, resumedFrom[0])).reason).toBeUndefined();
      expect((await throughNginx.until((status) => status.taking, resumedFrom[1])).reason).toBeUndefined();
    } finally {
      onB.close();
      throughNginx.close();
    }
  });

  it("a menu saved on one instance reaches a dashboard connected to the other, and sockets pass through nginx", async () => {
    const owner = await createMember(viaNginx());
    const menu = await createMenu(createApi(a.baseUrl), owner, { name: "Dinner" });
    const onB = openLive(b.baseUrl, owner.businessId, owner.token);
    const throughNginx = openLive(nginx.baseUrl, owner.businessId, owner.token);
    await Promise.all([onB.opened, throughNginx.opened]);
    try {
      const saved = await createApi(a.baseUrl).put(
        "/v1/menus",
        { id: menu.id, version: menu.version, name: "Late dinner" },
        owner.token,
      );
      expect(saved.status).toBe(200);
      const expected = { type: "menu", menuId: menu.id, version: saved.body.version };
      // The menu's creation on A may reach B's sockets after they open (a busy machine delays the notice): the
      // save's own message is the one awaited.
      const isSave = (message: Record<string, unknown>) =>
        message.type === "menu" && message.version === expected.version;
      expect(await onB.until(isSave)).toEqual(expected);
      expect(await throughNginx.until(isSave)).toEqual(expected);
    } finally {
      onB.socket.close();
      throughNginx.socket.close();
    }
  });

  it("a job is done once, by one instance: one reset mail for one request", async () => {
    const owner = await createMember(viaNginx());
    const requested = await viaNginx().post("/v1/public/resetPassword", { email: owner.email });
    expect(requested.status).toBe(202);
    const mailsTo = () => [...a.outbox(), ...b.outbox()].filter((mail) => mail.to === owner.email);
    const deadline = Date.now() + scaled(10_000);
    while (mailsTo().length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // Both instances poll the jobs table; give the other one time to (wrongly) send it again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo()).toHaveLength(1);
  });
});
