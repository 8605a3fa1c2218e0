import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember } from "../../helpers/factories.ts";
import {
  ALL_DAY_HOURS,
  createOrderingBusiness,
  hoursAwayFromNow,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { startSecondInstance, startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The owner's "closed now", the hours and orders in advance reach the guest page as saved, without a publish:
// the status line, and Add buttons that order ahead while closed, or are left out when nothing can be ordered.

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const urlOf = async (business: OrderingBusiness) =>
  (await api.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body.business.url as string;

async function guestPage(baseUrl: string, url: string) {
  const response = await fetch(`${baseUrl}/m/${url}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The Add buttons on the page: their label and their accessible name, by item id. */
function addButtons(html: string) {
  const buttons = new Map<string, { text: string; name: string }>();
  for (const match of html.matchAll(
    /<button class="add" type="button" data-add="([^"]+)" aria-label="([^"]+)"[^>]*>([^<]*)<\/button>/g,
  ))
    buttons.set(match[1] as string, { name: match[2] as string, text: match[3] as string });
  return buttons;
}

/** The status line's text and whether the page's script is told the owner closed. */
function statusLine(html: string) {
  const match = /<span data-status([^>]*)>([^<]*)<\/span>/.exec(html);
  return { text: match?.[2] ?? null, isClosedByOwner: match?.[1]?.includes(" data-closed") ?? false };
}

describe("open or closed on the guest page, live", () => {
  let business: OrderingBusiness;
  let url: string;
  beforeAll(async () => {
    business = await createOrderingBusiness(api);
    url = await urlOf(business);
  });

  it("closing now turns Add into Order ahead at once, with no publish; opening again brings Add back", async () => {
    const open = await guestPage(t.baseUrl, url);
    expect(statusLine(open).text).toMatch(/^Open /);
    expect(addButtons(open).get(business.items.pizza)).toEqual({ text: "Add", name: "Add Margherita" });

    const closed = await api.put(
      `/v1/businesses/${business.businessId}/open?open=false`,
      undefined,
      business.token,
    );
    expect(closed.status).toBe(200);
    const page = await guestPage(t.baseUrl, url);
    expect(statusLine(page)).toEqual({ text: "Closed", isClosedByOwner: true });
    const buttons = addButtons(page);
    expect(buttons.get(business.items.pizza)).toEqual({
      text: "Order ahead",
      name: "Order Margherita ahead",
    });
    expect(buttons.get(business.items.soda)).toEqual({ text: "Order ahead", name: "Order Soda ahead" });
    expect(page).not.toMatch(/>Add<\/button>/);
    // What the page says is what the order call does: now is refused, later is taken.
    expect((await placeOrder(api, business, orderBody(business))).body.code).toBe("CLOSED");

    expect(
      (await api.put(`/v1/businesses/${business.businessId}/open?open=true`, undefined, business.token))
        .status,
    ).toBe(200);
    const reopened = await guestPage(t.baseUrl, url);
    expect(statusLine(reopened)).toEqual({ text: expect.stringMatching(/^Open /), isClosedByOwner: false });
    expect(addButtons(reopened).get(business.items.pizza)).toEqual({ text: "Add", name: "Add Margherita" });
  });

  it("without orders in advance a closed page has no Add buttons; the setting applies with no publish", async () => {
    await api.put(`/v1/businesses/${business.businessId}/open?open=false`, undefined, business.token);
    const off = await api.patch(
      `/v1/businesses/${business.businessId}`,
      { config: { ordersInAdvance: false } },
      business.token,
    );
    expect(off.status).toBe(200);
    const page = await guestPage(t.baseUrl, url);
    expect(statusLine(page).text).toBe("Closed");
    expect(page).not.toContain("data-add=");

    await api.put(`/v1/businesses/${business.businessId}/open?open=true`, undefined, business.token);
    expect(addButtons(await guestPage(t.baseUrl, url)).get(business.items.soda)?.text).toBe("Add");
    await api.patch(
      `/v1/businesses/${business.businessId}`,
      { config: { ordersInAdvance: true } },
      business.token,
    );
  });

  it("changed hours show on the page at once: status line, week table and Add buttons", async () => {
    const away = hoursAwayFromNow();
    const saved = await api.put(
      `/v1/businesses/${business.businessId}/hours`,
      { hours: away, timeZone: "UTC" },
      business.token,
    );
    expect(saved.status).toBe(200);
    const page = await guestPage(t.baseUrl, url);
    expect(statusLine(page)).toEqual({
      text: expect.stringMatching(/^Closed · Opens /),
      isClosedByOwner: false,
    });
    expect(page).toContain(`data-hours="${JSON.stringify(away).replaceAll('"', "&quot;")}"`);
    expect(addButtons(page).get(business.items.pizza)?.text).toBe("Order ahead");

    await api.put(
      `/v1/businesses/${business.businessId}/hours`,
      { hours: ALL_DAY_HOURS, timeZone: "UTC" },
      business.token,
    );
    expect(addButtons(await guestPage(t.baseUrl, url)).get(business.items.pizza)?.text).toBe("Add");
  });

  it("the public API's status follows closed now and the hours as the page does, with no publish", async () => {
    const status = async () => {
      const response = await api.get(`/v1/public/businesses/${url}/menus`);
      expect(response.status).toBe(200);
      return response.body.status as { open: boolean; closesAt: string | null };
    };
    expect((await status()).open).toBe(true);

    await api.put(`/v1/businesses/${business.businessId}/open?open=false`, undefined, business.token);
    expect(statusLine(await guestPage(t.baseUrl, url)).text).toBe("Closed");
    expect(await status()).toMatchObject({ open: false, closesAt: null });
    await api.put(`/v1/businesses/${business.businessId}/open?open=true`, undefined, business.token);
    expect((await status()).open).toBe(true);

    const away = hoursAwayFromNow();
    await api.put(
      `/v1/businesses/${business.businessId}/hours`,
      { hours: away, timeZone: "UTC" },
      business.token,
    );
    const closedByHours = await api.get(`/v1/public/businesses/${url}/menus`);
    expect(closedByHours.body.status.open).toBe(false);
    expect(closedByHours.body.status.nextOpening).toMatchObject({ time: away.monday?.hours[0]?.start });
    const hours = closedByHours.body.business.config.hours;
    expect(typeof hours === "string" ? JSON.parse(hours) : hours).toEqual(away);

    await api.put(
      `/v1/businesses/${business.businessId}/hours`,
      { hours: ALL_DAY_HOURS, timeZone: "UTC" },
      business.token,
    );
    expect((await status()).open).toBe(true);
  });

  it("another instance follows within its short cache time, with no publish", async () => {
    const second = await startSecondInstance(t);
    try {
      expect(statusLine(await guestPage(second.baseUrl, url)).text).toMatch(/^Open /);
      await api.put(`/v1/businesses/${business.businessId}/open?open=false`, undefined, business.token);
      await expect
        .poll(async () => statusLine(await guestPage(second.baseUrl, url)).text, { timeout: scaled(10_000) })
        .toBe("Closed");
      expect(addButtons(await guestPage(second.baseUrl, url)).get(business.items.pizza)?.text).toBe(
        "Order ahead",
      );
    } finally {
      await api.put(`/v1/businesses/${business.businessId}/open?open=true`, undefined, business.token);
      await second.close();
    }
  });

  it("leaves Publish Changes with nothing to publish: the opening is already live", async () => {
    const hasChanges = async () =>
      (await api.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body
        .hasUnpublishedChanges;
    expect(await hasChanges()).toBe(false);
    await api.put(`/v1/businesses/${business.businessId}/open?open=false`, undefined, business.token);
    await api.put(
      `/v1/businesses/${business.businessId}/hours`,
      { hours: hoursAwayFromNow(), timeZone: "UTC" },
      business.token,
    );
    expect(await hasChanges()).toBe(false);
    // Anything else guests see still waits for a publish.
    await api.patch(
      `/v1/businesses/${business.businessId}`,
      { config: { bannerColor: "#123456" } },
      business.token,
    );
    expect(await hasChanges()).toBe(true);
    expect(
      (await api.post(`/v1/businesses/${business.businessId}/publish`, undefined, business.token)).status,
    ).toBe(200);
    await api.put(`/v1/businesses/${business.businessId}/open?open=true`, undefined, business.token);
    await api.put(
      `/v1/businesses/${business.businessId}/hours`,
      { hours: ALL_DAY_HOURS, timeZone: "UTC" },
      business.token,
    );
  });

  it("another member cannot close the business", async () => {
    const other = await createMember(api);
    const refused = await api.put(
      `/v1/businesses/${business.businessId}/open?open=false`,
      undefined,
      other.token,
    );
    expect(refused.status).toBe(404);
    expect(statusLine(await guestPage(t.baseUrl, url)).text).toMatch(/^Open /);
  });
});
