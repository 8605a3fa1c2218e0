import { readdirSync, readFileSync } from "node:fs";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../../src/server/db/schema.ts";
import { COUNTRIES } from "../../../src/shared/common/geo.ts";
import { CURRENCY_TABLES, deriveCurrencyCode } from "../../../src/shared/common/money.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { businessDetails, createMember, menuGroup, menuItem } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Money (decision 005): config.currencyCode beside the symbol, set for new businesses, kept in step
// with the symbol, derived for existing ones by a migration, and used by the guest page.

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

let sequence = 0;
const unique = () => `${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function register(country?: string) {
  const response = await api.post("/v1/public/register", {
    email: `money-${unique()}@example.com`,
    password: "correct horse battery",
    business: businessDetails(country ? { country, state: "Tokyo" } : {}),
  });
  expect(response.status).toBe(201);
  return response;
}

describe("a new business's currency", () => {
  it("comes from its country: symbol and ISO code together", async () => {
    const american = await register();
    expect(american.body.business.config).toMatchObject({ currency: "$", currencyCode: "USD" });
    const japanese = await register("Japan");
    expect(japanese.body.business.config).toMatchObject({ currency: "¥", currencyCode: "JPY" });
    const added = await api.post(
      "/v1/businesses",
      businessDetails({ country: "Canada", state: "ON" }),
      american.body.token,
    );
    expect(added.status).toBe(201);
    expect(added.body.config).toMatchObject({ currency: "$", currencyCode: "CAD" });
  });
});

describe("changing the currency", () => {
  it("sets the code with a new symbol, keeps a code given with it, and refuses an unknown code", async () => {
    const member = await createMember(api);
    const path = `/v1/businesses/${member.businessId}`;
    const euro = await api.patch(path, { config: { currency: "€" } }, member.token);
    expect(euro.status).toBe(200);
    expect(euro.body.config).toMatchObject({ currency: "€", currencyCode: "EUR" });

    const canadian = await api.patch(path, { config: { currency: "$", currencyCode: "CAD" } }, member.token);
    expect(canadian.body.config).toMatchObject({ currency: "$", currencyCode: "CAD" });
    const recoloured = await api.patch(path, { config: { bannerColor: "#112233" } }, member.token);
    expect(recoloured.body.config).toMatchObject({ currency: "$", currencyCode: "CAD" });

    const wrong = await api.patch(path, { config: { currencyCode: "XYZ" } }, member.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: "VALIDATION",
      errors: [{ path: "config.currencyCode", message: "Please choose a valid currency." }],
    });
    const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, member.businessId));
    expect(row?.config).toMatchObject({ currency: "$", currencyCode: "CAD" });
  });
});

describe("the guest page's prices", () => {
  it("prints a yen menu without decimals and names JPY in the structured data", async () => {
    const registered = await register("Japan");
    const token = registered.body.token as string;
    const businessId = registered.body.business.id as string;
    const menu = await api.post(
      "/v1/menus",
      {
        businessId,
        name: "Dinner",
        nodes: [
          menuGroup([
            menuItem({ name: "Ramen", prices: [1200] }),
            menuItem({ name: "Gyoza", prices: [450, 800], sizes: ["Six", "Twelve"] }),
          ]),
        ],
      },
      token,
    );
    expect(menu.status).toBe(201);
    const published = await api.post(`/v1/businesses/${businessId}/publish`, undefined, token);
    expect(published.status).toBe(200);
    const html = await (await fetch(`${t.baseUrl}/m/${registered.body.business.url}`)).text();
    expect(html).toMatch(/Ramen<\/h3><span class="price" dir="ltr">¥1,200<\/span>/);
    expect(html).toMatch(/Six <span class="price" dir="ltr">¥450<\/span>/);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}",
    );
    const [ramen, gyoza] = jsonLd.hasMenu[0].hasMenuSection[0].hasMenuItem;
    expect(ramen.offers).toEqual([{ "@type": "Offer", price: "1200", priceCurrency: "JPY" }]);
    expect(gyoza.offers[1]).toEqual({ "@type": "Offer", price: "800", priceCurrency: "JPY", name: "Twelve" });
  });
});

describe("the currencyCode migration", () => {
  it("derives for every existing business exactly what the shared money module derives", async () => {
    const file = readdirSync("drizzle").find((name) => /^\d+_currency_code\.sql$/.test(name));
    expect(file).toBeDefined();
    const migration = readFileSync(`drizzle/${file}`, "utf8");
    const member = await createMember(api);
    const symbols = [...Object.keys(CURRENCY_TABLES.symbols), "EUR", "JPY", "XYZ", "Rs", " € ", ""];
    const countries = [...COUNTRIES, "", "USA", " canada ", "Atlantis"];
    const rows = symbols.flatMap((symbol) =>
      countries.map((country) => ({
        id: `money-${unique()}`,
        memberId: member.memberId,
        url: `money-${unique()}`,
        country,
        config: symbol === "" ? {} : { currency: symbol },
      })),
    );
    await t.database.db.insert(businesses).values(rows);
    await t.database.db.execute(sql.raw(migration));
    const stored = await t.database.db
      .select({ id: businesses.id, config: businesses.config })
      .from(businesses)
      .where(
        inArray(
          businesses.id,
          rows.map((row) => row.id),
        ),
      );
    const byId = new Map(stored.map((row) => [row.id, row.config]));
    const mismatches = rows.filter(
      (row) =>
        byId.get(row.id)?.currencyCode !==
        deriveCurrencyCode(row.config.currency as string | undefined, row.country),
    );
    expect(
      mismatches.map((row) => [row.config.currency, row.country, byId.get(row.id)?.currencyCode]),
    ).toEqual([]);
    expect(rows.length).toBeGreaterThan(1000);
  });
});
