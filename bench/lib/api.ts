// The app's HTTP API as the benchmarks use it: plain fetch, no server code loaded in the load process.
import { request } from "node:http";

export async function call(baseUrl: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 400) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const DISHES = [
  "Burrata",
  "Calamari",
  "Risotto",
  "Salmon",
  "Burger",
  "Tacos",
  "Ramen",
  "Curry",
  "Gnocchi",
  "Paella",
];
const WORDS =
  "heirloom tomato basil oil grilled sourdough lemon aioli chili fennel citrus brown butter thyme".split(" ");

/** A realistic menu: `items` dishes in groups of 10, with descriptions, some sizes and icons. */
/**
 * The same tree with every group and item translated into each of `languages`, texts as long as
 * the originals (the page carries one language, so the others must not weigh on it).
 */
export function translateNodes(nodes: ReturnType<typeof makeMenuNodes>, languages: string[]) {
  const tag = (lang: string, text: string) => `${text} (${lang})`;
  return nodes.map((group) => ({
    ...group,
    translations: Object.fromEntries(languages.map((lang) => [lang, { name: tag(lang, group.name) }])),
    nodes: group.nodes.map((item) => ({
      ...item,
      translations: Object.fromEntries(
        languages.map((lang) => [
          lang,
          {
            name: tag(lang, item.name),
            description: tag(lang, item.description),
            sizes: item.sizes.map((size) => tag(lang, size)),
          },
        ]),
      ),
    })),
  }));
}

export function makeMenuNodes(items: number) {
  const groups = [];
  for (let g = 0; g < Math.ceil(items / 10); g++) {
    const nodes = [];
    for (let i = 0; i < Math.min(10, items - g * 10); i++) {
      const n = g * 10 + i;
      const sized = n % 4 === 0;
      nodes.push({
        id: `i${n}`,
        type: 1,
        name: `${DISHES[n % DISHES.length]} ${n + 1}`,
        description: Array.from({ length: 9 }, (_, k) => WORDS[(n + k) % WORDS.length]).join(", "),
        prices: sized ? [9 + (n % 7), 14 + (n % 7)] : [12 + (n % 15) + 0.5],
        sizes: sized ? ["Small", "Large"] : [],
        icons:
          n % 3 === 0
            ? [{ iconKey: "vegetarian" }]
            : n % 5 === 0
              ? [{ iconKey: "gluten-free" }, { iconKey: "spicy" }]
              : [],
      });
    }
    groups.push({ id: `g${g}`, type: 0, name: `Section ${g + 1}`, description: "", available: true, nodes });
  }
  return groups;
}

export const BENCH_PASSWORD = "bench-password-1";

/** Registers a new owner of one business through the API; the answer is register's `{token, member, business}`. */
export async function registerOwner(baseUrl: string, { name = "Bench Bistro", email = "" } = {}) {
  return call(baseUrl, "POST", "/v1/public/register", {
    email: email || `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: BENCH_PASSWORD,
    business: { name, phone: "4155550100", address: "1 Main St", city: "Austin", state: "TX", zip: "73301" },
  });
}

/** Registers an owner, makes a menu of `items` dishes and publishes it. */
export async function publishedMenu(baseUrl: string, items: number, languages: string[] = []) {
  const registered = await registerOwner(baseUrl);
  const token = registered.token as string;
  const businessId = registered.business.id as string;
  if (languages.length > 0)
    await call(baseUrl, "PATCH", `/v1/businesses/${businessId}`, { config: { languages } }, token);
  const nodes = translateNodes(makeMenuNodes(items), languages.slice(1));
  const menu = await call(baseUrl, "POST", "/v1/menus", { businessId, name: "Dinner", nodes }, token);
  await call(baseUrl, "POST", `/v1/businesses/${businessId}/publish`, undefined, token);
  return {
    token,
    businessId,
    memberId: registered.member.id as string,
    menu,
    url: registered.business.url as string,
  };
}

const ALL_DAY = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
    day,
    { open: true, hours: [{ start: "00:00", end: "00:00" }] },
  ]),
);

/**
 * The order benchmarks' restaurant: a published menu of `items` dishes, open all day, taking pick-up and
 * delivery orders ($3.50 delivery to 73301, tips) with an 8.25 % sales tax.
 */
export async function orderingMenu(baseUrl: string, items: number) {
  const published = await publishedMenu(baseUrl, items);
  const { token } = published;
  const business = `/v1/businesses/${published.businessId}`;
  await call(baseUrl, "PUT", `${business}/hours`, { hours: ALL_DAY, timeZone: "UTC" }, token);
  // A business delivers only to the postal codes of its areas: the guests' 73301, at the same $3.50.
  const deliveryAreas = [
    { name: "Austin", postalCodes: ["73301"], fee: 350, minimum: 0, estimateMinutes: 30 },
  ];
  const config = { orderDelivery: true, deliveryFee: 3.5, deliveryAreas, ordersTips: true };
  await call(baseUrl, "PATCH", business, { orderingEnabled: true, config }, token);
  await call(
    baseUrl,
    "POST",
    `${business}/taxes`,
    { label: "Sales tax", type: "PERCENT", value: 8.25 },
    token,
  );
  await call(baseUrl, "POST", `${business}/publish`, undefined, token);
  return published;
}

export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The raw bytes and headers as sent on the wire (fetch would decode them). */
export function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}
