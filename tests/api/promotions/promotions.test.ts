import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember } from "../../helpers/factories.ts";
import { createOrderingBusiness, type OrderingBusiness } from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The owner's promo codes: create, list, change, delete; bad input refused with a sentence; another member
// sees none of them.

let t: TestApp;
let api: Api;
let business: OrderingBusiness;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
  business = await createOrderingBusiness(api);
});
afterAll(() => t.close());

const url = (id = "") => `/v1/businesses/${business.businessId}/promotions${id ? `/${id}` : ""}`;

describe("an owner's promo codes", () => {
  it("creates a code with its defaults, lists it with its uses, changes and deletes it", async () => {
    const created = await api.post(url(), { code: "Summer10", kind: "PERCENT", value: 10 }, business.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: "Summer10",
      kind: "PERCENT",
      value: 10,
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      oncePerGuest: false,
      firstOrderOnly: false,
      active: true,
      uses: 0,
      businessId: business.businessId,
    });
    const list = await api.get(url(), business.token);
    expect(list.status).toBe(200);
    expect(list.body.map((promo: { code: string }) => promo.code)).toContain("Summer10");

    const changed = await api.put(
      url(created.body.id),
      {
        code: "SUMMER15",
        kind: "AMOUNT",
        value: 500,
        minSubtotal: 2000,
        startsAt: "2026-06-01T00:00:00.000Z",
        endsAt: "2026-09-01T00:00:00.000Z",
        maxUses: 10,
        oncePerGuest: true,
        firstOrderOnly: true,
        active: false,
      },
      business.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      id: created.body.id,
      code: "SUMMER15",
      kind: "AMOUNT",
      value: 500,
      minSubtotal: 2000,
      startsAt: "2026-06-01T00:00:00.000Z",
      endsAt: "2026-09-01T00:00:00.000Z",
      maxUses: 10,
      oncePerGuest: true,
      firstOrderOnly: true,
      active: false,
    });

    const deleted = await api.delete(url(created.body.id), business.token);
    expect(deleted.status).toBe(204);
    const after = await api.get(url(), business.token);
    expect(after.body.some((promo: { id: string }) => promo.id === created.body.id)).toBe(false);
    expect((await api.delete(url(created.body.id), business.token)).status).toBe(404);
  });

  it("stores free delivery with no value, whatever was typed", async () => {
    const created = await api.post(
      url(),
      { code: "FREESHIP", kind: "FREE_DELIVERY", value: 700 },
      business.token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: "FREE_DELIVERY", value: 0 });
  });

  it("refuses a code the business has already, in any case, with a sentence and no change", async () => {
    const first = await api.post(url(), { code: "WELCOME", kind: "AMOUNT", value: 300 }, business.token);
    expect(first.status).toBe(201);
    const again = await api.post(url(), { code: "welcome", kind: "PERCENT", value: 5 }, business.token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("You already have a code “welcome”. Please choose another code.");
    const other = await api.post(url(), { code: "OTHER1", kind: "PERCENT", value: 5 }, business.token);
    const renamed = await api.put(
      url(other.body.id),
      { code: "Welcome", kind: "PERCENT", value: 5 },
      business.token,
    );
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors).toEqual([{ path: "code", message: renamed.body.message }]);
    const list = await api.get(url(), business.token);
    expect(
      list.body.filter((promo: { code: string }) => promo.code.toLowerCase() === "welcome"),
    ).toHaveLength(1);
    // Another business may have the same code.
    const elsewhere = await createOrderingBusiness(api);
    const theirs = await api.post(
      `/v1/businesses/${elsewhere.businessId}/promotions`,
      { code: "WELCOME", kind: "AMOUNT", value: 300 },
      elsewhere.token,
    );
    expect(theirs.status).toBe(201);
  });

  it("refuses bad input with a sentence for a person, changing nothing", async () => {
    const before = (await api.get(url(), business.token)).body.length;
    const cases: [unknown, string][] = [
      [
        { code: "ab", kind: "PERCENT", value: 10 },
        "Please enter a code of 3 to 40 letters, digits or dashes.",
      ],
      [
        { code: "two words", kind: "PERCENT", value: 10 },
        "Please enter a code of 3 to 40 letters, digits or dashes.",
      ],
      [{ code: "PCT0", kind: "PERCENT", value: 0 }, "Please enter a percent from 1 to 100."],
      [{ code: "PCT101", kind: "PERCENT", value: 101 }, "Please enter a percent from 1 to 100."],
      [{ code: "AMT0", kind: "AMOUNT", value: 0 }, "Please enter the amount the code takes off."],
      [{ code: "KIND", kind: "BOGO", value: 1 }, "Please choose percent off, amount off or free delivery."],
      [
        {
          code: "BACKWARDS",
          kind: "PERCENT",
          value: 5,
          startsAt: "2026-06-02T00:00:00Z",
          endsAt: "2026-06-01T00:00:00Z",
        },
        "The end must be after the start.",
      ],
      [
        { code: "USES0", kind: "PERCENT", value: 5, maxUses: 0 },
        "Please enter how many times the code may be used.",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await api.post(url(), body, business.token);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message, JSON.stringify(body)).toContain(message);
    }
    expect((await api.get(url(), business.token)).body).toHaveLength(before);
  });

  it("answers 404 on every route to another member, and to an unknown code", async () => {
    const promo = await api.post(url(), { code: "MINE", kind: "PERCENT", value: 10 }, business.token);
    const other = await createMember(api);
    expect((await api.get(url(), other.token)).status).toBe(404);
    expect((await api.post(url(), { code: "THEIRS", kind: "PERCENT", value: 10 }, other.token)).status).toBe(
      404,
    );
    expect(
      (await api.put(url(promo.body.id), { code: "MINE", kind: "PERCENT", value: 90 }, other.token)).status,
    ).toBe(404);
    expect((await api.delete(url(promo.body.id), other.token)).status).toBe(404);
    // Their own business, but my code's id: still not found.
    const theirs = `/v1/businesses/${other.businessId}/promotions/${promo.body.id}`;
    expect((await api.put(theirs, { code: "MINE", kind: "PERCENT", value: 90 }, other.token)).status).toBe(
      404,
    );
    expect((await api.delete(theirs, other.token)).status).toBe(404);
    const unchanged = (await api.get(url(), business.token)).body.find(
      (row: { id: string }) => row.id === promo.body.id,
    );
    expect(unchanged).toMatchObject({ code: "MINE", value: 10 });
    expect((await api.get(url(), undefined)).status).toBe(401);
  });
});
