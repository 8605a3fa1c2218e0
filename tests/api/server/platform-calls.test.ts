import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, members } from "../../../src/server/db/schema.ts";
import { SUBSCRIPTION_STATUS } from "../../../src/shared/common/constants.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createBusiness,
  createMember,
  createMenu,
  menuGroup,
  menuItem,
  publishBusiness,
  type TestMember,
  unique,
  uniqueEmail,
  updateBusiness,
} from "../../helpers/factories.ts";
import { verifyOperator } from "../../helpers/operators.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The platform's location and status calls: a call that takes a token answers only what that person may see
// (another member's data: 404, as if it did not exist); a public call tells no more than the published page does.

const OPERATOR_EMAIL = uniqueEmail("operator", "menu.example");
const LINK_UNAVAILABLE = "We're sorry! This link is no longer available.";

let t: TestApp;
let api: Api;
let operator: TestMember;

beforeAll(async () => {
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      adminEmails: [OPERATOR_EMAIL],
    },
  });
  api = createApi(t.baseUrl);
  operator = await createMember(api, { email: OPERATOR_EMAIL });
  await verifyOperator(api, t, operator);
});
afterAll(() => t.close());

/** A published member whose location carries an email, socials and a hidden-by-default email. */
async function publishedMember() {
  const member = await createMember(api);
  const location = {
    name: member.businessName,
    address: "12 Harbor Road",
    address2: "Unit 4",
    city: "Portland",
    state: "OR",
    zip: "97201",
    phone: "5035550188",
    email: "private-owner@example.com",
    website: "https://harbor.example",
    instagram: "harbor_eats",
  };
  expect((await api.put(`/v1/businesses/${member.businessId}/location`, location, member.token)).status).toBe(
    200,
  );
  await createMenu(api, member);
  const business = await publishBusiness(api, member);
  return { member, address: business.customUrl ?? business.url, location };
}

const q = (value: string) => encodeURIComponent(value);

describe("GET /v1/public/businesses/mqstatus", () => {
  it("answers the realtime channel's health with no login, and nothing about anyone", async () => {
    const response = await api.get("/v1/public/businesses/mqstatus");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      up: true,
      roundTripMs: expect.any(Number),
      checkedAt: expect.any(String),
    });
    expect(response.body.roundTripMs).toBeLessThan(2_000);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("goes through the database and back: guests asking together share one probe", async () => {
    // An app of its own, whose channel has never been probed: no answer kept from another test, so the first ask
    // really goes through the database and the others wait for it.
    const own = await startTestApp();
    try {
      const ownApi = createApi(own.baseUrl);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => ownApi.get("/v1/public/businesses/mqstatus")),
      );
      // One probe in flight serves everyone waiting, and its answer is kept a second: far fewer probes than asks.
      expect(new Set(answers.map((answer) => answer.body.checkedAt)).size).toBeLessThanOrEqual(3);
      expect(answers.every((answer) => answer.status === 200 && answer.body.up === true)).toBe(true);
    } finally {
      await own.close();
    }
  });
});

describe("the public location: GET /v1/public/businesses/location?url and …/{locationId}/publicLocation", () => {
  it("gives the location as the page shows it: the email only when the owner shows it", async () => {
    const { member, address, location } = await publishedMember();
    const expected = {
      businessId: member.businessId,
      url: address,
      name: location.name,
      address: location.address,
      address2: location.address2,
      city: location.city,
      state: location.state,
      zip: location.zip,
      country: "United States",
      // The phone the page shows: the business's (set at registration) before the location's.
      phone: "4155550100",
      email: "",
      website: location.website,
      twitter: "",
      facebook: "",
      instagram: location.instagram,
    };
    const byUrl = await api.get(`/v1/public/businesses/location?url=${q(address)}`);
    expect(byUrl.status).toBe(200);
    expect(byUrl.body).toEqual(expected);
    // The address is case-insensitive, as the page's.
    expect((await api.get(`/v1/public/businesses/location?url=${q(address.toUpperCase())}`)).body).toEqual(
      expected,
    );
    const byId = await api.get(`/v1/public/businesses/${member.businessId}/publicLocation`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(expected);
    for (const answer of [byUrl, byId]) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(member.email);
      expect(text).not.toContain(location.email);
      expect(text).not.toContain(member.memberId);
      expect(text).not.toContain("internalId");
    }

    // The owner hides the address and phone and shows the email, then publishes the change.
    await updateBusiness(api, member, { config: { showAddress: false, showPhone: false, showEmail: true } });
    expect((await api.get(`/v1/public/businesses/${member.businessId}/publicLocation`)).body.email).toBe("");
    await publishBusiness(api, member);
    expect((await api.get(`/v1/public/businesses/${member.businessId}/publicLocation`)).body).toEqual({
      ...expected,
      address: "",
      address2: "",
      zip: "",
      phone: "",
      email: location.email,
    });
  });

  it("answers 402 with a sentence a guest can read while unpublished or disabled, and 404 when unknown", async () => {
    const { member, address } = await publishedMember();
    expect(
      (await api.post(`/v1/businesses/${member.businessId}/unpublish`, undefined, member.token)).status,
    ).toBe(200);
    for (const path of [
      `/v1/public/businesses/location?url=${q(address)}`,
      `/v1/public/businesses/${member.businessId}/publicLocation`,
    ]) {
      const response = await api.get(path);
      expect(response.status, path).toBe(402);
      expect(response.body.message).toBe(LINK_UNAVAILABLE);
    }
    await publishBusiness(api, member);
    expect(
      (await api.post("/v1/public/businesses/disable", [member.businessId], operator.token)).status,
    ).toBe(200);
    expect((await api.get(`/v1/public/businesses/${member.businessId}/publicLocation`)).status).toBe(402);
    expect((await api.get(`/v1/public/businesses/location?url=${q(address)}`)).status).toBe(402);

    expect((await api.get("/v1/public/businesses/location?url=no-such-place-anywhere")).status).toBe(404);
    expect((await api.get("/v1/public/businesses/no-such-business/publicLocation")).status).toBe(404);
    const missing = await api.get("/v1/public/businesses/location");
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe("VALIDATION");
  });

  it("answers 402 for a location the member's plan does not serve (a free member's second one)", async () => {
    const { member } = await publishedMember();
    const second = await createBusiness(api, member, { name: unique("Second") });
    const place = { ...member, businessId: second.id };
    await createMenu(api, place);
    const published = await publishBusiness(api, place);
    expect((await api.get(`/v1/public/businesses/${second.id}/publicLocation`)).status).toBe(402);
    expect((await api.get(`/v1/public/businesses/location?url=${q(published.url)}`)).status).toBe(402);
    // The public menus by id agree with the page (they answered before the plan was read).
    const menus = await api.get(`/v1/public/menus?businessId=${second.id}`);
    expect(menus.status).toBe(402);
    expect(menus.body.message).toBe(LINK_UNAVAILABLE);
    expect((await api.get(`/v1/public/menus?businessId=${member.businessId}`)).status).toBe(200);
  });
});

describe("GET /v1/public/businesses/{locationId}/location (the owner's)", () => {
  it("gives the full location to its owner, by bearer token or ?token=", async () => {
    const { member, location } = await publishedMember();
    const bearer = await api.get(`/v1/public/businesses/${member.businessId}/location`, member.token);
    expect(bearer.status).toBe(200);
    expect(bearer.body).toMatchObject({ ...location, internalId: expect.any(Number) });
    const query = await api.get(
      `/v1/public/businesses/${member.businessId}/location?token=${q(member.token)}`,
    );
    expect(query.body).toEqual(bearer.body);
  });

  it("answers 401 without a token and 404 for another member's location, with none of its data", async () => {
    const { member, location } = await publishedMember();
    const other = await createMember(api);
    expect((await api.get(`/v1/public/businesses/${member.businessId}/location`)).status).toBe(401);
    expect((await api.get(`/v1/public/businesses/${member.businessId}/location?token=nope`)).status).toBe(
      401,
    );
    const foreign = await api.get(`/v1/public/businesses/${member.businessId}/location`, other.token);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain(location.email);
    expect((await api.get("/v1/public/businesses/nope/location", member.token)).status).toBe(404);
  });
});

describe("status by email and by member id", () => {
  it("gives a member their own businesses' status, by email (any case) or id, bearer or ?token=", async () => {
    const { member, address } = await publishedMember();
    const second = await createBusiness(api, member, { name: unique("Second") });
    const expected = {
      memberId: member.memberId,
      subscriptionStatus: SUBSCRIPTION_STATUS.FREEMIUM,
      businesses: [
        { id: member.businessId, url: address, published: true, problems: [], disabled: false, served: true },
        {
          id: second.id,
          url: second.url,
          published: false,
          problems: ["NO_MENUS"],
          disabled: false,
          served: false,
        },
      ],
    };
    const byEmail = await api.get(
      `/v1/public/businesses/status?email=${q(member.email.toUpperCase())}`,
      member.token,
    );
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toEqual(expected);
    const byId = await api.get(
      `/v1/public/businesses/statusById?memberId=${member.memberId}&token=${q(member.token)}`,
    );
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(expected);
    expect(JSON.stringify(byId.body)).not.toContain(member.token);
  });

  it("answers another member's email exactly like one nobody has: 404, the same body", async () => {
    const owner = await createMember(api);
    const intruder = await createMember(api);
    const taken = await api.get(`/v1/public/businesses/status?email=${q(owner.email)}`, intruder.token);
    const free = await api.get(
      `/v1/public/businesses/status?email=${q(uniqueEmail("nobody"))}`,
      intruder.token,
    );
    expect(taken.status).toBe(404);
    expect(free.status).toBe(404);
    expect(taken.body).toEqual(free.body);
    expect(JSON.stringify(taken.body)).not.toContain(owner.businessId);
    const byId = await api.get(`/v1/public/businesses/statusById?memberId=${owner.memberId}`, intruder.token);
    const noSuchId = await api.get("/v1/public/businesses/statusById?memberId=nobody-at-all", intruder.token);
    expect(byId.status).toBe(404);
    expect(byId.body).toEqual(noSuchId.body);
  });

  it("needs a token, and a valid email and member id", async () => {
    const member = await createMember(api);
    for (const path of [
      `/v1/public/businesses/status?email=${q(member.email)}`,
      `/v1/public/businesses/statusById?memberId=${member.memberId}`,
      `/v1/public/businesses/status?email=${q(member.email)}&token=not-a-token`,
    ]) {
      const response = await api.get(path);
      expect(response.status, path).toBe(401);
      expect(response.body.code).toBe("UNAUTHORIZED");
    }
    for (const path of [
      "/v1/public/businesses/status",
      "/v1/public/businesses/status?email=not-an-email",
      "/v1/public/businesses/statusById",
    ]) {
      const response = await api.get(path, member.token);
      expect(response.status, path).toBe(400);
      expect(response.body.code).toBe("VALIDATION");
    }
  });

  it("lets an operator read any member's status, and shows a disabled business as such", async () => {
    const { member } = await publishedMember();
    await t.database.db
      .update(businesses)
      .set({ disabled: true })
      .where(eq(businesses.id, member.businessId));
    const byEmail = await api.get(`/v1/public/businesses/status?email=${q(member.email)}`, operator.token);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.memberId).toBe(member.memberId);
    expect(byEmail.body.businesses[0]).toMatchObject({ id: member.businessId, disabled: true });
    const byId = await api.get(
      `/v1/public/businesses/statusById?memberId=${member.memberId}`,
      operator.token,
    );
    expect(byId.body).toEqual(byEmail.body);
    expect(
      (await api.get(`/v1/public/businesses/status?email=${q(uniqueEmail("none"))}`, operator.token)).status,
    ).toBe(404);
  });

  it("reports a lapsed plan's extra location as not served", async () => {
    const member = await createMember(api);
    const second = await createBusiness(api, member, { name: unique("Extra") });
    await t.database.db
      .update(members)
      .set({ subscriptionStatus: SUBSCRIPTION_STATUS.CANCELLED })
      .where(eq(members.id, member.memberId));
    const status = await api.get(
      `/v1/public/businesses/statusById?memberId=${member.memberId}`,
      member.token,
    );
    expect(status.body.subscriptionStatus).toBe(SUBSCRIPTION_STATUS.CANCELLED);
    expect(
      status.body.businesses.map((entry: { id: string; served: boolean }) => [entry.id, entry.served]),
    ).toEqual([
      [member.businessId, true],
      [second.id, false],
    ]);
  });
});

describe("GET /v1/public/business?memberId&businessId&token", () => {
  it("gives the caller's business with its location; the first one when none is named", async () => {
    const { member, location } = await publishedMember();
    const second = await createBusiness(api, member, { name: unique("Second") });
    const first = await api.get(`/v1/public/business?memberId=${member.memberId}&token=${q(member.token)}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: member.businessId, published: true, location });
    const chosen = await api.get(
      `/v1/public/business?memberId=${member.memberId}&businessId=${second.id}`,
      member.token,
    );
    expect(chosen.body).toMatchObject({ id: second.id, location: { name: second.location.name } });
  });

  it("answers 404 for another member's id or business, 401 without a token, 400 without a member id", async () => {
    const { member, location } = await publishedMember();
    const intruder = await createMember(api);
    for (const path of [
      `/v1/public/business?memberId=${member.memberId}`,
      `/v1/public/business?memberId=${member.memberId}&businessId=${member.businessId}`,
      `/v1/public/business?memberId=${intruder.memberId}&businessId=${member.businessId}`,
    ]) {
      const response = await api.get(path, intruder.token);
      expect(response.status, path).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain(location.email);
    }
    expect((await api.get(`/v1/public/business?memberId=${member.memberId}`)).status).toBe(401);
    expect((await api.get("/v1/public/business", member.token)).status).toBe(400);
  });
});

describe("GET /v1/businesses/{id}/search?query", () => {
  it("finds the owner's groups and items by name or description, any case, in menu order", async () => {
    const member = await createMember(api);
    const soup = menuItem({ name: "Tomato Soup", description: "Basil and cream" });
    const toast = menuItem({ name: "Toast", description: "With BASIL butter" });
    const lunch = await createMenu(api, member, {
      name: "Lunch",
      nodes: [menuGroup([soup, toast], { name: "Starters" })],
    });
    const drinks = await createMenu(api, member, {
      name: "Drinks",
      nodes: [menuGroup([menuItem({ name: "Lemonade", description: "" })], { name: "Basil coolers" })],
    });
    const response = await api.get(`/v1/businesses/${member.businessId}/search?query=basil`, member.token);
    expect(response.status).toBe(200);
    expect(response.body.map((hit: { name: string; type: number }) => [hit.name, hit.type])).toEqual([
      ["Tomato Soup", 1],
      ["Toast", 1],
      ["Basil coolers", 0],
    ]);
    expect(response.body[0]).toMatchObject({
      menuId: lunch.id,
      menuName: "Lunch",
      groupName: "Starters",
      itemId: soup.id,
    });
    expect(response.body[2]).toMatchObject({ menuId: drinks.id, itemId: null });
    expect(
      (await api.get(`/v1/businesses/${member.businessId}/search?query=pizza`, member.token)).body,
    ).toEqual([]);
    // A removed menu is not searched.
    expect((await api.delete(`/v1/menus/${drinks.id}`, member.token)).status).toBe(200);
    expect(
      (await api.get(`/v1/businesses/${member.businessId}/search?query=coolers`, member.token)).body,
    ).toEqual([]);
  });

  it("needs a query, and answers 404 for another member's business", async () => {
    const member = await createMember(api);
    await createMenu(api, member, { nodes: [menuGroup([menuItem({ name: "Secret Sauce" })])] });
    const empty = await api.get(`/v1/businesses/${member.businessId}/search?query=%20`, member.token);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Please type something to search for.");
    const intruder = await createMember(api);
    const foreign = await api.get(`/v1/businesses/${member.businessId}/search?query=secret`, intruder.token);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain("Secret Sauce");
  });
});

describe("the light dashboard", () => {
  it("GET /v1/members/{memberId}/light-dashboard returns the menus, the member's status and the business", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member);
    const response = await api.get(`/v1/members/${member.memberId}/light-dashboard`, member.token);
    expect(response.status).toBe(200);
    expect(response.body.member).toMatchObject({
      id: member.memberId,
      subscriptionStatus: SUBSCRIPTION_STATUS.FREEMIUM,
    });
    expect(response.body.business.id).toBe(member.businessId);
    expect(response.body.menus.map((entry: { id: string }) => entry.id)).toEqual([menu.id]);
    // Light: without the publishing checklist and the draft comparison the full dashboard carries.
    expect(Object.keys(response.body).sort()).toEqual(["business", "member", "menus"]);
    const full = await api.get(`/v1/members/${member.memberId}/dashboard`, member.token);
    expect(full.body).toMatchObject({ problems: expect.any(Array), hasUnpublishedChanges: false });
    expect(full.body.menus).toEqual(response.body.menus);
  });
});
