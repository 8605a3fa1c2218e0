import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createBusiness, createMember, createMenu } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

describe("saved versions", () => {
  it("saves, lists newest first, reads and applies a revision", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member, { name: "Version one" });
    await api.patch(
      `/v1/businesses/${member.businessId}`,
      { config: { bannerColor: "#111111" } },
      member.token,
    );
    const first = await api.post(`/v1/businesses/${member.businessId}/revision`, undefined, member.token);
    expect(first.status).toBe(200);
    expect(first.body.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    await api.put("/v1/menus", { id: menu.id, version: menu.version, name: "Version two" }, member.token);
    await api.patch(
      `/v1/businesses/${member.businessId}`,
      { config: { bannerColor: "#222222" } },
      member.token,
    );
    const later = await createMenu(api, member, { name: "Added later" });
    const second = await api.post(`/v1/businesses/${member.businessId}/revision`, undefined, member.token);

    const list = await api.get(`/v1/businesses/${member.businessId}/revisions`, member.token);
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([second.body.id, first.body.id]);

    const read = await api.get(
      `/v1/businesses/${member.businessId}/revisions/${first.body.id}`,
      member.token,
    );
    expect(read.body.menus.map((m: { name: string }) => m.name)).toEqual(["Version one"]);
    expect(read.body.business.config.bannerColor).toBe("#111111");

    const applied = await api.post(
      `/v1/businesses/${member.businessId}/revisions?revisionId=${first.body.id}`,
      undefined,
      member.token,
    );
    expect(applied.status).toBe(200);
    expect(applied.body.menus.map((m: { name: string }) => m.name)).toEqual(["Version one"]);
    expect(applied.body.business.config.bannerColor).toBe("#111111");
    // The restored menu has a newer version, so an editor still holding the old one hears 409.
    const stale = await api.put("/v1/menus", { id: menu.id, version: 2, name: "Lost" }, member.token);
    expect(stale.status).toBe(409);
    // The menu added later is removed, not destroyed: it can come back.
    expect((await api.put(`/v1/menus/${later.id}/restore`, undefined, member.token)).body.removed).toBe(
      false,
    );
  });

  it('answers an unknown revision with "Could not apply revision."', async () => {
    const member = await createMember(api);
    const response = await api.post(
      `/v1/businesses/${member.businessId}/revisions?revisionId=nope`,
      undefined,
      member.token,
    );
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Could not apply revision.");
  });

  it("does not let one business apply another business's revision", async () => {
    const member = await createMember(api);
    const second = await createBusiness(api, member, { name: "Other place" });
    const revision = await api.post(`/v1/businesses/${member.businessId}/revision`, undefined, member.token);
    const response = await api.post(
      `/v1/businesses/${second.id}/revisions?revisionId=${revision.body.id}`,
      undefined,
      member.token,
    );
    expect(response.status).toBe(404);
  });
});
