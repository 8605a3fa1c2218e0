import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../../../src/server/db/schema.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, customerRow, type TestMember } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Customers: adding one, the customers screen's pages, search by name or phone, one customer with their orders,
// the CSV export.

let t: TestApp;
let api: Api;
let owner: TestMember;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
  owner = await createMember(api);
});
afterAll(() => t.close());

const addCustomer = (member: TestMember, body: Record<string, unknown>) =>
  api.post("/v1/customers", { businessId: member.businessId, ...body }, member.token);

describe("POST /v1/customers", () => {
  it("adds a customer with the phone kept as digits", async () => {
    const response = await addCustomer(owner, {
      name: "Ada Lovelace",
      phone: "(415) 555-0199",
      email: "ada@example.com",
      address: "12 Analytical Way",
      city: "London",
      state: "CA",
      zip: "94105",
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(String),
      businessId: owner.businessId,
      name: "Ada Lovelace",
      phone: "4155550199",
      email: "ada@example.com",
      city: "London",
      lastOrderDate: null,
    });
  });

  it("keeps one customer per phone in a business: a second with the phone is refused on its field", async () => {
    const member = await createMember(api);
    const first = await addCustomer(member, { name: "Ada", phone: "(415) 555-0133" });
    expect(first.status).toBe(201);
    const again = await addCustomer(member, { name: "Ada Again", phone: "415.555.0133" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      status: 409,
      code: "CUSTOMER_EXISTS",
      message: "A customer with this phone number already exists.",
      errors: [{ path: "phone", message: "A customer with this phone number already exists." }],
    });
    const list = await api.get(`/v1/customers?businessId=${member.businessId}`, member.token);
    expect(list.body.list.map((c: { name: string }) => c.name)).toEqual(["Ada"]);
    // Another business's customers are its own.
    const other = await createMember(api);
    expect((await addCustomer(other, { name: "Ada", phone: "4155550133" })).status).toBe(201);
  });

  it("needs only name and phone", async () => {
    const response = await addCustomer(owner, { name: "Grace", phone: "4155550111" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ email: "", address: "" });
  });

  it.each([
    ["name missing", { phone: "4155550100" }, ["name"]],
    ["name blank", { name: "   ", phone: "4155550100" }, ["name"]],
    ["phone missing", { name: "Ann" }, ["phone"]],
    ["phone without digits", { name: "Ann", phone: "call me" }, ["phone"]],
    ["both missing", {}, ["name", "phone"]],
  ])("answers 400 'This field is mandatory' when %s", async (_case, body, paths) => {
    const response = await addCustomer(owner, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "VALIDATION", message: "This field is mandatory" });
    expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(paths);
    for (const error of response.body.errors) expect(error.message).toBe("This field is mandatory");
  });

  it("checks the optional email", async () => {
    const response = await addCustomer(owner, { name: "Ann", phone: "1", email: "not-an-email" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: "email", message: "Please enter a valid email address." }]);
  });

  it("answers 404 for another member's business", async () => {
    const intruder = await createMember(api);
    const response = await api.post(
      "/v1/customers",
      { businessId: owner.businessId, name: "Spy", phone: "1" },
      intruder.token,
    );
    expect(response.status).toBe(404);
  });

  it("answers 401 without a token", async () => {
    const response = await api.post("/v1/customers", { businessId: owner.businessId, name: "A", phone: "1" });
    expect(response.status).toBe(401);
  });
});

describe("listing, details, search and export", () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await createMember(api);
    // 120 customers straight into the table (three pages), plus a few through the API with telling values.
    await t.database.db.insert(customers).values(
      Array.from({ length: 120 }, (_, n) =>
        customerRow({
          businessId: member.businessId,
          name: `Guest ${String(n).padStart(3, "0")}`,
          phone: `212555${String(n).padStart(4, "0")}`,
        }),
      ),
    );
    for (const body of [
      { name: 'Zoë O\'Brien, "Chef"', phone: "(415) 555-7788", email: "zoe@example.com", city: "Oakland" },
      { name: '=HYPERLINK("evil")', phone: "3105550000" },
      { name: "Percent 100%", phone: "6465551234" },
    ]) {
      expect((await addCustomer(member, body)).status).toBe(201);
    }
  });

  it("pages by name, 50 at a time, with the total", async () => {
    const first = await api.get(`/v1/customers?businessId=${member.businessId}`, member.token);
    expect(first.status).toBe(200);
    expect(first.body.list).toHaveLength(50);
    expect(first.body.hasNext).toBe(true);
    expect(first.body.total).toBe(123);
    // By name in the database's collation; the numbered guests show the order plainly.
    const guests = first.body.list
      .map((c: { name: string }) => c.name)
      .filter((name: string) => name.startsWith("Guest"));
    expect(guests.length).toBeGreaterThan(45);
    expect(guests).toEqual([...guests].sort());
    const last = await api.get(`/v1/customers?businessId=${member.businessId}&page=2`, member.token);
    expect(last.body.list).toHaveLength(23);
    expect(last.body.hasNext).toBe(false);
    const ids = new Set(
      [first, await api.get(`/v1/customers?businessId=${member.businessId}&page=1`, member.token), last]
        .flatMap((page) => page.body.list)
        .map((c: { id: string }) => c.id),
    );
    expect(ids.size).toBe(123);
  });

  it("rejects a bad page number", async () => {
    const response = await api.get(`/v1/customers?businessId=${member.businessId}&page=-1`, member.token);
    expect(response.status).toBe(400);
  });

  it("shows one customer with their orders (none yet) and last order date", async () => {
    const list = await api.get(`/v1/customers/search?businessId=${member.businessId}&key=zo`, member.token);
    const id = list.body.list[0].id;
    const response = await api.get(`/v1/customers/${id}`, member.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      name: 'Zoë O\'Brien, "Chef"',
      phone: "4155557788",
      email: "zoe@example.com",
      lastOrderDate: null,
      orders: [],
    });
  });

  it("answers 404 for an unknown customer and for another member's", async () => {
    expect((await api.get("/v1/customers/nope", member.token)).status).toBe(404);
    const list = await api.get(`/v1/customers?businessId=${member.businessId}`, member.token);
    const intruder = await createMember(api);
    const response = await api.get(`/v1/customers/${list.body.list[0].id}`, intruder.token);
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toContain("Guest");
  });

  const search = (key: string, page = 0) =>
    api.get(
      `/v1/customers/search?businessId=${member.businessId}&key=${encodeURIComponent(key)}&page=${page}`,
      member.token,
    );

  it("finds by part of the name, ignoring case", async () => {
    const response = await search("o'BRI");
    expect(response.status).toBe(200);
    expect(response.body.list.map((c: { name: string }) => c.name)).toEqual(['Zoë O\'Brien, "Chef"']);
    expect(response.body.hasNext).toBe(false);
  });

  it("finds by part of the phone, with or without formatting", async () => {
    for (const key of ["5557788", "(415) 555", "415-555-77", "55577"]) {
      const response = await search(key);
      expect(
        response.body.list.map((c: { phone: string }) => c.phone),
        key,
      ).toContain("4155557788");
    }
    const digits = await search("2125550042");
    expect(digits.body.list.map((c: { name: string }) => c.name)).toEqual(["Guest 042"]);
  });

  it("treats % and _ as themselves", async () => {
    expect((await search("100%")).body.list.map((c: { name: string }) => c.name)).toEqual(["Percent 100%"]);
    expect((await search("_")).body.list).toEqual([]);
  });

  it("pages the results", async () => {
    const first = await search("guest");
    expect(first.body.list).toHaveLength(50);
    expect(first.body.hasNext).toBe(true);
    const third = await search("guest", 2);
    expect(third.body.list).toHaveLength(20);
    expect(third.body.hasNext).toBe(false);
  });

  it("answers an empty key with every customer, and no match with an empty list", async () => {
    expect((await search("")).body.list).toHaveLength(50);
    expect((await search("nobody by this name")).body).toEqual({ list: [], hasNext: false });
  });

  it("answers 400 for a key that is too long, and 404 for another member's business", async () => {
    expect((await search("x".repeat(500))).status).toBe(400);
    const intruder = await createMember(api);
    const response = await api.get(
      `/v1/customers/search?businessId=${member.businessId}&key=guest`,
      intruder.token,
    );
    expect(response.status).toBe(404);
  });

  it("exports every customer as CSV with a header row and proper quoting", async () => {
    const response = await fetch(`${t.baseUrl}/v1/customers/export?businessId=${member.businessId}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="customers-.+\.csv"$/);
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Name,Phone,Email,Address,City,State,Zip,Last order,Added");
    expect(lines).toHaveLength(124);
    expect(text).toContain('"Zoë O\'Brien, ""Chef"""');
    // A formula is never handed to a spreadsheet as one.
    expect(text).toContain(`"'=HYPERLINK(""evil"")"`);
  });

  it("exports with the token in the query (a download link), and not for another member", async () => {
    const own = await fetch(
      `${t.baseUrl}/v1/customers/export?businessId=${member.businessId}&token=${member.token}`,
    );
    expect(own.status).toBe(200);
    const intruder = await createMember(api);
    const other = await fetch(
      `${t.baseUrl}/v1/customers/export?businessId=${member.businessId}&token=${intruder.token}`,
    );
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain("Guest");
    expect((await fetch(`${t.baseUrl}/v1/customers/export?businessId=${member.businessId}`)).status).toBe(
      401,
    );
  });
});
