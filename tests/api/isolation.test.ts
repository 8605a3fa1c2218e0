import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../helpers/api-client.ts";
import { createMember, type TestMember } from "../helpers/factories.ts";
import { findRoutesWithoutCase, type IsolationCase, routeKey } from "../helpers/isolation.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";

// DESIGN.md "Tenancy" / issue 2 §8: every private route is walked with a second member's token.
// A route added without a case here makes the first test fail.

const validLocation = {
  name: "Intruder Diner",
  address: "9 Side Street",
  city: "Austin",
  state: "TX",
  zip: "73301",
};

const CASES: Record<string, IsolationCase> = {
  "GET /v1/members/locations": {
    kind: "self",
    request: () => ({ path: "/v1/members/locations" }),
    check: (response, owner) => {
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toContain(owner.businessId);
    },
  },
  "POST /v1/businesses": {
    kind: "self",
    request: () => ({ path: "/v1/businesses", body: validLocation }),
    check: (response, owner) => {
      expect(response.status).toBe(201);
      expect(response.body.id).not.toBe(owner.businessId);
    },
  },
  "GET /v1/businesses/:id/location": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/location` }),
  },
  "PUT /v1/businesses/:id/location": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/location`, body: validLocation }),
  },
  "PUT /v1/businesses/:id": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}`, body: { orderingEnabled: true } }),
  },
  "PATCH /v1/businesses/:id": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}`, body: { config: { bannerColor: "#ff0000" } } }),
  },
  "GET /v1/members/:memberId/dashboard": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/members/${owner.memberId}/dashboard` }),
  },
  "GET /v1/members/:memberId/light-dashboard": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/members/${owner.memberId}/light-dashboard?businessId=${owner.businessId}` }),
  },
  "GET /v1/public/members/status": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/public/members/status?locationId=${owner.businessId}` }),
  },
  "POST /v1/public/logout": {
    kind: "self",
    request: () => ({ path: "/v1/public/logout" }),
    check: (response) => expect(response.status).toBe(204),
  },
};

describe("tenant isolation", () => {
  let t: TestApp;
  let owner: TestMember;
  let snapshot: () => Promise<string>;

  beforeAll(async () => {
    t = await startTestApp();
    const api = createApi(t.baseUrl);
    owner = await createMember(api);
    snapshot = async () => {
      const dashboard = await api.get(`/v1/members/${owner.memberId}/dashboard`, owner.token);
      return JSON.stringify(dashboard.body);
    };
  });
  afterAll(() => t.close());

  it("has a case for every private route of the app", () => {
    expect(findRoutesWithoutCase(t.app.routeTable, CASES)).toEqual([]);
  });

  it("answers 401 to every private route without a token", async () => {
    const api = createApi(t.baseUrl);
    for (const route of t.app.routeTable.filter((r) => r.auth === "member")) {
      const { path, body } = CASES[routeKey(route)]!.request(owner);
      const response = await api.call(route.method, path, { body });
      expect(response.status, routeKey(route)).toBe(401);
      expect(response.body.code, routeKey(route)).toBe("UNAUTHORIZED");
    }
  });

  it("answers 404 to another member and leaves the owner's data unchanged", async () => {
    const api = createApi(t.baseUrl);
    const before = await snapshot();
    for (const route of t.app.routeTable.filter((r) => r.auth !== "public")) {
      const key = routeKey(route);
      const entry = CASES[key]!;
      // A fresh intruder per route: some routes (logout) end the caller's session.
      const intruder = await createMember(api);
      const { path, body } = entry.request(owner);
      const response = await api.call(route.method, path, { body, token: intruder.token });
      if (entry.kind === "foreign") {
        expect(response.status, key).toBe(404);
        expect(JSON.stringify(response.body), key).not.toContain(owner.email);
      } else {
        entry.check(response, owner);
      }
    }
    expect(await snapshot()).toBe(before);
  });
});

describe("the isolation walk itself", () => {
  it("reports a private route that has no case", async () => {
    const t = await startTestApp({
      extraRoutes: (app) => {
        app.get("/v1/businesses/:id/secrets", async () => ({ secret: true }));
        app.get("/v1/public/open-data", async () => ({ open: true }));
      },
    });
    try {
      const missing = findRoutesWithoutCase(t.app.routeTable, CASES);
      expect(missing).toEqual(["GET /v1/businesses/:id/secrets"]);
    } finally {
      await t.close();
    }
  });
});
