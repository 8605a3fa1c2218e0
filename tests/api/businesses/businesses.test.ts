import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../../src/server/db/schema.ts";
import { DEFAULT_INTERVAL, WEEKDAYS } from "../../../src/shared/common/constants.ts";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { type ApiResponse, createApi } from "../../helpers/api-client.ts";
import { createMember, locationDetails, type TestMember, unique } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Businesses: the business, its config and location, the location form's messages, Order Now, status calls.

let t: TestApp;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

/** What an answer may carry: the error shape `{status, code, message, errors?}`, or a login's token. */
type Answer = {
  status?: number;
  code?: string;
  message?: string;
  errors?: { path: string; message: string }[];
  token?: string;
};

function expectError(response: ApiResponse<Answer>, status: number, message?: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject({ status, code: expect.any(String), message: expect.any(String) });
  if (message !== undefined) expect(response.body.message).toBe(message);
}

const storedBusiness = async (id: string) => {
  const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, id));
  if (!row) throw new Error(`business ${id} not in the database`);
  return row;
};
const countBusinesses = async (memberId: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(businesses)
    .where(eq(businesses.memberId, memberId));
  return row?.n ?? 0;
};

describe("GET /v1/members/locations and POST /v1/businesses", () => {
  it("lists the member's business with its location", async () => {
    const member = await createMember(api);
    const response = await api.get("/v1/members/locations", member.token);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    const [entry] = response.body;
    expect(entry).toMatchObject({
      id: member.businessId,
      url: expect.any(String),
      customUrl: null,
      published: false,
      orderingEnabled: false,
      viewCount: 0,
      config: expect.any(Object),
    });
    expect(entry.location).toMatchObject({
      internalId: expect.any(Number),
      address: "1 Market Street",
      city: "San Francisco",
      state: "CA",
      zip: "94105",
      country: "United States",
      phone: "4155550100",
    });
  });

  it("adds a second business with a unique url even with the same name", async () => {
    const member = await createMember(api);
    const [first] = (await api.get("/v1/members/locations", member.token)).body;
    const body = locationDetails({ name: first.location.name, state: "Texas", city: "Austin", zip: "73301" });

    const response = await api.post("/v1/businesses", body, member.token);
    expect(response.status).toBe(201);
    expect(response.body.id).not.toBe(member.businessId);
    expect(response.body.url).not.toBe(first.url);
    expect(response.body.url.startsWith(first.url)).toBe(true);
    expect(response.body.location).toMatchObject({
      name: first.location.name,
      state: "TX",
      phone: "4155550123",
    });
    // The new location's hours are in its own state's zone.
    expect(response.body.config.timeZone).toBe("America/Chicago");

    const list = await api.get("/v1/members/locations", member.token);
    expect(list.body.map((entry: { id: string }) => entry.id)).toEqual([member.businessId, response.body.id]);
    expect(new Set(list.body.map((entry: { url: string }) => entry.url)).size).toBe(2);
  });

  it("starts a new business open every day at the default interval, at sign-up and when added", async () => {
    const member = await createMember(api);
    const added = await api.post("/v1/businesses", locationDetails(), member.token);
    expect(added.status).toBe(201);
    const week = Object.fromEntries(WEEKDAYS.map((day) => [day, { open: true, hours: [DEFAULT_INTERVAL] }]));
    for (const id of [member.businessId, added.body.id as string]) {
      const row = await storedBusiness(id);
      expect(JSON.parse(String((row.config as { hours?: string }).hours)), id).toEqual(week);
    }
  });

  it("takes a country named like an object's own property as an unknown country", async () => {
    const member = await createMember(api);
    for (const country of ["__proto__", "constructor", "toString"]) {
      const response = await api.post("/v1/businesses", locationDetails({ country }), member.token);
      expect(response.status, country).toBe(201);
      expect(response.body.location.country).toBe(country);
      expect(response.body.config).toMatchObject({ currencyCode: "USD", timeZone: "UTC" });
    }
  });

  it("refuses an invalid new business and creates nothing", async () => {
    const member = await createMember(api);
    const response = await api.post("/v1/businesses", locationDetails({ name: "" }), member.token);
    expectError(response, 400, "Business name cannot be empty.");
    expect(response.body.errors).toContainEqual({ path: "name", message: "Business name cannot be empty." });
    expect(await countBusinesses(member.memberId)).toBe(1);
  });
});

describe("GET|PUT /v1/businesses/{id}/location", () => {
  it("reads and replaces the location", async () => {
    const member = await createMember(api);
    const before = await api.get(`/v1/businesses/${member.businessId}/location`, member.token);
    expect(before.status).toBe(200);
    expect(Object.keys(before.body).sort()).toEqual(
      [
        "internalId",
        "name",
        "address",
        "address2",
        "city",
        "state",
        "zip",
        "country",
        "phone",
        "email",
        "website",
        "twitter",
        "facebook",
        "instagram",
      ].sort(),
    );

    const body = locationDetails();
    const response = await api.put(`/v1/businesses/${member.businessId}/location`, body, member.token);
    expect(response.status).toBe(200);
    const expected = { ...body, phone: "4155550123", internalId: before.body.internalId };
    expect(response.body).toEqual(expected);
    expect((await api.get(`/v1/businesses/${member.businessId}/location`, member.token)).body).toEqual(
      expected,
    );
    expect((await storedBusiness(member.businessId)).name).toBe(body.name);
  });

  it("stores a US state name as its abbreviation", async () => {
    const member = await createMember(api);
    for (const [state, stored] of [
      ["California", "CA"],
      ["new york", "NY"],
      ["tx", "TX"],
    ]) {
      const response = await api.put(
        `/v1/businesses/${member.businessId}/location`,
        locationDetails({ state }),
        member.token,
      );
      expect(response.status).toBe(200);
      expect(response.body.state).toBe(stored);
      expect((await storedBusiness(member.businessId)).state).toBe(stored);
    }
  });

  it("stores a Canadian province as its code", async () => {
    const member = await createMember(api);
    const body = locationDetails({ country: "Canada", state: "Ontario", zip: "M5V 2T6" });
    const response = await api.put(`/v1/businesses/${member.businessId}/location`, body, member.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ country: "Canada", state: "ON", zip: "M5V 2T6" });
  });

  it("accepts any state outside the United States and Canada", async () => {
    const member = await createMember(api);
    for (const [country, state] of [
      ["Germany", "ZZ"],
      ["United Kingdom", "Greater London"],
    ]) {
      const response = await api.put(
        `/v1/businesses/${member.businessId}/location`,
        locationDetails({ country, state }),
        member.token,
      );
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ country, state });
    }
  });

  const invalid: { case: string; body: Record<string, unknown>; path: string; message: string }[] = [
    {
      case: "a US ZIP of letters",
      body: locationDetails({ zip: "ABCDE" }),
      path: "zip",
      message: MESSAGES.zipInvalid,
    },
    {
      case: "a province Canada lacks",
      body: locationDetails({ country: "Canada", state: "Texas", zip: "M5V 2T6" }),
      path: "state",
      message: MESSAGES.registerProvince,
    },
    {
      case: "an empty name",
      body: locationDetails({ name: "" }),
      path: "name",
      message: "Business name cannot be empty.",
    },
    {
      case: "a missing name",
      body: locationDetails({ name: undefined }),
      path: "name",
      message: "Business name cannot be empty.",
    },
    {
      case: "a 41-character name",
      body: locationDetails({ name: "n".repeat(41) }),
      path: "name",
      message: "Business name cannot be longer than 40 characters.",
    },
    {
      case: "an empty address",
      body: locationDetails({ address: " " }),
      path: "address",
      message: "Address cannot be empty.",
    },
    {
      case: "an empty city",
      body: locationDetails({ city: "" }),
      path: "city",
      message: "City cannot be empty.",
    },
    {
      case: "an empty state in the US, which picks from its list",
      body: locationDetails({ state: "" }),
      path: "state",
      message: "Please specify the state.",
    },
    {
      case: "an empty state and no country (the US by default)",
      body: locationDetails({ state: " ", country: undefined }),
      path: "state",
      message: "Please specify the state.",
    },
    {
      case: "an empty state in a country without a list",
      body: locationDetails({ state: "", country: "United Kingdom", zip: "SW1A 1AA" }),
      path: "state",
      message: "State/Province cannot be empty.",
    },
    {
      case: "an empty state outside the US",
      body: locationDetails({ state: "", country: "Canada" }),
      path: "state",
      message: "State/Province cannot be empty.",
    },
    {
      case: "a state that is not a US state",
      body: locationDetails({ state: "Atlantis", country: "United States" }),
      path: "state",
      message: "Please specify the state.",
    },
    {
      case: "a non-US state and no country (the US by default)",
      body: locationDetails({ state: "ZZ", country: undefined }),
      path: "state",
      message: "Please specify the state.",
    },
    {
      case: "an empty zip",
      body: locationDetails({ zip: "" }),
      path: "zip",
      message: "Zip cannot be empty.",
    },
    {
      case: "a bad email",
      body: locationDetails({ email: "not-an-email" }),
      path: "email",
      message: MESSAGES.emailInvalid,
    },
    {
      case: "a phone of too many digits",
      body: locationDetails({ phone: "1".repeat(21) }),
      path: "phone",
      message: MESSAGES.phoneDigits,
    },
  ];

  it.each(invalid)("answers 400 for $case with the exact message and changes nothing", async (entry) => {
    const member = await createMember(api);
    const path = `/v1/businesses/${member.businessId}/location`;
    const before = await api.get(path, member.token);
    const rowBefore = await storedBusiness(member.businessId);

    const response = await api.put(path, entry.body, member.token);
    expectError(response, 400, entry.message);
    expect(response.body.code).toBe("VALIDATION");
    expect(response.body.errors).toEqual([{ path: entry.path, message: entry.message }]);

    expect((await api.get(path, member.token)).body).toEqual(before.body);
    expect(await storedBusiness(member.businessId)).toEqual(rowBefore);
  });

  it("answers 404 for an unknown business", async () => {
    const member = await createMember(api);
    expectError(await api.get("/v1/businesses/no-such-business/location", member.token), 404);
    expectError(
      await api.put("/v1/businesses/no-such-business/location", locationDetails(), member.token),
      404,
    );
  });
});

describe("PUT|PATCH /v1/businesses/{id}", () => {
  async function setUp() {
    const member = await createMember(api);
    const path = `/v1/businesses/${member.businessId}`;
    const current = async () => (await api.get("/v1/members/locations", member.token)).body[0];
    return { member, path, current };
  }

  it("PATCH {orderingEnabled: true} changes only that", async () => {
    const { member, path, current } = await setUp();
    const before = await current();
    const rowBefore = await storedBusiness(member.businessId);

    const response = await api.patch(path, { orderingEnabled: true }, member.token);
    expect(response.status).toBe(200);
    const { location: _location, ...businessBefore } = before;
    expect(response.body).toEqual({ ...businessBefore, orderingEnabled: true });
    const rowAfter = await storedBusiness(member.businessId);
    expect(rowAfter).toEqual({ ...rowBefore, orderingEnabled: true });
  });

  it("PATCH {config: {bannerColor}} changes only that key; the other keys survive", async () => {
    const { member, path } = await setUp();
    const first = await api.patch(
      path,
      { config: { menuTextColor: "#123456", currency: "€" } },
      member.token,
    );
    expect(first.status).toBe(200);
    const rowBefore = await storedBusiness(member.businessId);
    expect(rowBefore.config).toMatchObject({
      phone: "4155550100",
      country: "United States",
      menuTextColor: "#123456",
    });

    const response = await api.patch(path, { config: { bannerColor: "#112233" } }, member.token);
    expect(response.status).toBe(200);
    expect(response.body.config).toEqual({ ...first.body.config, bannerColor: "#112233" });
    const rowAfter = await storedBusiness(member.businessId);
    expect(rowAfter.config).toEqual({ ...rowBefore.config, bannerColor: "#112233" });
    expect(rowAfter.orderingEnabled).toBe(rowBefore.orderingEnabled);
  });

  it("PUT replaces the config", async () => {
    const { member, path } = await setUp();
    await api.patch(path, { config: { menuTextColor: "#123456" } }, member.token);

    const response = await api.put(path, { config: { bannerColor: "#445566" } }, member.token);
    expect(response.status).toBe(200);
    expect(response.body.config.bannerColor).toBe("#445566");
    expect(response.body.config).not.toHaveProperty("phone");
    expect(response.body.config.menuTextColor).toBe("#000000"); // back to the default
    expect((await storedBusiness(member.businessId)).config).toEqual({ bannerColor: "#445566" });
  });

  it("keeps the Order Now phone as digits once given", async () => {
    const { member, path } = await setUp();
    const response = await api.patch(
      path,
      { config: { orderNowButton: true, orderNowPhone: "(415) 555-0199" } },
      member.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.config).toMatchObject({ orderNowButton: true, orderNowPhone: "4155550199" });
  });

  const refused: {
    case: string;
    method: "put" | "patch";
    body: Record<string, unknown>;
    message?: string;
    path?: string;
  }[] = [
    {
      case: "an invalid colour",
      method: "patch",
      body: { config: { bannerColor: "red" } },
      path: "config.bannerColor",
    },
    {
      case: "a colour without its #",
      method: "put",
      body: { config: { menuTextColor: "112233" } },
      path: "config.menuTextColor",
    },
    {
      case: "the Order Now button without a phone (PATCH)",
      method: "patch",
      body: { config: { orderNowButton: true } },
      message: "Please enter a phone number to receive orders.",
      path: "config.orderNowPhone",
    },
    {
      case: "the Order Now button with a phone of no digits",
      method: "patch",
      body: { config: { orderNowButton: true, orderNowPhone: "call us" } },
      message: "Please enter a phone number to receive orders.",
      path: "config.orderNowPhone",
    },
    {
      case: "the Order Now button without a phone (PUT)",
      method: "put",
      body: { orderingEnabled: true, config: { orderNowButton: true } },
      message: "Please enter a phone number to receive orders.",
      path: "config.orderNowPhone",
    },
    {
      case: "an unknown config key",
      method: "patch",
      body: { config: { bannerColor: "#112233", sparkles: true } },
    },
    {
      case: "a negative pick-up time",
      method: "patch",
      body: { config: { pickUpTime: -1 } },
      path: "config.pickUpTime",
    },
    {
      case: "a fractional pick-up time",
      method: "patch",
      body: { config: { pickUpTime: 2.5 } },
      path: "config.pickUpTime",
    },
    {
      case: "orderingEnabled as a string",
      method: "patch",
      body: { orderingEnabled: "yes" },
      path: "orderingEnabled",
    },
    // Not something this route changes: refused rather than silently ignored.
    {
      case: "a field the route does not change",
      method: "patch",
      body: { orderingEnabled: true, published: true },
    },
    { case: "an unknown field (PUT)", method: "put", body: { customUrl: "mine", config: {} } },
  ];

  it.each(refused)("answers 400 to $case ($method) and changes nothing", async (entry) => {
    const { member, path, current } = await setUp();
    const before = await current();
    const rowBefore = await storedBusiness(member.businessId);

    const response = await api[entry.method](path, entry.body, member.token);
    expectError(response, 400, entry.message);
    expect(response.body.errors?.length).toBeGreaterThan(0);
    if (entry.path)
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(entry.path);

    expect(await current()).toEqual(before);
    expect(await storedBusiness(member.businessId)).toEqual(rowBefore);
  });

  it("refuses to drop the Order Now phone while the button is on", async () => {
    const { member, path } = await setUp();
    await api.patch(path, { config: { orderNowButton: true, orderNowPhone: "4155550199" } }, member.token);
    const rowBefore = await storedBusiness(member.businessId);
    const response = await api.patch(path, { config: { orderNowPhone: "" } }, member.token);
    expectError(response, 400, MESSAGES.orderNowPhone);
    expect(await storedBusiness(member.businessId)).toEqual(rowBefore);
  });

  it("answers 404 for an unknown business", async () => {
    const member = await createMember(api);
    expectError(
      await api.patch("/v1/businesses/no-such-business", { orderingEnabled: true }, member.token),
      404,
    );
    expectError(
      await api.put("/v1/businesses/no-such-business", { orderingEnabled: true }, member.token),
      404,
    );
  });
});

describe("dashboard and status", () => {
  let member: TestMember;
  let second: { id: string; location: { name: string } };

  beforeAll(async () => {
    member = await createMember(api);
    const response = await api.post(
      "/v1/businesses",
      locationDetails({ name: `Second ${unique()}` }),
      member.token,
    );
    second = response.body;
  });

  it("GET /v1/members/{memberId}/dashboard gives the member, the first business with its location, and its menus", async () => {
    const response = await api.get(`/v1/members/${member.memberId}/dashboard`, member.token);
    expect(response.status).toBe(200);
    expect(response.body.member).toMatchObject({
      id: member.memberId,
      email: member.email,
      notificationEmail: member.email,
      owner: true,
      subscriptionStatus: expect.any(Number),
    });
    expect(response.body.business).toMatchObject({ id: member.businessId, published: false });
    expect(response.body.business.location).toMatchObject({
      city: "San Francisco",
      state: "CA",
      phone: "4155550100",
    });
    expect(response.body.menus).toEqual([]);
    expect(response.body.problems).toContain("NO_MENUS");
    expect(response.body.problems).not.toContain("NO_BUSINESS_INFO");
  });

  it("?businessId selects another business of the member", async () => {
    for (const path of ["dashboard", "light-dashboard"]) {
      const response = await api.get(
        `/v1/members/${member.memberId}/${path}?businessId=${second.id}`,
        member.token,
      );
      expect(response.status).toBe(200);
      expect(response.body.business.id).toBe(second.id);
      expect(response.body.business.location.name).toBe(second.location.name);
      expect(response.body.menus).toEqual([]);
    }
  });

  it("answers 404 for a business or a member id that is not the caller's", async () => {
    const other = await createMember(api);
    expectError(await api.get(`/v1/members/${member.memberId}/dashboard?businessId=nope`, member.token), 404);
    expectError(
      await api.get(`/v1/members/${member.memberId}/dashboard?businessId=${other.businessId}`, member.token),
      404,
    );
    const foreign = await api.get(`/v1/members/${other.memberId}/dashboard`, member.token);
    expectError(foreign, 404);
    expect(JSON.stringify(foreign.body)).not.toContain(other.email);
  });

  it("GET /v1/public/businesses/{id}/status gives the problems, with no login", async () => {
    const response = await api.get(`/v1/public/businesses/${member.businessId}/status`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: member.businessId,
      published: false,
      url: expect.any(String),
      problems: ["NO_MENUS"],
    });
    expect(JSON.stringify(response.body)).not.toContain(member.email);
    expectError(await api.get("/v1/public/businesses/no-such-business/status"), 404);
  });

  it("reports NO_BUSINESS_INFO once the location lacks what publishing needs", async () => {
    const owner = await createMember(api);
    await t.database.db.update(businesses).set({ city: "" }).where(eq(businesses.id, owner.businessId));
    const response = await api.get(`/v1/public/businesses/${owner.businessId}/status`);
    expect(response.body.problems).toEqual(["NO_MENUS", "NO_BUSINESS_INFO"]);
  });

  it("GET /v1/public/members/status works with a bearer token and with ?token=", async () => {
    const expected = {
      authenticated: true,
      memberId: member.memberId,
      subscriptionStatus: expect.any(Number),
      businessId: member.businessId,
      published: false,
      problems: expect.arrayContaining(["NO_MENUS"]),
    };
    const bearer = await api.get("/v1/public/members/status", member.token);
    expect(bearer.status).toBe(200);
    expect(bearer.body).toEqual(expected);

    const query = await api.get(`/v1/public/members/status?token=${encodeURIComponent(member.token)}`);
    expect(query.status).toBe(200);
    expect(query.body).toEqual(expected);

    const chosen = await api.get(`/v1/public/members/status?locationId=${second.id}`, member.token);
    expect(chosen.body.businessId).toBe(second.id);
  });

  it("GET /v1/public/members/status answers 401 without a valid token", async () => {
    for (const response of [
      await api.get("/v1/public/members/status"),
      await api.get("/v1/public/members/status?token="),
      await api.get("/v1/public/members/status?token=not-a-token"),
      await api.get("/v1/public/members/status", "not-a-token"),
    ]) {
      expectError(response, 401);
      expect(response.body.code).toBe("UNAUTHORIZED");
    }
  });
});
