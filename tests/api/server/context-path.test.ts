import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// With a context path every route sits under it, the guest's pages and the live channels included, and what a
// browser is given names it again: the pages' addresses, redirects, cookies, QR codes. Outside it, nothing answers.

const CONTEXT = "/admin";
let t: TestApp;
let api: Api;
let root: Api;
let business: OrderingBusiness;
let address: string;

beforeAll(async () => {
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: CONTEXT,
      debug: false,
      orderRateLimits: { windowMs: 60_000, ordersPerAddress: 100, pricesPerAddress: 100 },
    },
  });
  api = createApi(`${t.baseUrl}${CONTEXT}`);
  root = createApi(t.baseUrl);
  // Registered, filled, opened and published through the API under the path.
  business = await createOrderingBusiness(api);
  address = (await api.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body.business.url;
});
afterAll(() => t.close());

/** Every address in a page's attributes that starts from the root. */
const rootAddresses = (html: string) =>
  [...html.matchAll(/\s(href|src|action|data-[a-z-]+)="(\/[^"]*)"/g)]
    .filter((match) => match[1] !== "data-context-path")
    .map((match) => match[2] ?? "");

describe("a context path", () => {
  it("holds the API: calls answer under it and 404 without it", async () => {
    for (const path of [
      `/v1/members/${business.memberId}/dashboard`,
      `/v1/businesses/${business.businessId}/location`,
      `/v1/menus?businessId=${business.businessId}`,
    ]) {
      expect((await api.get(path, business.token)).status, path).toBe(200);
      const outside = await root.get(path, business.token);
      expect(outside.status, path).toBe(404);
      expect(outside.body.message).toBe("Can't find that page.");
    }
    expect((await api.get(`/v1/public/businesses/${business.businessId}/ordering`)).status).toBe(200);
    expect((await root.get(`/v1/public/businesses/${business.businessId}/ordering`)).status).toBe(404);
    expect((await api.get("/healthz")).status).toBe(200);
  });

  it("holds the guest's pages, whose addresses all name it", async () => {
    for (const view of ["m", "o", "l"]) {
      const page = await fetch(`${t.baseUrl}${CONTEXT}/${view}/${address}`);
      expect(page.status, view).toBe(200);
      const html = await page.text();
      expect(html).toContain(`<html data-context-path="${CONTEXT}"`);
      const addresses = rootAddresses(html);
      if (view !== "l") expect(addresses.length, view).toBeGreaterThan(0);
      for (const found of addresses) expect(found.startsWith(`${CONTEXT}/`), `${view}: ${found}`).toBe(true);

      const outside = await fetch(`${t.baseUrl}/${view}/${address}`);
      expect(outside.status, view).toBe(404);
      await outside.arrayBuffer();
    }
  });

  it("holds the order's confirmation page, and names it in its calls' addresses", async () => {
    const placed = await placeOrder(api, business, orderBody(business));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const path = `/m/${address}/orders/${placed.body.id}?key=${placed.body.trackingKey}`;
    const page = await fetch(`${t.baseUrl}${CONTEXT}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`data-track="${CONTEXT}/v1/public/orders/`);
    expect(html).toContain(`data-base="${CONTEXT}/m/${address}"`);
    for (const found of rootAddresses(html)) expect(found.startsWith(`${CONTEXT}/`), found).toBe(true);
    expect((await fetch(`${t.baseUrl}${path}`)).status).toBe(404);
  });

  it("sends redirects to addresses under it, and refusals' links too", async () => {
    const rate = (fields: Record<string, string>) =>
      fetch(`${t.baseUrl}${CONTEXT}/m/${address}/ratings`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
    const feedback = await api.patch(
      `/v1/businesses/${business.businessId}`,
      { config: { allowFeedback: true } },
      business.token,
    );
    expect(feedback.status, JSON.stringify(feedback.body)).toBe(200);
    // A guest's rating takes them back to the page with a 303.
    const rated = await rate({ name: "Ada", message: "Lovely", score: "5" });
    expect(rated.status).toBe(303);
    expect(rated.headers.get("location")).toBe(`${CONTEXT}/m/${address}#rating-thanks`);
    await rated.arrayBuffer();
    // A refusal's page links back to it.
    const refused = await rate({ name: "", message: "Lovely", score: "5" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(`href="${CONTEXT}/m/${address}#ratings"`);
  });

  it("sets the dashboard's session cookie on the API under it", async () => {
    const response = await fetch(`${t.baseUrl}${CONTEXT}/v1/public/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "menu-builder" },
      body: JSON.stringify({ email: business.email, password: business.password }),
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const line = response.headers.getSetCookie().find((l) => l.startsWith("menu_builder_session=")) ?? "";
    expect(line).toContain(`Path=${CONTEXT}/v1;`);
  });

  it("gives QR codes the guest page's address under it", async () => {
    const code = await api.call("POST", "/v1/qrcodes", {
      token: business.token,
      body: {
        memberId: business.memberId,
        locationId: business.businessId,
        name: "Table QR",
        type: "online-menu",
        url: "x",
      },
    });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    expect(code.body.url).toBe(`http://menu.test${CONTEXT}/m/${address}`);
  });

  it("holds the live channels: the owner's socket and the guests' event stream", async () => {
    const ws = `${t.baseUrl.replace(/^http/, "ws")}`;
    const socketPath = `/v1/businesses/${business.businessId}/live?token=${business.token}`;
    const socket = new WebSocket(`${ws}${CONTEXT}${socketPath}`);
    const first = await new Promise<string>((resolve, reject) => {
      socket.once("message", (data) => resolve(String(data)));
      socket.once("error", reject);
    });
    expect(JSON.parse(first).type).toBe("ready");
    socket.close();

    const refused = new WebSocket(`${ws}${socketPath}`);
    const outcome = await new Promise<string>((resolve) => {
      refused.once("open", () => resolve("open"));
      refused.once("unexpected-response", (_request, response) => resolve(String(response.statusCode)));
      refused.once("error", () => resolve("error"));
    });
    expect(outcome).not.toBe("open");
    refused.terminate();

    const controller = new AbortController();
    const stream = await fetch(`${t.baseUrl}${CONTEXT}/v1/public/businesses/${business.businessId}/live`, {
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    controller.abort();
    const outside = await fetch(`${t.baseUrl}/v1/public/businesses/${business.businessId}/live`);
    expect(outside.status).toBe(404);
    await outside.arrayBuffer();
  });
});
