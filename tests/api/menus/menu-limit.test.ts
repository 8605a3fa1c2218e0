// Copying a location onto itself doubled its menus on every call; every path that creates
// menus now stops at MENUS_PER_LOCATION_MAX per location.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revisions } from "../../../src/server/db/schema.ts";
import { MENUS_PER_LOCATION_MAX } from "../../../src/shared/common/constants.ts";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createBusiness, createMember, createMenu, type TestMember } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

async function menuNames(member: TestMember, businessId = member.businessId) {
  const response = await api.get(`/v1/menus?businessId=${businessId}`, member.token);
  expect(response.status).toBe(200);
  return (response.body as { name: string }[]).map((menu) => menu.name);
}

const copyPath = (from: string, to: string) =>
  `/v1/members/menus/copyToLocation?oldLocationId=${from}&newLocationId=${to}`;

async function secondLocation(member: TestMember) {
  return (await createBusiness(api, member)).id;
}

/** Adds `count` menus to a location, 50 a call (the most /v1/menus/multiple takes). */
async function addMenus(member: TestMember, businessId: string, count: number) {
  for (let left = count; left > 0; left -= 50) {
    const response = await api.post(
      "/v1/menus/multiple",
      Array.from({ length: Math.min(left, 50) }, () => ({ businessId })),
      member.token,
    );
    expect(response.status).toBe(201);
  }
}

function expectLimit(response: { status: number; body: { code?: string; message?: string } }) {
  expect(response.status).toBe(400);
  expect(response.body.code).toBe("MENU_LIMIT");
  expect(response.body.message).toBe(MESSAGES.menuLimit);
}

describe("copying menus to a location", () => {
  it("refuses copying a location onto itself and changes nothing", async () => {
    const member = await createMember(api);
    await createMenu(api, member, { name: "Lunch" });
    for (let i = 0; i < 3; i++) {
      const response = await api.post(
        copyPath(member.businessId, member.businessId),
        undefined,
        member.token,
      );
      expect(response.status).toBe(400);
      expect(response.body.code).toBe("SAME_LOCATION");
      expect(response.body.message).toBe(MESSAGES.copyOntoItself);
    }
    expect(await menuNames(member)).toEqual(["Lunch"]);
  });

  it("refuses a copy that would pass the limit, whole, and copies one that fits", async () => {
    const member = await createMember(api);
    const target = await secondLocation(member);
    await addMenus(member, target, MENUS_PER_LOCATION_MAX - 1);
    await createMenu(api, member, { name: "Lunch" });
    await createMenu(api, member, { name: "Dinner" });
    expectLimit(await api.post(copyPath(member.businessId, target), undefined, member.token));
    expect((await menuNames(member, target)).length).toBe(MENUS_PER_LOCATION_MAX - 1);

    const removedOne = await api.get(`/v1/menus?businessId=${target}`, member.token);
    await api.delete(`/v1/menus/${removedOne.body[0].id}`, member.token);
    const fits = await api.post(copyPath(member.businessId, target), undefined, member.token);
    expect(fits.status).toBe(200);
    expect(fits.body.map((menu: { name: string }) => menu.name)).toEqual(["Lunch", "Dinner"]);
    expect((await menuNames(member, target)).length).toBe(MENUS_PER_LOCATION_MAX);
  });
});

describe("the menus-per-location limit", () => {
  it("is kept by every path that creates or brings back a menu", async () => {
    const member = await createMember(api);
    const removed = await createMenu(api, member, { name: "Removed" });
    expect((await api.delete(`/v1/menus/${removed.id}`, member.token)).status).toBe(200);
    await addMenus(member, member.businessId, MENUS_PER_LOCATION_MAX);
    const before = await menuNames(member);

    expectLimit(
      await api.post("/v1/menus", { businessId: member.businessId, name: "One more" }, member.token),
    );
    expectLimit(await api.post("/v1/menus", { businessId: member.businessId }, member.token));
    expectLimit(
      await api.post("/v1/menus/multiple", [{ businessId: member.businessId, name: "More" }], member.token),
    );
    const designs = await api.get(`/v1/menus/timber/mo?businessId=${member.businessId}&page=0`, member.token);
    expect(designs.status).toBe(200);
    expectLimit(
      await api.post(
        `/v1/menus/timber/designs/${designs.body.list[0].id}/copy?businessId=${member.businessId}`,
        undefined,
        member.token,
      ),
    );
    expectLimit(await api.put(`/v1/menus/${removed.id}/restore`, undefined, member.token));
    const other = await secondLocation(member);
    await api.post("/v1/menus", { businessId: other, name: "Elsewhere" }, member.token);
    expectLimit(await api.post(copyPath(other, member.businessId), undefined, member.token));

    expect(await menuNames(member)).toEqual(before);
  });

  it("refuses a batch that would pass it and creates none of the batch", async () => {
    const member = await createMember(api);
    await addMenus(member, member.businessId, MENUS_PER_LOCATION_MAX - 5);
    expectLimit(
      await api.post(
        "/v1/menus/multiple",
        Array.from({ length: 6 }, () => ({ businessId: member.businessId })),
        member.token,
      ),
    );
    expect((await menuNames(member)).length).toBe(MENUS_PER_LOCATION_MAX - 5);
  });

  it("holds when many creations arrive at once", async () => {
    const member = await createMember(api);
    await addMenus(member, member.businessId, MENUS_PER_LOCATION_MAX - 5);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.post("/v1/menus", { businessId: member.businessId, name: `Rush ${i}` }, member.token),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(5);
    for (const response of responses.filter((r) => r.status !== 201)) expectLimit(response);
    expect((await menuNames(member)).length).toBe(MENUS_PER_LOCATION_MAX);
  });

  it("refuses applying a revision that holds more menus than the limit", async () => {
    const member = await createMember(api);
    await createMenu(api, member, { name: "Only" });
    const saved = await api.post(`/v1/businesses/${member.businessId}/revision`, undefined, member.token);
    expect(saved.status).toBe(200);
    // A revision saved before the limit existed, when a location could hold more menus.
    const [row] = await t.database.db.select().from(revisions).where(eq(revisions.id, saved.body.id));
    const data = row?.data as { menus: { id: string }[] };
    const menu = data.menus[0];
    if (!menu) throw new Error("the revision has no menu");
    data.menus = Array.from({ length: MENUS_PER_LOCATION_MAX + 1 }, (_, i) => ({ ...menu, id: `old-${i}` }));
    await t.database.db.update(revisions).set({ data }).where(eq(revisions.id, saved.body.id));

    expectLimit(
      await api.post(
        `/v1/businesses/${member.businessId}/revisions?revisionId=${saved.body.id}`,
        undefined,
        member.token,
      ),
    );
    expect(await menuNames(member)).toEqual(["Only"]);
  });
});
