import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../../src/server/db/schema.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createBusiness,
  createMember,
  createMenu,
  type TestMember,
  unique,
} from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// QR codes: made, counted, drawn and printed, each plan's limit, and the link page.

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

async function addressOf(member: TestMember) {
  return (await api.get(`/v1/members/${member.memberId}/dashboard`, member.token)).body.business
    .url as string;
}

const create = (member: TestMember, overrides: Record<string, unknown> = {}, viaQuery = false) =>
  api.call("POST", `/v1/qrcodes${viaQuery ? `?token=${member.token}` : ""}`, {
    token: viaQuery ? undefined : member.token,
    body: {
      memberId: member.memberId,
      locationId: member.businessId,
      name: "Table QR",
      type: "online-menu",
      url: "https://elsewhere.example/ignored",
      ...overrides,
    },
  });

const makePaid = (member: TestMember) =>
  t.database.db.update(members).set({ subscriptionStatus: 1 }).where(eq(members.id, member.memberId));

describe("POST /v1/qrcodes", () => {
  it("creates a code that points at the stable short link, whatever url is sent", async () => {
    const member = await createMember(api);
    const response = await create(member, {}, true);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      memberId: member.memberId,
      locationId: member.businessId,
      name: "Table QR",
      type: "online-menu",
      url: `http://menu.test/m/${await addressOf(member)}`,
      createdDate: expect.any(String),
    });
  });

  it("names the code after the business when no name is given", async () => {
    const member = await createMember(api);
    const location = await api.get(`/v1/businesses/${member.businessId}/location`, member.token);
    const response = await create(member, { name: "" });
    expect(response.body.name).toBe(location.body.name);
  });

  it("stops a free member at 1 code with 402 and the free-limit sentence", async () => {
    const member = await createMember(api);
    expect((await create(member)).status).toBe(201);
    const second = await create(member);
    expect(second.status).toBe(402);
    expect(second.body).toMatchObject({
      status: 402,
      code: "QR_LIMIT",
      message: "You've reached your free QR code limit",
    });
    // The limit is the member's, over all their businesses.
    const other = await createBusiness(api, member, { name: "Second Place" });
    expect((await create(member, { locationId: other.id })).status).toBe(402);
    expect((await api.get(`/v1/qrcodes/member/count?memberId=${member.memberId}`, member.token)).body).toBe(
      1,
    );
  });

  it("lets a paying member make more", async () => {
    const member = await createMember(api);
    await makePaid(member);
    for (let n = 0; n < 3; n++) expect((await create(member)).status).toBe(201);
    expect((await api.get(`/v1/qrcodes?locationId=${member.businessId}`, member.token)).body).toHaveLength(3);
  });

  // The limit comes from shared/subscriptions/entitlements.ts for every subscription status.
  it.each([
    ["HOLD", 2, 402],
    ["CANCELLED", 3, 402],
    ["DECLINED", 4, 402],
    ["PAST_DUE (in its grace period)", 7, 201],
    ["ACTIVE", 1, 201],
  ])("a %s member's second code answers %i", async (_name, status, expected) => {
    const member = await createMember(api);
    await t.database.db
      .update(members)
      .set({ subscriptionStatus: status })
      .where(eq(members.id, member.memberId));
    expect((await create(member)).status).toBe(201);
    const second = await create(member);
    expect(second.status).toBe(expected);
    if (expected === 402) expect(second.body.message).toBe("You've reached your free QR code limit");
  });

  it.each([
    ["an unknown type", { type: "wifi" }, "type"],
    ["no location", { locationId: undefined }, "locationId"],
    ["no member", { memberId: undefined }, "memberId"],
  ])("answers 400 for %s", async (_case, overrides, path) => {
    const member = await createMember(api);
    const response = await create(member, overrides);
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it("answers 404 for another member's id or business, and 401 without a token", async () => {
    const owner = await createMember(api);
    const intruder = await createMember(api);
    await makePaid(intruder);
    expect((await create(intruder, { memberId: owner.memberId })).status).toBe(404);
    expect((await create(intruder, { locationId: owner.businessId })).status).toBe(404);
    const anonymous = await api.post("/v1/qrcodes", {
      memberId: owner.memberId,
      locationId: owner.businessId,
      name: "x",
      type: "online-menu",
      url: "x",
    });
    expect(anonymous.status).toBe(401);
    expect((await api.get(`/v1/qrcodes?locationId=${owner.businessId}`, owner.token)).body).toEqual([]);
  });

  it("keeps working after a custom-URL change", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    expect(
      (await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token)).status,
    ).toBe(200);
    const qr = (await create(member)).body;
    const renamed = await api.put(
      `/v1/businesses/${member.businessId}/url?url=${unique("brand-new").slice(0, 25)}`,
      undefined,
      member.token,
    );
    expect(renamed.status).toBe(200);
    const path = new URL(qr.url).pathname;
    const page = await fetch(`${t.baseUrl}${path}`);
    expect(page.status).toBe(200);
  });
});

describe("count, has, list", () => {
  it("counts the member's codes and tells whether a business has an online-menu code", async () => {
    const member = await createMember(api);
    const count = () => api.get(`/v1/qrcodes/member/count?memberId=${member.memberId}&token=${member.token}`);
    const has = () => api.get(`/v1/qrcodes/online-menu/${member.businessId}/has?token=${member.token}`);
    expect((await count()).body).toBe(0);
    expect((await has()).body).toBe(false);
    await create(member);
    expect((await count()).body).toBe(1);
    expect((await has()).body).toBe(true);
    const list = await api.get(`/v1/qrcodes?locationId=${member.businessId}&token=${member.token}`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
  });

  it("answers 404 to another member and 401 without a token", async () => {
    const owner = await createMember(api);
    const intruder = await createMember(api);
    for (const path of [
      `/v1/qrcodes/member/count?memberId=${owner.memberId}`,
      `/v1/qrcodes/online-menu/${owner.businessId}/has`,
      `/v1/qrcodes?locationId=${owner.businessId}`,
    ]) {
      expect((await api.get(path, intruder.token)).status, path).toBe(404);
      expect((await api.get(path)).status, path).toBe(401);
    }
  });
});

describe("artwork", () => {
  let member: TestMember;
  let qr: { id: string; url: string; name: string };
  beforeAll(async () => {
    member = await createMember(api);
    qr = (await create(member, { name: "Corner <Café> & Bar" })).body;
  });

  it("serves the SVG with the name and the short link under the code", async () => {
    const response = await fetch(`${t.baseUrl}/v1/qrcodes/${qr.id}/image?format=svg&token=${member.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("Corner &lt;Café&gt; &amp; Bar");
    expect(svg).toContain(qr.url.replace(/^https?:\/\//, ""));
  });

  it("serves a print-size PNG, as a download when asked", async () => {
    const response = await fetch(`${t.baseUrl}/v1/qrcodes/${qr.id}/image?format=png&download=1`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+-qr\.png"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBeGreaterThanOrEqual(1200);
    expect(meta.height).toBeGreaterThan(meta.width ?? 0);
  });

  it("serves a printable table tent with two copies and no script", async () => {
    const response = await fetch(`${t.baseUrl}/v1/qrcodes/${qr.id}/print?token=${member.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page.match(/Scan to see our menu/g)).toHaveLength(2);
    expect(page.match(/<svg /g)).toHaveLength(2);
    expect(page).toContain("Corner &lt;Café&gt; &amp; Bar");
    expect(page).toContain("@media print");
    expect(page).not.toMatch(/<script/i);
  });

  it("serves a sheet of table codes, each opening the menu with its table", async () => {
    const response = await fetch(`${t.baseUrl}/v1/qrcodes/${qr.id}/tables?count=3&token=${member.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const page = await response.text();
    expect(page.match(/<svg /g)).toHaveLength(3);
    for (const table of [1, 2, 3]) expect(page).toContain(`<p class="table">Table ${table}</p>`);
    expect(page).not.toContain("Table 4");
    expect(page).toContain("3 table codes.");
    expect(page).not.toMatch(/<script/i);
    for (const count of ["0", "101", "2.5", "many"]) {
      const refused = await api.get(`/v1/qrcodes/${qr.id}/tables?count=${count}`, member.token);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Please choose from 1 to 100 tables.");
    }
    const intruder = await createMember(api);
    expect((await api.get(`/v1/qrcodes/${qr.id}/tables?count=2`, intruder.token)).status).toBe(404);
  });

  it("answers 400 for an unknown format, 404 to another member or an unknown code", async () => {
    expect((await api.get(`/v1/qrcodes/${qr.id}/image?format=gif`, member.token)).status).toBe(400);
    const intruder = await createMember(api);
    for (const path of [`/v1/qrcodes/${qr.id}/image?format=png`, `/v1/qrcodes/${qr.id}/print`]) {
      expect((await api.get(path, intruder.token)).status).toBe(404);
      expect((await api.get(path)).status).toBe(401);
    }
    expect((await api.get("/v1/qrcodes/nope/print", member.token)).status).toBe(404);
  });
});

describe("link page", () => {
  it("lists the published business's links, and answers 402 / 404 like the guest page", async () => {
    const member = await createMember(api);
    await api.put(
      `/v1/businesses/${member.businessId}/location`,
      {
        ...(await api.get(`/v1/businesses/${member.businessId}/location`, member.token)).body,
        website: "example.com",
        instagram: "@cafe",
      },
      member.token,
    );
    const address = await addressOf(member);
    expect((await fetch(`${t.baseUrl}/l/${address}`)).status).toBe(402);
    await createMenu(api, member);
    await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token);
    const response = await fetch(`${t.baseUrl}/l/${address}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`href="/m/${address}" rel="noopener">See our menu`);
    expect(page).toContain('href="https://example.com"');
    expect(page).toContain('href="https://www.instagram.com/cafe"');
    expect(page).toContain('href="tel:4155550100"');
    expect(page).not.toMatch(/<script/i);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect((await fetch(`${t.baseUrl}/l/no-such-place`)).status).toBe(404);
  });
});
