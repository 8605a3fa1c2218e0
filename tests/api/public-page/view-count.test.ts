// One address could inflate the view count without limit (12,697 views in 20 s). A visitor
// (address and user agent) counts once per business page, and once per menu, a day.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewVisits } from "../../../src/server/db/schema.ts";
import { countView } from "../../../src/server/features/publishing/publishing.service.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, createMenu, type TestMember } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let api: Api;

beforeAll(async () => {
  // One proxy in front, so each test can speak as several guests through X-Forwarded-For.
  t = await startTestApp({
    config: { publicBaseUrl: "http://menu.test", contextPath: "", debug: false, trustProxy: 1 },
  });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

async function publishedMember() {
  const member = await createMember(api);
  const menu = await createMenu(api, member);
  expect(
    (await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token)).status,
  ).toBe(200);
  return { member, menu };
}

const viewCount = async (member: TestMember) =>
  (await api.get(`/v1/members/${member.memberId}/dashboard`, member.token)).body.business.viewCount as number;

function view(path: string, guest: { ip: string; userAgent?: string }) {
  return api.call("POST", path, {
    headers: { "x-forwarded-for": guest.ip, "user-agent": guest.userAgent ?? "Guest Phone/1.0" },
  });
}

describe("the view count", () => {
  it("counts one guest once a day, however often and however fast they call", async () => {
    const { member } = await publishedMember();
    const path = `/v1/public/businesses/${member.businessId}/viewCount`;
    const guest = { ip: "203.0.113.7" };
    const burst = await Promise.all(Array.from({ length: 25 }, () => view(path, guest)));
    expect(burst.map((response) => response.status)).toEqual(Array(25).fill(204));
    for (let i = 0; i < 10; i++) expect((await view(path, guest)).status).toBe(204);
    expect(await viewCount(member)).toBe(1);
  });

  it("counts other guests: another address, or another device at the same address", async () => {
    const { member } = await publishedMember();
    const path = `/v1/public/businesses/${member.businessId}/viewCount`;
    await view(path, { ip: "203.0.113.8" });
    await view(path, { ip: "203.0.113.9" });
    await view(path, { ip: "203.0.113.9", userAgent: "Other Phone/2.0" });
    await view(path, { ip: "203.0.113.9", userAgent: "Other Phone/2.0" });
    expect(await viewCount(member)).toBe(3);
  });

  it("counts a guest once per menu, apart from the business page", async () => {
    const { member, menu } = await publishedMember();
    const second = await createMenu(api, member, { name: "Drinks" });
    await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token);
    const guest = { ip: "198.51.100.4" };
    for (let i = 0; i < 3; i++) {
      await view(`/v1/public/businesses/${member.businessId}/viewCount`, guest);
      await view(`/v1/public/menus/${menu.id}/viewCount`, guest);
      await view(`/v1/public/menus/${second.id}/viewCount`, guest);
    }
    expect(await viewCount(member)).toBe(3);
  });

  it("counts the guest again the next day, keeps no address, and lets past days go", async () => {
    const { member } = await publishedMember();
    const today = new Date("2031-05-01T10:00:00Z");
    const tomorrow = new Date("2031-05-02T09:00:00Z");
    const guest = {
      db: t.database.db,
      businessId: member.businessId,
      clientAddress: "192.0.2.55",
      userAgent: "UA",
    };
    expect(await countView({ ...guest, now: today })).toBe(true);
    expect(await countView({ ...guest, now: today })).toBe(false);
    expect(await countView({ ...guest, now: tomorrow })).toBe(true);
    expect(await countView({ ...guest, now: tomorrow })).toBe(false);
    expect(await viewCount(member)).toBe(2);

    const rows = (await t.database.db.select().from(viewVisits)).filter(
      (row) => row.businessId === member.businessId,
    );
    expect(rows.map((row) => row.day)).toEqual(["2031-05-02"]);
    for (const row of rows) {
      expect(row.visitor).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain("192.0.2.55");
    }
  });

  it("counts nothing for an unpublished business, and its guests count once it is published", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    const path = `/v1/public/businesses/${member.businessId}/viewCount`;
    const guest = { ip: "203.0.113.70" };
    expect((await view(path, guest)).status).toBe(204);
    expect(await viewCount(member)).toBe(0);
    await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token);
    await view(path, guest);
    expect(await viewCount(member)).toBe(1);
  });
});
