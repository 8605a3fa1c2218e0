// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { type Api, createApi } from "../../../tests/helpers/api-client.ts";
import { type AppProcess, startAppProcess } from "../../../tests/helpers/app-process.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../../tests/helpers/orders.ts";
import { scaled } from "../../../tests/helpers/slowness.ts";
import { startTwilioServer, type TwilioServer } from "../../../tests/helpers/twilio-server.ts";
import { CHECKOUT_REWARD_WORDS } from "../../shared/loyalty/checkout-reward-words.ts";
import { REWARDS_PAGE_WORDS } from "../../shared/loyalty/rewards-page-words.ts";
import { EN } from "../../shared/ordering/order-words/en.ts";
import { openCart, start } from "./cart-app.ts";
import { type SavedLine, saveCart } from "./cart-store.ts";

// The review's rewards section in a DOM, against the real app in a process of its own (as checkout.test.ts): a
// guest joins with the code texted to their phone (Twilio spoken by a local server), reads their points, picks a
// reward that the server prices into the totals, and places the order as the member, who spends its points.

const WORDS = CHECKOUT_REWARD_WORDS.en;
const PAGE = REWARDS_PAGE_WORDS.en;
const PROGRAM = {
  enabled: true,
  earn: { kind: "POINTS_PER_UNIT", points: 1, minSubtotal: 0 },
  rewards: [
    { id: "r1", name: "Five off", points: 10, kind: "AMOUNT", value: 500 },
    { id: "r2", name: "A pizza on us", points: 1000, kind: "AMOUNT", value: 1425 },
  ],
};

let server: AppProcess;
let twilio: TwilioServer;
let api: Api;
/** Every call the script makes, still sent to the real server. */
let fetchSpy: MockInstance<typeof fetch> | undefined;

beforeAll(async () => {
  twilio = await startTwilioServer();
  server = await startAppProcess({
    TEST_TWILIO: JSON.stringify({
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      from: twilio.from,
      apiUrl: twilio.url,
    }),
  });
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `${server.baseUrl}/m/test`,
  );
  api = createApi(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
  await twilio?.close();
});
afterEach(() => {
  for (const dialog of document.querySelectorAll("dialog")) dialog.close();
  localStorage.clear();
  fetchSpy?.mockRestore();
  fetchSpy = undefined;
});

/** A business running the program, and a member by `phone` holding `points` (an order, then the owner's gift). */
async function withMember(phone: string, points: number) {
  const business = await createOrderingBusiness(api);
  const saved = await api.put(`/v1/businesses/${business.businessId}/loyalty`, PROGRAM, business.token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const placed = await placeOrder(api, business, orderBody(business, { customer: { name: "Bea", phone } }));
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const customers = await api.get(`/v1/customers?businessId=${business.businessId}`, business.token);
  const given = await api.post(
    `/v1/customers/${customers.body.list[0]?.id}/loyalty/adjust`,
    { points, reason: "Welcome" },
    business.token,
  );
  expect(given.body, JSON.stringify(given.body)).toMatchObject({ isMember: true, points });
  return business;
}

/** The code in the newest text to `e164`, once it has come. */
const codeTextedTo = (e164: string, after: number) =>
  until(() => {
    const texts = twilio.sent.filter((text) => text.to === e164).slice(after);
    return /\b(\d{6})\b/.exec(texts.at(-1)?.body ?? "")?.[1];
  });

/** A session opened through the API, as another tab would have. */
async function sessionFor(business: OrderingBusiness, phone: string, e164: string) {
  const before = twilio.sent.filter((text) => text.to === e164).length;
  const path = `/v1/public/businesses/${business.businessId}/loyalty`;
  expect((await api.post(`${path}/code`, { phone })).status).toBe(202);
  const session = await api.post(`${path}/session`, { phone, code: await codeTextedTo(e164, before) });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return String(session.body.guestToken);
}

function cartOf(b: OrderingBusiness): SavedLine[] {
  return [
    {
      key: "pizza",
      menuId: b.menuId,
      itemId: b.items.pizza,
      name: "Margherita",
      size: 1,
      sizeName: "Large",
      unitPrice: 14.25,
      modifiers: [{ id: b.options.cheese, name: "Extra cheese", price: 1.5 }],
      quantity: 2,
      note: "",
    },
    {
      key: "soda",
      menuId: b.menuId,
      itemId: b.items.soda,
      name: "Soda",
      sizeName: null,
      unitPrice: 2.99,
      modifiers: [],
      quantity: 1,
      note: "",
    },
  ];
}

const sheet = () => document.querySelector<HTMLDialogElement>("dialog.sheet");
const section = () => sheet()?.querySelector<HTMLElement>("section.rewards") ?? null;

async function until<T>(find: () => T | null | undefined): Promise<T> {
  return vi.waitFor(
    () => {
      const found = find();
      if (!found) throw new Error("not on screen yet");
      return found;
    },
    { timeout: scaled(15_000), interval: 20 },
  );
}

const button = (text: string) =>
  [...(sheet()?.querySelectorAll("button") ?? [])].find((candidate) => candidate.textContent === text);

function type(input: HTMLInputElement | null | undefined, value: string) {
  if (!input) throw new Error("no such field");
  input.value = value;
  input.dispatchEvent(new Event("input"));
}

/** Checkout for pick-up by Ada with this phone, on to the review. */
async function review(business: OrderingBusiness, phone: string) {
  saveCart(business.businessId, cartOf(business));
  await start({ businessId: business.businessId, base: "/m/test", table: null });
  void openCart();
  (await until(() => button(EN.checkout))).click();
  const form = await until(() => sheet()?.querySelector<HTMLFormElement>("form.checkout"));
  type(form.querySelector<HTMLInputElement>('input[name="name"]'), "Ada Guest");
  type(form.querySelector<HTMLInputElement>('input[name="phone"]'), phone);
  form.requestSubmit();
  await until(() => sheet()?.querySelector(".totals"));
}

const rows = () =>
  [...(sheet()?.querySelectorAll(".totals .sum") ?? [])].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );

const choices = () =>
  [...(section()?.querySelectorAll<HTMLInputElement>('input[name="reward"]') ?? [])].map((radio) => ({
    text: radio.closest("label")?.textContent,
    checked: radio.checked,
    disabled: radio.disabled,
  }));

function pick(value: string) {
  const radio = section()?.querySelector<HTMLInputElement>(`input[name="reward"][value="${value}"]`);
  if (!radio) throw new Error(`no ${value} reward`);
  radio.checked = true;
  radio.dispatchEvent(new Event("change"));
}

/** The calls the script made to a path ending so, with their body and headers. */
const callsTo = (ending: RegExp) =>
  (fetchSpy?.mock.calls ?? [])
    .filter(([url]) => ending.test(new URL(String(url), location.href).pathname))
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body ?? "null")) as Record<string, unknown> | null,
      headers: init?.headers as Record<string, string>,
    }));

describe("the review's rewards", () => {
  it("are not shown where the restaurant runs no program", async () => {
    const business = await createOrderingBusiness(api);
    await review(business, "(415) 555-0101");
    expect(section()).toBeNull();
  });

  it("let a guest join by a texted code, price the reward they pick, and place the order as the member", async () => {
    const business = await withMember("(415) 555-0177", 25);
    await review(business, "(415) 555-0177");
    expect(section()?.querySelector("h3")?.textContent).toBe(WORDS.heading);
    expect(section()?.textContent).toContain(WORDS.joinPrompt);
    const before = rows();
    expect(before.at(-1)).toEqual([EN.total, "$37.34"]);

    button(WORDS.joinButton)?.click();
    const phone = await until(() => section()?.querySelector<HTMLInputElement>('input[name="rewardPhone"]'));
    // The phone given for the order, ready to be sent; each field has its label.
    expect(phone.value).toBe("(415) 555-0177");
    expect(phone.closest("label")?.textContent).toBe(PAGE.phone);
    expect(section()?.querySelector('input[name="rewardEmail"]')?.closest("label")?.textContent).toBe(
      PAGE.email,
    );
    const texted = twilio.sent.filter((text) => text.to === "+14155550177").length;
    button(PAGE.sendCode)?.click();
    const code = await until(() => section()?.querySelector<HTMLInputElement>('input[name="rewardCode"]'));
    expect(section()?.querySelector('[role="status"]')?.textContent).toBe(
      PAGE.codeSent.replace("{to}", "(415) 555-0177"),
    );
    expect(document.activeElement).toBe(code);

    // A wrong code is refused under the form, in the guest's words.
    const right = await codeTextedTo("+14155550177", texted);
    type(code, right === "000000" ? "111111" : "000000");
    button(PAGE.join)?.click();
    await until(() =>
      section()?.querySelector('[role="alert"]')?.textContent === PAGE.codeWrong ? true : null,
    );

    type(section()?.querySelector<HTMLInputElement>('input[name="rewardCode"]'), right);
    button(PAGE.join)?.click();
    const legend = await until(() => section()?.querySelector("legend"));
    expect(legend.textContent).toBe("You have 25 points");
    const token = localStorage.getItem(`rewards:${business.businessId}`);
    expect(token).toBeTruthy();
    expect(choices()).toEqual([
      { text: WORDS.noReward, checked: true, disabled: false },
      { text: "Five off (10 points)", checked: false, disabled: false },
      { text: "A pizza on us (1000 points)975 more points to go", checked: false, disabled: true },
    ]);

    fetchSpy = vi.spyOn(globalThis, "fetch");
    pick("r1");
    await until(() => rows().some(([label]) => label === "Reward: Five off") || null);
    const price = callsTo(/\/orders\/price$/).at(-1);
    expect(price?.body?.rewardId).toBe("r1");
    expect(price?.headers.authorization).toBe(`Guest ${token}`);
    // Tax on $29.49: 2.43. No promo code, so the discount is all the reward's and has no line of its own.
    expect(rows()).toEqual([
      [EN.subtotal, "$34.49"],
      ["Reward: Five off", "−$5.00"],
      ["Sales tax (8.25%)", "$2.43"],
      [EN.tip, "$0.00"],
      [EN.total, "$31.92"],
    ]);
    expect(choices()[1]).toMatchObject({ checked: true });
    const place = button(EN.placeOrder.replace("{total}", "$31.92"));
    expect(place?.disabled).toBe(false);

    // The confirmation page is not loaded: its address is the script's to go to, not this test's to read.
    const goes = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    place?.click();
    await until(() => callsTo(/\/orders$/).length || null);
    const order = callsTo(/\/orders$/)[0];
    expect(order?.body?.rewardId).toBe("r1");
    expect(order?.headers.authorization).toBe(`Guest ${token}`);
    await until(() => goes.mock.calls[0]);
    expect(String(goes.mock.calls[0]?.[0])).toContain("/m/test/orders/");
    goes.mockRestore();
    // The member spent the reward's points with the order.
    await vi.waitFor(async () => {
      const me = await api.call("GET", `/v1/public/businesses/${business.businessId}/loyalty/me`, {
        headers: { authorization: `Guest ${token}` },
      });
      expect(me.body.points).toBe(15);
    });
  });

  it("ask a guest whose session ended to join again", async () => {
    const business = await withMember("(415) 555-0179", 5);
    localStorage.setItem(`rewards:${business.businessId}`, "not-a-session");
    await review(business, "(415) 555-0179");
    expect(section()?.querySelector(".warn")?.textContent).toBe(WORDS.signInAgain);
    expect(button(WORDS.joinButton)).toBeDefined();
    expect(localStorage.getItem(`rewards:${business.businessId}`)).toBeNull();
  });
});

describe("a member's rewards at checkout", () => {
  it("say why a reward the member can no longer take was left out, and price the cart without it", async () => {
    const business = await withMember("(415) 555-0178", 12);
    localStorage.setItem(
      `rewards:${business.businessId}`,
      await sessionFor(business, "(415) 555-0178", "+14155550178"),
    );
    await review(business, "(415) 555-0178");
    await until(() =>
      section()?.querySelector("legend")?.textContent === "You have 12 points" ? true : null,
    );
    // Spent at the counter meanwhile.
    const customers = await api.get(`/v1/customers?businessId=${business.businessId}`, business.token);
    await api.post(
      `/v1/customers/${customers.body.list[0]?.id}/loyalty/adjust`,
      { points: -5, reason: "Coffee" },
      business.token,
    );
    pick("r1");
    const why = await until(() => section()?.querySelector('[role="alert"]'));
    expect(why.textContent).toBe(WORDS.unavailable);
    expect(choices()[0]).toMatchObject({ checked: true });
    expect(rows().some(([label]) => label?.startsWith("Reward"))).toBe(false);
    expect(rows().at(-1)).toEqual([EN.total, "$37.34"]);
    expect(button(EN.placeOrder.replace("{total}", "$37.34"))?.disabled).toBe(false);
  });

  it("are priced again without a reward the order was refused, the reason on top", async () => {
    const business = await withMember("(415) 555-0181", 12);
    localStorage.setItem(
      `rewards:${business.businessId}`,
      await sessionFor(business, "(415) 555-0181", "+14155550181"),
    );
    await review(business, "(415) 555-0181");
    await until(() => section()?.querySelector("legend"));
    pick("r1");
    await until(() => rows().some(([label]) => label === "Reward: Five off") || null);
    // Spent at the counter between the review and the tap on Place.
    const customers = await api.get(`/v1/customers?businessId=${business.businessId}`, business.token);
    await api.post(
      `/v1/customers/${customers.body.list[0]?.id}/loyalty/adjust`,
      { points: -5, reason: "Coffee" },
      business.token,
    );
    button(EN.placeOrder.replace("{total}", "$31.92"))?.click();
    await until(() =>
      section()?.querySelector("legend")?.textContent === "You have 7 points" ? true : null,
    );
    expect(sheet()?.querySelector('.sh-head + [role="alert"]')?.textContent).toBe(WORDS.unavailable);
    expect(rows().at(-1)).toEqual([EN.total, "$37.34"]);
    expect(choices()).toEqual([
      { text: WORDS.noReward, checked: true, disabled: false },
      { text: "Five off (10 points)3 more points to go", checked: false, disabled: true },
      { text: "A pizza on us (1000 points)993 more points to go", checked: false, disabled: true },
    ]);
    expect(button(EN.placeOrder.replace("{total}", "$37.34"))?.disabled).toBe(false);
  });

  it("show a promo code's discount apart from the reward's", async () => {
    const business = await withMember("(415) 555-0180", 10);
    const promo = await api.post(
      `/v1/businesses/${business.businessId}/promotions`,
      { code: "TEN-OFF", kind: "PERCENT", value: 10 },
      business.token,
    );
    expect(promo.status, JSON.stringify(promo.body)).toBe(201);
    localStorage.setItem(
      `rewards:${business.businessId}`,
      await sessionFor(business, "(415) 555-0180", "+14155550180"),
    );
    await review(business, "(415) 555-0180");
    type(sheet()?.querySelector<HTMLInputElement>(".promo-code input"), "ten-off");
    sheet()?.querySelector<HTMLButtonElement>(".promo-code button")?.click();
    await until(() => rows().some(([label]) => label === "Discount (TEN-OFF)") || null);
    pick("r1");
    await until(() => rows().some(([label]) => label === "Reward: Five off") || null);
    expect(rows().slice(0, 3)).toEqual([
      [EN.subtotal, "$34.49"],
      ["Discount (TEN-OFF)", "−$3.45"],
      ["Reward: Five off", "−$5.00"],
    ]);
  });
});
