import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBED_MESSAGES, FRAME_ORIGINS_MAX } from "../../../src/shared/businesses/embed.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember } from "../../helpers/factories.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Embedding the menu (README "Embedding the menu"): the owner's website addresses, and who may frame which
// guest page: the menu pages only our own pages and those addresses, the order and pay pages nobody.

let t: TestApp;
let api: Api;
let business: OrderingBusiness;
let address: string;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
  business = await createOrderingBusiness(api);
  const page = await api.post(
    `/v1/businesses/${business.businessId}/pages`,
    { title: "About us", body: "Since 1990." },
    business.token,
  );
  expect(page.status, JSON.stringify(page.body)).toBe(201);
  const published = await api.post(
    `/v1/businesses/${business.businessId}/publish`,
    undefined,
    business.token,
  );
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  address = published.body.url;
});
afterAll(() => t.close());

const embedPath = (member: { businessId: string }) => `/v1/businesses/${member.businessId}/embed`;
const setOrigins = (origins: unknown, member: { businessId: string; token: string } = business) =>
  api.put(embedPath(member), { origins }, member.token);
const guest = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}${path}`, { headers: { "accept-encoding": "identity", ...headers } });

/** Every kind of page that shows the menu, the business or its website. */
const menuPages = () => [
  `/m/${address}`,
  `/m/${address}/menus/${business.menuId}`,
  `/o/${address}`,
  `/l/${address}`,
  `/m/${address}/p/about-us`,
];

const frameAncestors = (response: Response) =>
  (response.headers.get("content-security-policy") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith("frame-ancestors"));

describe("the website addresses setting", () => {
  it("starts empty, keeps origins as browsers write them, once each", async () => {
    const member = await createMember(api);
    expect((await api.get(embedPath(member), member.token)).body).toEqual({ origins: [] });
    const saved = await setOrigins(
      ["HTTPS://Www.Example.com/", "http://localhost:8080", "https://www.example.com:443", "http://10.0.0.2"],
      member,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      origins: ["https://www.example.com", "http://localhost:8080", "http://10.0.0.2"],
    });
    expect((await api.get(embedPath(member), member.token)).body).toEqual(saved.body);
    expect((await setOrigins([], member)).body).toEqual({ origins: [] });
  });

  it("refuses what is not an origin with a sentence, and changes nothing", async () => {
    const member = await createMember(api);
    await setOrigins(["https://kept.example"], member);
    const refusals: [unknown, string][] = [
      [["https://example.com/menu"], EMBED_MESSAGES.origin],
      [["example.com"], EMBED_MESSAGES.origin],
      [["ftp://example.com"], EMBED_MESSAGES.origin],
      [["https://exa mple.com"], EMBED_MESSAGES.origin],
      [["https://example.com?x=1"], EMBED_MESSAGES.origin],
      [["https://user@example.com"], EMBED_MESSAGES.origin],
      [["https://example.com:99999"], EMBED_MESSAGES.origin],
      [["*"], EMBED_MESSAGES.origin],
      [["https://example.com; script-src *"], EMBED_MESSAGES.origin],
      [[""], EMBED_MESSAGES.origin],
      [[42], EMBED_MESSAGES.origin],
      ["https://example.com", EMBED_MESSAGES.list],
      [undefined, EMBED_MESSAGES.list],
      [
        Array.from({ length: FRAME_ORIGINS_MAX + 1 }, (_, index) => `https://site${index}.example`),
        EMBED_MESSAGES.tooMany,
      ],
    ];
    for (const [origins, message] of refusals) {
      const refused = await setOrigins(origins, member);
      expect(refused.status, JSON.stringify(origins)).toBe(400);
      expect(refused.body.message, JSON.stringify(origins)).toBe(message);
    }
    expect((await api.get(embedPath(member), member.token)).body).toEqual({
      origins: ["https://kept.example"],
    });
  });

  it("is another member's business: 404 both ways, the owner's addresses unchanged", async () => {
    const intruder = await createMember(api);
    await setOrigins(["https://owner.example"]);
    expect((await api.get(embedPath(business), intruder.token)).status).toBe(404);
    const put = await api.put(embedPath(business), { origins: ["https://evil.example"] }, intruder.token);
    expect(put.status).toBe(404);
    expect((await api.get(embedPath(business), business.token)).body).toEqual({
      origins: ["https://owner.example"],
    });
    expect((await api.get(embedPath(business))).status).toBe(401);
    await setOrigins([]);
  });
});

describe("who may frame the guest pages", () => {
  it("without addresses: our own pages only, X-Frame-Options agreeing", async () => {
    await setOrigins([]);
    for (const path of menuPages()) {
      const response = await guest(path);
      expect(response.status, path).toBe(200);
      expect(frameAncestors(response), path).toEqual(["frame-ancestors 'self'"]);
      expect(response.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
    }
    const missing = await guest(`/m/no-such-place-${Date.now()}`);
    expect(missing.status).toBe(404);
    expect(frameAncestors(missing)).toEqual(["frame-ancestors 'self'"]);
  });

  it("with addresses: those sites too, at once without publishing, no X-Frame-Options, a new ETag", async () => {
    await setOrigins([]);
    const before = new Map<string, string>();
    for (const path of menuPages()) before.set(path, (await guest(path)).headers.get("etag") ?? "");

    const saved = await setOrigins(["https://www.bistro.example", "http://localhost:8443"]);
    expect(saved.status).toBe(200);
    for (const path of menuPages()) {
      // The second read within the second is answered by the fast path: the same headers.
      for (const round of [1, 2]) {
        const response = await guest(path, { "if-none-match": before.get(path) ?? "" });
        expect(response.status, `${path} ${round}`).toBe(200);
        expect(frameAncestors(response), path).toEqual([
          "frame-ancestors 'self' https://www.bistro.example http://localhost:8443",
        ]);
        expect(response.headers.get("x-frame-options"), path).toBeNull();
        expect(response.headers.get("etag"), path).not.toBe(before.get(path));
      }
      const cached = await guest(path);
      const again = await guest(path, { "if-none-match": cached.headers.get("etag") ?? "" });
      expect(again.status, path).toBe(304);
      expect(frameAncestors(again), path).toEqual([
        "frame-ancestors 'self' https://www.bistro.example http://localhost:8443",
      ]);
    }

    await setOrigins([]);
    for (const path of menuPages()) {
      const response = await guest(path);
      expect(frameAncestors(response), path).toEqual(["frame-ancestors 'self'"]);
      expect(response.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(response.headers.get("etag"), path).toBe(before.get(path));
    }
  });

  it("never the order confirmation or the pay page, whatever the owner allows", async () => {
    await setOrigins(["https://www.bistro.example"]);
    const placed = await placeOrder(api, business, orderBody(business));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const key = encodeURIComponent(placed.body.trackingKey);
    for (const path of [
      `/m/${address}/orders/${placed.body.id}?key=${key}`,
      `/pay/${placed.body.id}?key=${key}`,
    ]) {
      const response = await guest(path);
      expect(response.status, path).toBe(200);
      expect(frameAncestors(response), path).toEqual(["frame-ancestors 'none'"]);
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
    }
    const unknown = await guest(`/pay/${placed.body.id}?key=wrong`);
    expect(unknown.status).toBe(404);
    expect(frameAncestors(unknown)).toEqual(["frame-ancestors 'none'"]);
    await setOrigins([]);
  });
});
