// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { createApi } from "../../../tests/helpers/api-client.ts";
import { type AppProcess, startAppProcess } from "../../../tests/helpers/app-process.ts";
import { createOrderingBusiness, type OrderingBusiness } from "../../../tests/helpers/orders.ts";
import { scaled } from "../../../tests/helpers/slowness.ts";
import { startTwilioServer, type TwilioServer } from "../../../tests/helpers/twilio-server.ts";
import { EN } from "../../shared/ordering/order-words/en.ts";
import type { PricedCart } from "../../shared/ordering/orders.ts";
import { openCart, openItem, start } from "./cart-app.ts";
import { loadCart, type SavedLine, saveCart } from "./cart-store.ts";

// The guest's cart and checkout in a DOM, against the real app: the real ordering routes on a real
// database answer the script's own calls (the page's origin is the app's), and a business is made and published
// through the owner's API as in the API tests. What is checked is what the guest reads and what is sent.
// The app runs in a process of its own (tests/helpers/app-process.ts): this file's DOM cannot host it.

let server: AppProcess;
let business: OrderingBusiness;
/** Twilio, spoken by a local server: with it the app offers guests texts where the owner turned them on. */
let twilio: TwilioServer;
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
  // The script calls the API by path, as on the guest page: the page is served from the app's origin.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `${server.baseUrl}/m/test`,
  );
  business = await createOrderingBusiness(createApi(server.baseUrl));
});
afterAll(async () => {
  await server?.close();
  await twilio?.close();
});

afterEach(() => {
  for (const dialog of document.querySelectorAll("dialog")) dialog.close();
  localStorage.clear();
  fetchSpy?.mockRestore();
});

/** Two large Margheritas with extra cheese and a soda, as the item dialog would have saved them. */
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

/** The details form as drawn now: a choice that changes what is asked draws it again. */
function currentForm(): HTMLFormElement {
  const form = sheet()?.querySelector<HTMLFormElement>("form.checkout");
  if (!form) throw new Error("no checkout form");
  return form;
}

async function until<T>(find: () => T | null | undefined): Promise<T> {
  return vi.waitFor(
    () => {
      const found = find();
      if (!found) throw new Error("not on screen yet");
      return found;
    },
    { timeout: scaled(10_000), interval: 20 },
  );
}

const button = (text: string) =>
  [...(sheet()?.querySelectorAll("button") ?? [])].find((candidate) => candidate.textContent === text);

/** Opens the cart with these lines and goes on to the checkout's details. */
async function openCheckout(table: string | null = null, of = business) {
  saveCart(of.businessId, cartOf(of));
  await start({ businessId: of.businessId, base: "/m/test", table });
  void openCart();
  (await until(() => button(EN.checkout))).click();
  return until(() => sheet()?.querySelector<HTMLFormElement>("form.checkout"));
}

function type(form: HTMLFormElement, name: string, value: string) {
  const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no ${name} field`);
  input.value = value;
  input.dispatchEvent(new Event("input"));
}

function choose(form: HTMLFormElement, name: string, value: string) {
  const radio = form.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
  if (!radio) throw new Error(`no ${value} choice`);
  radio.checked = true;
  radio.dispatchEvent(new Event("change"));
}

const fieldNames = () =>
  [...(sheet()?.querySelectorAll<HTMLInputElement>("form.checkout input[name]") ?? [])]
    .map((input) => input.name)
    // The choices, and the "Remember my details" box: the details asked are the text fields.
    .filter((name) => !["type", "when", "tip", "payment", "remember"].includes(name));

const alerts = () =>
  [...(sheet()?.querySelectorAll('[role="alert"]') ?? [])].map((alert) => alert.textContent);

const review = () => until(() => sheet()?.querySelector(".totals"));

describe("the guest's checkout", () => {
  it("shows the cart's lines and their subtotal, then the same lines on the review", async () => {
    saveCart(business.businessId, cartOf(business));
    await start({ businessId: business.businessId, base: "/m/test", table: null });
    void openCart();
    const lines = await until(() => {
      const drawn = sheet()?.querySelectorAll("ul.lines > li");
      return drawn?.length ? drawn : null;
    });
    expect([...lines].map((line) => line.querySelector("b")?.textContent)).toEqual(["Margherita", "Soda"]);
    expect(lines[0]?.textContent).toContain("Large");
    expect(lines[0]?.textContent).toContain("Extra cheese");
    // (14.25 + 1.50) × 2 and 2.99, added in cents.
    expect([...lines].map((line) => line.querySelector(".lprice")?.textContent)).toEqual(["$31.50", "$2.99"]);
    expect(sheet()?.querySelector(".sum b")?.textContent).toBe("$34.49");
    // The sticky bar says the same count and amount.
    expect(document.querySelector(".cartbar .count")?.textContent).toBe("3");
    expect(document.querySelector(".cartbar .total")?.textContent).toBe("$34.49");

    (await until(() => button(EN.checkout))).click();
    const form = await until(() => sheet()?.querySelector<HTMLFormElement>("form.checkout"));
    type(form, "name", "Ada Guest");
    type(form, "phone", "(415) 555-0199");
    form.requestSubmit();
    await review();
    const reviewed = sheet()?.querySelectorAll("ul.lines.compact > li") ?? [];
    expect([...reviewed].map((line) => line.querySelector("b")?.textContent)).toEqual([
      "2× Margherita",
      "1× Soda",
    ]);
    expect([...reviewed].map((line) => line.querySelector(".lprice")?.textContent)).toEqual([
      "$31.50",
      "$2.99",
    ]);
  });

  it("refuses to go on without a name: says so, and sends nothing", async () => {
    const form = await openCheckout();
    type(form, "name", "  ");
    type(form, "phone", "(415) 555-0199");
    fetchSpy = vi.spyOn(globalThis, "fetch");
    form.requestSubmit();
    await until(() => alerts().includes(EN.needName) || null);
    expect(fetchSpy).not.toHaveBeenCalled();
    // The form stays, with what the guest typed.
    expect(sheet()?.querySelector<HTMLInputElement>('input[name="phone"]')?.value).toBe("(415) 555-0199");
    expect(sheet()?.querySelector(".totals")).toBeNull();
  });

  it("asks no phone of a guest at a table, and the server prices the order without one", async () => {
    const form = await openCheckout("7");
    expect(form.querySelector<HTMLInputElement>('input[name="type"][value="TABLE"]')?.checked).toBe(true);
    expect(fieldNames()).toEqual(["name", "email"]);
    type(form, "name", "Ada Guest");
    fetchSpy = vi.spyOn(globalThis, "fetch");
    form.requestSubmit();
    await review();
    expect(alerts()).toEqual([]);
    const sent = JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body)) as { type: string };
    expect(sent.type).toBe("TABLE");
    const facts = sheet()?.querySelector(".facts")?.textContent ?? "";
    expect(facts).toContain("Table 7");
    expect(facts).toContain("Ada Guest");
    expect(button(EN.placeOrder.replace("{total}", "$37.34"))?.disabled).toBe(false);
  });

  it("asks the address only for a delivery, and the phone for pick-up and delivery", async () => {
    const form = await openCheckout();
    expect(form.querySelector<HTMLInputElement>('input[name="type"][value="PICKUP"]')?.checked).toBe(true);
    expect(fieldNames()).toEqual(["name", "phone", "email"]);
    choose(form, "type", "DELIVERY");
    expect(fieldNames()).toEqual(["name", "phone", "email", "address", "city", "zip"]);
    expect(sheet()?.querySelector("textarea")?.placeholder).toBe(EN.notePlaceholderDelivery);
    // What was typed survives the switch back.
    type(currentForm(), "name", "Ada Guest");
    choose(currentForm(), "type", "PICKUP");
    expect(fieldNames()).toEqual(["name", "phone", "email"]);
    expect(currentForm().querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe("Ada Guest");
    // A delivery without an address does not go on.
    choose(currentForm(), "type", "DELIVERY");
    type(currentForm(), "phone", "(415) 555-0199");
    currentForm().requestSubmit();
    await until(() => alerts().includes(EN.needAddress) || null);
  });

  it("shows the total the server priced, tax and delivery fee included, on the review and its button", async () => {
    const form = await openCheckout();
    type(form, "name", "Ada Guest");
    type(form, "phone", "(415) 555-0199");
    choose(form, "type", "DELIVERY");
    type(currentForm(), "address", "1 Market St");
    // San Francisco is one of the business's delivery areas; the checkout asks before the review.
    type(currentForm(), "zip", "94105");
    await until(() => (sheet()?.querySelector(".area-note")?.textContent?.includes("$3.50") ? true : null));
    fetchSpy = vi.spyOn(globalThis, "fetch");
    currentForm().requestSubmit();
    await review();
    // The server's own answer to the call the script made, read again from the same route.
    const [path, init] = fetchSpy.mock.calls[0] ?? [];
    const priced = (await (
      await fetch(`${server.baseUrl}${String(path)}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: String(init?.body),
      })
    ).json()) as PricedCart;
    // 34.49 + 8.25 % tax (2.85) + 3.50 delivery: nothing of it computed by the cart.
    expect(priced.total).toBe(4084);
    const rows = [...(sheet()?.querySelectorAll(".totals .sum") ?? [])].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      [EN.subtotal, "$34.49"],
      ["Sales tax (8.25%)", "$2.85"],
      [EN.deliveryFee, "$3.50"],
      [EN.tip, "$0.00"],
      [EN.total, "$40.84"],
    ]);
    expect(button(EN.placeOrder.replace("{total}", "$40.84"))).toBeDefined();
  });
});

describe("an item's choices", () => {
  it("go into the cart as one line, priced as the order will be", async () => {
    await start({ businessId: business.businessId, base: "/m/test", table: null });
    void openItem(business.items.pizza, business.menuId);
    const form = await until(() =>
      document.querySelector<HTMLFormElement>('dialog[aria-label="Margherita"] form.itemform'),
    );
    choose(form, "size", "1");
    const cheese = form.querySelector<HTMLInputElement>(`input[value="${business.options.cheese}"]`);
    if (!cheese) throw new Error("no cheese option");
    cheese.checked = true;
    cheese.dispatchEvent(new Event("change"));
    form.querySelector<HTMLButtonElement>(`button[aria-label="${EN.oneMore}"]`)?.click();
    // (14.25 + 1.50) × 2, on the button before it is pressed.
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(submit?.textContent).toBe(EN.addToOrder.replace("{total}", "$31.50"));
    form.requestSubmit();
    expect(document.querySelector(".cartbar .count")?.textContent).toBe("2");
    expect(document.querySelector(".cartbar .total")?.textContent).toBe("$31.50");
    expect(loadCart(business.businessId)).toMatchObject([
      {
        itemId: business.items.pizza,
        size: 1,
        sizeName: "Large",
        unitPrice: 14.25,
        quantity: 2,
        modifiers: [{ id: business.options.cheese, name: "Extra cheese", price: 1.5 }],
      },
    ]);
  });
});

/** The labels of the details' tick boxes, as the guest reads them. */
const boxLabels = () =>
  [...(sheet()?.querySelectorAll<HTMLInputElement>('form.checkout input[type="checkbox"]') ?? [])].map(
    (box) => box.closest("label")?.textContent?.trim(),
  );

describe("the checkout's updates by text", () => {
  it("are not offered at a table, where no phone is asked, and are offered with the phone for pick-up", async () => {
    const texting = await createOrderingBusiness(createApi(server.baseUrl), {
      config: { guestSms: true, phone: "4155550123" },
    });
    const form = await openCheckout("7", texting);
    expect(form.querySelector<HTMLInputElement>('input[name="type"][value="TABLE"]')?.checked).toBe(true);
    expect(fieldNames()).toEqual(["name", "email"]);
    expect(boxLabels()).toEqual(["Email me updates", "Remember my details on this device"]);

    choose(form, "type", "PICKUP");
    expect(fieldNames()).toEqual(["name", "phone", "email"]);
    expect(boxLabels()).toEqual([
      "Email me updates",
      "Text me updates",
      "Remember my details on this device",
    ]);
    const textMe = [...currentForm().querySelectorAll<HTMLInputElement>('input[type="checkbox"]')][1];
    if (!textMe) throw new Error("no Text me updates box");
    textMe.checked = true;
    textMe.dispatchEvent(new Event("change"));

    // Back to the table: the box goes with the phone field.
    choose(currentForm(), "type", "TABLE");
    expect(fieldNames()).toEqual(["name", "email"]);
    expect(boxLabels()).toEqual(["Email me updates", "Remember my details on this device"]);
  });
});

describe("the checkout's details during the visit", () => {
  it("are the guest's again after going back to the cart, and are not written to the device", async () => {
    const form = await openCheckout();
    choose(form, "type", "DELIVERY");
    type(currentForm(), "name", "Ada Guest");
    type(currentForm(), "phone", "(415) 555-0199");
    type(currentForm(), "address", "1 Market St");
    type(currentForm(), "zip", "94105");
    button(EN.backToCart)?.click();
    (await until(() => button(EN.checkout))).click();
    const again = await until(() => sheet()?.querySelector<HTMLFormElement>("form.checkout"));
    expect(again.querySelector<HTMLInputElement>('input[name="type"][value="DELIVERY"]')?.checked).toBe(true);
    const value = (name: string) => again.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
    expect([value("name"), value("phone"), value("address"), value("zip")]).toEqual([
      "Ada Guest",
      "(415) 555-0199",
      "1 Market St",
      "94105",
    ]);
    expect(localStorage.getItem(`menu-builder.guest.${business.businessId}`)).toBeNull();
  });

  it("start empty on a new visit of the page", async () => {
    const form = await openCheckout();
    type(form, "name", "Ada Guest");
    button(EN.backToCart)?.click();
    await until(() => button(EN.checkout));
    for (const dialog of document.querySelectorAll("dialog")) dialog.close();
    const next = await openCheckout();
    expect(next.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe("");
  });
});
