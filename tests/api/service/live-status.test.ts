import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServiceStreams } from "../../../src/server/features/service/service-stream.ts";
import { PublicationEvents } from "../../../src/server/lib/publication-events.ts";
import { type OrderingStatus, OrderingStatusSchema } from "../../../src/shared/service/service-status.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { openEventStream } from "../../helpers/event-stream.ts";
import { createOrderingBusiness, type OrderingBusiness } from "../../helpers/orders.ts";
import { startSecondInstance, startTestApp, type TestApp } from "../../helpers/test-app.ts";

// An open guest page follows the kitchen's changes over Server-Sent Events: the ordering status now, then again
// after each sold-out mark, pause and resume made through the owner's API, on whichever instance.

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const liveUrl = (baseUrl: string, businessId: string) => `${baseUrl}/v1/public/businesses/${businessId}/live`;
const openStatusStream = (baseUrl: string, businessId: string) =>
  openEventStream(liveUrl(baseUrl, businessId), (data) => OrderingStatusSchema.strict().parse(data));
const soldOutIds = (status: OrderingStatus) => status.soldOut.map((entry) => entry.itemId);

async function markSoldOut(business: OrderingBusiness, until: "manual" | null) {
  const marked = await api.put(
    `/v1/businesses/${business.businessId}/sold-out`,
    { menuId: business.menuId, itemId: business.items.soda, until },
    business.token,
  );
  expect(marked.status).toBe(200);
}

describe("the guest page's live status", () => {
  it("sends the status now, then each sold-out mark, pause and resume made through the owner's API", async () => {
    const business = await createOrderingBusiness(api);
    const stranger = await createOrderingBusiness(api);
    const stream = await openStatusStream(t.baseUrl, business.businessId);
    const other = await openStatusStream(t.baseUrl, stranger.businessId);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get("cache-control")).toBe("no-store");
      const first = await stream.until(() => true);
      expect(first).toEqual({ taking: true, extraMinutes: 0, soldOut: [] });

      let seen = stream.events.length;
      await markSoldOut(business, "manual");
      const sold = await stream.until((status) => status.soldOut.length > 0, seen);
      expect(soldOutIds(sold)).toEqual([business.items.soda]);
      expect(sold.taking).toBe(true);

      seen = stream.events.length;
      const paused = await api.put(
        `/v1/businesses/${business.businessId}/ordering/pause`,
        { minutes: 30 },
        business.token,
      );
      expect(paused.status).toBe(200);
      const pausedStatus = await stream.until((status) => status.reason === "PAUSED", seen);
      expect(pausedStatus).toMatchObject({ taking: false, pausedUntil: paused.body.pausedUntil });
      expect(soldOutIds(pausedStatus)).toEqual([business.items.soda]);

      seen = stream.events.length;
      expect(
        (await api.delete(`/v1/businesses/${business.businessId}/ordering/pause`, business.token)).status,
      ).toBe(200);
      const resumed = await stream.until((status) => status.taking, seen);
      expect(resumed.pausedUntil).toBeUndefined();

      seen = stream.events.length;
      await markSoldOut(business, null);
      expect(await stream.until((status) => status.soldOut.length === 0, seen)).toEqual({
        taking: true,
        extraMinutes: 0,
        soldOut: [],
      });
      // Each event is the status as the polled call answers it.
      const polled = await api.get(`/v1/public/businesses/${business.businessId}/ordering-status`);
      expect(stream.events.at(-1)).toEqual(polled.body);
      // Nothing of one business reaches another's page: only its own first status.
      expect(other.events).toEqual([{ taking: true, extraMinutes: 0, soldOut: [] }]);
    } finally {
      stream.close();
      other.close();
    }
  });

  it("hears a change made through another instance", async () => {
    const second = await startSecondInstance(t);
    const business = await createOrderingBusiness(api);
    const onSecond = await openStatusStream(second.baseUrl, business.businessId);
    try {
      await onSecond.until(() => true);
      const seen = onSecond.events.length;
      // Made on the first instance, heard on the second through the database's NOTIFY.
      const paused = await api.put(
        `/v1/businesses/${business.businessId}/ordering/pause`,
        { minutes: 15 },
        business.token,
      );
      expect(paused.status).toBe(200);
      expect(await onSecond.until((status) => status.reason === "PAUSED", seen)).toMatchObject({
        taking: false,
        pausedUntil: paused.body.pausedUntil,
      });
      const resumedFrom = onSecond.events.length;
      await api.delete(`/v1/businesses/${business.businessId}/ordering/pause`, business.token);
      expect((await onSecond.until((status) => status.taking, resumedFrom)).reason).toBeUndefined();
    } finally {
      onSecond.close();
      await second.close();
    }
  });

  it("answers 404 with a sentence, not a stream, for a business that does not exist or a malformed id", async () => {
    const missing = await fetch(liveUrl(t.baseUrl, "0123456789abcdef01234567"));
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/^application\/json/);
    expect((await missing.json()).message).toMatch(/\.$/);
    // As the polled status answers it: no stream is opened for what is not a business.
    const malformed = await fetch(liveUrl(t.baseUrl, "not-an-id"));
    expect(malformed.status).toBe(
      (await fetch(`${t.baseUrl}/v1/public/businesses/not-an-id/ordering-status`)).status,
    );
    expect(malformed.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

// The dedicated LISTEN connection exists on PostgreSQL only (PGlite runs in this process); CI runs this file on
// both engines, so this part runs in the PostgreSQL pass.
describe.runIf(process.env.DATABASE_URL)("on PostgreSQL, when the listening connection drops", () => {
  it("reads the status again for every open page once it is back: a change made meanwhile is not lost", async () => {
    const business = await createOrderingBusiness(api);
    const stream = await openStatusStream(t.baseUrl, business.businessId);
    try {
      await stream.until(() => true);
      const seen = stream.events.length;
      // A pause another instance made while this one could not hear it: in the database, announced to no one.
      await t.database.db.execute(
        sql`UPDATE businesses SET paused_until = now() + interval '20 minutes' WHERE id = ${business.businessId}`,
      );
      // A failover or restart: the server ends the connection that LISTENs.
      const killed = await t.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      );
      expect((killed as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
      expect((await stream.until((status) => status.reason === "PAUSED", seen)).taking).toBe(false);
    } finally {
      stream.close();
    }
  });
});

describe("the streams of one instance", () => {
  let server: Server;
  let baseUrl: string;
  let streams: ServiceStreams;
  const events = new PublicationEvents();
  const reads: string[] = [];
  let current: OrderingStatus = { taking: true, extraMinutes: 0, soldOut: [] };
  beforeAll(async () => {
    streams = new ServiceStreams(
      async (businessId) => {
        reads.push(`${businessId}:${current.reason ?? "taking"}`);
        return current;
      },
      (error) => {
        throw error;
      },
    );
    streams.follow(events);
    // A plain HTTP server whose every request is a stream of business "b1", as the route hands it over.
    server = createServer((_request, response) => streams.open("b1", response, current));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    streams.closeAll();
    await new Promise((resolve) => server.close(resolve));
  });

  const waitUntil = async (isDone: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!isDone()) {
      if (Date.now() > deadline) throw new Error("timed out");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it("reads a change once for all the pages open, not at all for a business with none, and lets go of closed ones", async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(() => openEventStream(baseUrl, (data) => OrderingStatusSchema.parse(data))),
    );
    try {
      await Promise.all(pages.map((page) => page.until(() => true)));
      await waitUntil(() => streams.count("b1") === 3);
      // Each read is labelled with the status it reads: the joining streams' own reads (one more read as each
      // joins, for a change between the route's read and its joining) read "taking".
      current = {
        taking: false,
        reason: "PAUSED",
        pausedUntil: "2030-01-01T00:00:00.000Z",
        extraMinutes: 0,
        soldOut: [],
      };
      events.serviceChanged("b1");
      events.serviceChanged("elsewhere");
      await Promise.all(pages.map((page) => page.until((status) => status.reason === "PAUSED")));
      expect(reads.filter((label) => label === "b1:PAUSED")).toHaveLength(1);
      expect(reads.some((label) => label.startsWith("elsewhere"))).toBe(false);
      // Every page got the pause once, after the status it opened with; the same status is never sent twice.
      for (const page of pages) expect(page.events.map((status) => status.taking)).toEqual([true, false]);
    } finally {
      for (const page of pages) page.close();
    }
    await waitUntil(() => streams.count("b1") === 0);
    const before = reads.length;
    // A read starts in the same turn as the change it follows (the loader above records it at once): with no
    // page open, none does.
    events.serviceChanged("b1");
    expect(reads).toHaveLength(before);
  });
});
