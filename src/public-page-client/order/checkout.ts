import { emptyHours, formatTime, type HoursMap } from "../../shared/hours.ts";
import { type Currency, formatMoney, parseMoney } from "../../shared/money.ts";
import { tipFromPercent } from "../../shared/order-pricing.ts";
import {
  ORDER_MESSAGES,
  ORDER_NOTE_MAX,
  type OrderType,
  type PaymentMethod,
} from "../../shared/order-rules.ts";
import { orderTimeSlots } from "../../shared/order-times.ts";
import type { GuestOrder, OrderingOptions, PlaceOrderRequest, PricedCart } from "../../shared/orders.ts";
import { ApiError, callApi } from "./api.ts";
import type { OrderingPage } from "./cart-app.ts";
import { type CartLine, cartSubtotal } from "./cart-store.ts";
import { h, replaceChildren, uniqueId } from "./dom.ts";
import { canOfferPayment, completePayment } from "./payment.ts";
import type { Sheet } from "./sheet.ts";

// issue 12 item 1: checkout in two steps. Details (how, when, who, tip, payment), then the review with the
// server's own prices (POST …/orders/price), then the order, placed once per checkout (Idempotency-Key).

interface Details {
  type: OrderType;
  /** "" for as soon as possible, else the ISO instant of a slot. */
  when: string;
  day: number;
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  zip: string;
  note: string;
  /** A percentage, or "custom". */
  tip: number | "custom";
  customTip: string;
  payment: PaymentMethod | null;
}

const GUEST_KEY = "menu-builder.guest";

function rememberedGuest(): Partial<Details> {
  try {
    return (JSON.parse(localStorage.getItem(GUEST_KEY) ?? "null") as Partial<Details> | null) ?? {};
  } catch {
    return {};
  }
}

function rememberGuest(details: Details) {
  const { name, phone, email, address, city, zip } = details;
  try {
    localStorage.setItem(GUEST_KEY, JSON.stringify({ name, phone, email, address, city, zip }));
  } catch {
    // private mode
  }
}

/** One key per checkout: the same order sent twice (a double tap, a retry after a lost answer) is one order. */
let attempt: { key: string; body: string } | null = null;
function idempotencyKey(body: string): string {
  if (attempt?.body !== body)
    attempt = {
      body,
      key:
        typeof crypto.randomUUID === "function"
          ? crypto.randomUUID()
          : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`,
    };
  return attempt.key;
}

const TYPE_LABELS: Record<OrderType, string> = {
  PICKUP: "Pick-up",
  DELIVERY: "Delivery",
  TABLE: "To my table",
};

function paymentLabel(method: PaymentMethod, type: OrderType): string {
  if (method === "ONLINE_CARD") return "Pay online by card";
  const how = method === "CASH" ? "Cash" : "Card";
  return type === "DELIVERY"
    ? `${how} on delivery`
    : type === "TABLE"
      ? `${how} at the table`
      : `${how} at pick-up`;
}

const leadMinutes = (options: OrderingOptions, type: OrderType) =>
  type === "DELIVERY" ? options.deliveryTime : options.pickUpTime;

export function openCheckout(context: {
  sheet: Sheet;
  page: OrderingPage;
  lines: CartLine[];
  options: OrderingOptions;
  currency: Currency;
  onBack: () => void;
  onItemsChanged: () => void;
  onPlaced: () => void;
}) {
  const { sheet, page, lines, options, currency } = context;
  const money = (minor: number) => formatMoney(minor, currency);
  const types = options.types.filter((type) => type !== "TABLE" || page.table);
  const payments = options.payments.filter(canOfferPayment);
  const remembered = rememberedGuest();
  const details: Details = {
    type: page.table && types.includes("TABLE") ? "TABLE" : (types[0] ?? "PICKUP"),
    when: "",
    day: 0,
    name: remembered.name ?? "",
    phone: remembered.phone ?? "",
    email: remembered.email ?? "",
    address: remembered.address ?? "",
    city: remembered.city ?? "",
    zip: remembered.zip ?? "",
    note: "",
    tip: 0,
    customTip: "",
    payment: payments[0] ?? null,
  };
  const subtotal = cartSubtotal(lines, currency);
  const hours: HoursMap = (options.hours as HoursMap | null) ?? emptyHours();
  const zone = { timeZone: options.timeZone, offsetMinutes: options.timeZoneOffset };
  const time = (hhmm: string) => formatTime(hhmm, options.use24HourFormat);

  const tipAmount = (): number | null => {
    if (!options.tips) return 0;
    if (details.tip === "custom")
      return details.customTip.trim() ? parseMoney(details.customTip, currency) : 0;
    return tipFromPercent(subtotal, details.tip);
  };

  const items = lines.map((line) => ({
    menuId: line.menuId,
    itemId: line.itemId,
    ...(line.size === undefined ? {} : { size: line.size }),
    quantity: line.quantity,
    modifiers: line.modifiers.map((option) => option.id),
    note: line.note,
  }));

  function drawDetails(problem?: string) {
    const canSchedule = options.inAdvance && details.type !== "TABLE";
    const slots = canSchedule
      ? orderTimeSlots({ hours, zone, now: new Date(), leadMinutes: leadMinutes(options, details.type) })
      : [];
    const canNow = options.isOpen;
    if (!canNow && details.when === "" && slots[0]?.slots[0]) details.when = slots[0].slots[0].at;
    if (details.when && !slots.some((day) => day.slots.some((slot) => slot.at === details.when)))
      details.when = canNow ? "" : (slots[0]?.slots[0]?.at ?? "");
    const closedProblem = !canNow && slots.length === 0 ? ORDER_MESSAGES.closed : null;

    const typeField = h(
      "fieldset",
      { class: "choices cards" },
      h("legend", {}, "How would you like your order?"),
      types.map((type) => {
        const input = h("input", { type: "radio", name: "type", value: type });
        input.checked = details.type === type;
        input.addEventListener("change", () => {
          details.type = type;
          drawDetails();
        });
        const note =
          type === "PICKUP"
            ? `Ready in about ${options.pickUpTime} min`
            : type === "DELIVERY"
              ? `${options.deliveryFee > 0 ? `${money(options.deliveryFee)} fee · ` : ""}about ${options.deliveryTime} min`
              : `Table ${page.table}`;
        return h("label", {}, input, h("span", {}, TYPE_LABELS[type]), h("small", {}, note));
      }),
    );

    let whenField: HTMLElement | null = null;
    if (slots.length > 0) {
      const dayIndex = Math.max(
        0,
        slots.findIndex((day) => day.slots.some((slot) => slot.at === details.when)),
      );
      const daySelectId = uniqueId("day");
      const timeSelectId = uniqueId("time");
      const daySelect = h(
        "select",
        { id: daySelectId },
        slots.map((day, index) =>
          h(
            "option",
            { value: index },
            day.daysAhead === 0
              ? "Today"
              : day.daysAhead === 1
                ? "Tomorrow"
                : day.day[0]?.toUpperCase() + day.day.slice(1),
          ),
        ),
      );
      daySelect.value = String(dayIndex);
      const timeSelect = h(
        "select",
        { id: timeSelectId },
        (slots[dayIndex]?.slots ?? []).map((slot) => h("option", { value: slot.at }, time(slot.time))),
      );
      if (details.when) timeSelect.value = details.when;
      daySelect.addEventListener("change", () => {
        details.when = slots[Number(daySelect.value)]?.slots[0]?.at ?? "";
        drawDetails();
      });
      timeSelect.addEventListener("change", () => {
        details.when = timeSelect.value;
      });
      const now = h("input", { type: "radio", name: "when", value: "now", disabled: !canNow });
      now.checked = details.when === "";
      now.addEventListener("change", () => {
        details.when = "";
        drawDetails();
      });
      const later = h("input", { type: "radio", name: "when", value: "later" });
      later.checked = details.when !== "";
      later.addEventListener("change", () => {
        details.when = slots[0]?.slots[0]?.at ?? "";
        drawDetails();
      });
      whenField = h(
        "fieldset",
        { class: "choices" },
        h("legend", {}, "When?"),
        h(
          "label",
          {},
          now,
          h("span", {}, "As soon as possible"),
          h("small", { class: "p" }, canNow ? "" : "Closed now"),
        ),
        h("label", {}, later, h("span", {}, "Later")),
        details.when
          ? h(
              "div",
              { class: "pair" },
              h("label", { class: "field" }, "Day", daySelect),
              h("label", { class: "field" }, "Time", timeSelect),
            )
          : null,
      );
    }

    const input = (
      key: "name" | "phone" | "email" | "address" | "city" | "zip",
      label: string,
      attributes: Record<string, string | boolean | number>,
    ) => {
      const field = h("input", { name: key, ...attributes });
      field.value = details[key];
      field.addEventListener("input", () => {
        details[key] = field.value;
      });
      return h("label", { class: "field" }, label, field);
    };

    const tipField = options.tips
      ? h(
          "fieldset",
          { class: "choices tips" },
          h("legend", {}, "Add a tip"),
          h(
            "div",
            { class: "seg" },
            [...options.tipPercents, "custom" as const].map((value) => {
              const radio = h("input", { type: "radio", name: "tip", value: String(value) });
              radio.checked = details.tip === value;
              radio.addEventListener("change", () => {
                details.tip = value;
                drawDetails();
              });
              return h(
                "label",
                {},
                radio,
                h("span", {}, value === "custom" ? "Other" : value === 0 ? "No tip" : `${value}%`),
                value !== "custom" && value !== 0
                  ? h("small", {}, money(tipFromPercent(subtotal, value)))
                  : null,
              );
            }),
          ),
          details.tip === "custom"
            ? (() => {
                const custom = h("input", {
                  name: "customTip",
                  inputmode: "decimal",
                  autocomplete: "off",
                  placeholder: "0.00",
                });
                custom.value = details.customTip;
                custom.addEventListener("input", () => {
                  details.customTip = custom.value;
                });
                return h("label", { class: "field" }, `Tip amount (${currency.symbol})`, custom);
              })()
            : null,
        )
      : null;

    const paymentField =
      payments.length > 0
        ? h(
            "fieldset",
            { class: "choices" },
            h("legend", {}, "Payment"),
            payments.map((method) => {
              const radio = h("input", { type: "radio", name: "payment", value: method });
              radio.checked = details.payment === method;
              radio.addEventListener("change", () => {
                details.payment = method;
              });
              return h("label", {}, radio, h("span", {}, paymentLabel(method, details.type)));
            }),
          )
        : h("p", { class: "alert" }, "This business has no way to pay for online orders set up yet.");

    const noteId = uniqueId("onote");
    const note = h("textarea", {
      id: noteId,
      rows: 2,
      maxlength: ORDER_NOTE_MAX,
      placeholder: details.type === "DELIVERY" ? "Gate code, floor…" : "Anything we should know?",
    });
    note.value = details.note;
    note.addEventListener("input", () => {
      details.note = note.value;
    });

    const blocker =
      types.length === 0
        ? "This business is not taking online orders right now."
        : (closedProblem ?? (payments.length === 0 ? "" : null));
    const form = h(
      "form",
      { class: "checkout", novalidate: true },
      h(
        "div",
        { class: "sh-head" },
        h("button", { type: "button", class: "link", onclick: context.onBack }, "‹ Cart"),
        h("h2", {}, "Checkout"),
      ),
      problem ? h("p", { class: "alert", role: "alert" }, problem) : null,
      typeField,
      whenField,
      h(
        "fieldset",
        { class: "group" },
        h("legend", {}, "Your details"),
        input("name", "Name", { autocomplete: "name", required: true, maxlength: 100 }),
        input("phone", "Phone", { type: "tel", autocomplete: "tel", required: true, maxlength: 30 }),
        input("email", "Email (optional, for updates)", {
          type: "email",
          autocomplete: "email",
          maxlength: 254,
        }),
        details.type === "DELIVERY"
          ? [
              input("address", "Delivery address", {
                autocomplete: "street-address",
                required: true,
                maxlength: 200,
              }),
              h(
                "div",
                { class: "pair" },
                input("city", "City", { autocomplete: "address-level2", maxlength: 100 }),
                input("zip", "ZIP", { autocomplete: "postal-code", maxlength: 20 }),
              ),
            ]
          : null,
        h("label", { class: "field", for: noteId }, "Note for the restaurant (optional)"),
        note,
      ),
      tipField,
      paymentField,
      blocker ? h("p", { class: "alert", role: "alert" }, blocker) : null,
      h(
        "div",
        { class: "sticky-foot" },
        h("button", { type: "submit", class: "primary wide", disabled: blocker !== null }, "Review order"),
      ),
    );
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const missing = !details.name.trim()
        ? "Please enter your name."
        : !details.phone.trim()
          ? "Please enter your phone number."
          : details.type === "DELIVERY" && !details.address.trim()
            ? ORDER_MESSAGES.addressRequired
            : tipAmount() === null
              ? ORDER_MESSAGES.tip
              : !details.payment
                ? "Please choose how you will pay."
                : null;
      if (missing) {
        drawDetails(missing);
        return;
      }
      void review();
    });
    replaceChildren(sheet.body, form);
    sheet.body.scrollTop = 0;
  }

  function orderBody(): PlaceOrderRequest {
    return {
      type: details.type,
      ...(details.type === "TABLE" && page.table ? { table: page.table } : {}),
      ...(details.when ? { scheduledFor: details.when } : {}),
      items,
      tip: tipAmount() ?? 0,
      customer: {
        name: details.name.trim(),
        phone: details.phone.trim(),
        email: details.email.trim(),
        ...(details.type === "DELIVERY"
          ? { address: details.address.trim(), city: details.city.trim(), zip: details.zip.trim() }
          : {}),
      },
      payment: details.payment ?? "CASH",
      note: details.note.trim(),
    };
  }

  async function review() {
    replaceChildren(sheet.body, h("p", { class: "muted center", role: "status" }, "Getting your total…"));
    const body = orderBody();
    let priced: PricedCart;
    try {
      priced = await callApi<PricedCart>(
        "POST",
        `/v1/public/businesses/${encodeURIComponent(page.businessId)}/orders/price`,
        {
          body: {
            type: body.type,
            items: body.items,
            tip: body.tip,
            payment: body.payment,
            ...(body.scheduledFor ? { scheduledFor: body.scheduledFor } : {}),
          },
        },
      );
    } catch (error) {
      failed(error);
      return;
    }
    drawReview(body, priced);
  }

  function failed(error: unknown) {
    const problem = error instanceof ApiError ? error.problem : null;
    const message = problem?.message ?? "Something went wrong. Please try again.";
    if (problem?.code === "ITEM_UNAVAILABLE") {
      context.onItemsChanged();
      return;
    }
    drawDetails(message);
  }

  function drawReview(body: PlaceOrderRequest, priced: PricedCart, problem?: string) {
    const row = (label: string, amount: number, strong = false) =>
      h(
        "div",
        { class: strong ? "sum total" : "sum" },
        h("span", {}, label),
        strong ? h("b", {}, money(amount)) : h("span", {}, money(amount)),
      );
    const whenText = body.scheduledFor
      ? findSlotLabel(body.scheduledFor)
      : details.type === "DELIVERY"
        ? `As soon as possible (about ${options.deliveryTime} min)`
        : details.type === "TABLE"
          ? "As soon as possible"
          : `As soon as possible (about ${options.pickUpTime} min)`;
    const blockers = priced.problems.map((entry) => entry.message);
    const place = h(
      "button",
      { type: "button", class: "primary wide", disabled: blockers.length > 0 },
      `Place order · ${money(priced.total)}`,
    );
    place.addEventListener("click", () => void submit(body, priced, place));
    replaceChildren(
      sheet.body,
      h(
        "div",
        { class: "sh-head" },
        h("button", { type: "button", class: "link", onclick: () => drawDetails() }, "‹ Details"),
        h("h2", {}, "Review your order"),
      ),
      problem ? h("p", { class: "alert", role: "alert" }, problem) : null,
      blockers.map((message) => h("p", { class: "alert", role: "alert" }, message)),
      h(
        "ul",
        { class: "lines compact" },
        priced.items.map((line) =>
          h(
            "li",
            { class: "line" },
            h(
              "div",
              { class: "lmain" },
              h("b", {}, `${line.quantity}× ${line.name}`),
              line.size ? h("span", { class: "muted" }, ` · ${line.size}`) : null,
              line.modifiers.length > 0
                ? h("small", {}, line.modifiers.map((option) => option.name).join(", "))
                : null,
              line.note ? h("small", { class: "note" }, `“${line.note}”`) : null,
            ),
            h("span", { class: "lprice" }, money(line.lineTotal)),
          ),
        ),
      ),
      h(
        "div",
        { class: "totals" },
        row("Subtotal", priced.subtotal),
        priced.taxes.map((tax) =>
          row(tax.type === "PERCENT" ? `${tax.label} (${tax.value}%)` : tax.label, tax.amount),
        ),
        priced.deliveryFee > 0 ? row("Delivery fee", priced.deliveryFee) : null,
        options.tips ? row("Tip", priced.tip) : null,
        row("Total", priced.total, true),
      ),
      h(
        "dl",
        { class: "facts" },
        h("dt", {}, TYPE_LABELS[body.type]),
        h(
          "dd",
          {},
          body.type === "TABLE"
            ? `Table ${body.table}`
            : body.type === "DELIVERY"
              ? [body.customer.address, body.customer.city].filter(Boolean).join(", ")
              : "",
        ),
        h("dt", {}, "When"),
        h("dd", {}, whenText),
        h("dt", {}, "Name"),
        h("dd", {}, `${body.customer.name} · ${body.customer.phone}`),
        h("dt", {}, "Payment"),
        h("dd", {}, paymentLabel(body.payment, body.type)),
      ),
      h("div", { class: "sticky-foot" }, place),
    );
    sheet.body.scrollTop = 0;
  }

  function findSlotLabel(at: string): string {
    const days = orderTimeSlots({ hours, zone, now: new Date(), leadMinutes: 0 });
    for (const day of days)
      for (const slot of day.slots)
        if (slot.at === at)
          return `${day.daysAhead === 0 ? "Today" : day.daysAhead === 1 ? "Tomorrow" : day.day[0]?.toUpperCase() + day.day.slice(1)} at ${time(slot.time)}`;
    return new Date(at).toLocaleString();
  }

  let isPlacing = false;
  async function submit(body: PlaceOrderRequest, priced: PricedCart, button: HTMLButtonElement) {
    // A second tap while the first is on its way sends nothing; a retry after a failure sends the same key.
    if (isPlacing) return;
    isPlacing = true;
    button.disabled = true;
    button.textContent = "Placing your order…";
    const text = JSON.stringify(body);
    let order: GuestOrder;
    try {
      order = await callApi<GuestOrder>(
        "POST",
        `/v1/public/businesses/${encodeURIComponent(page.businessId)}/orders`,
        {
          body,
          headers: { "idempotency-key": idempotencyKey(text) },
        },
      );
    } catch (error) {
      isPlacing = false;
      const problem = error instanceof ApiError ? error.problem : null;
      if (problem?.code === "ITEM_UNAVAILABLE") {
        context.onItemsChanged();
        return;
      }
      drawReview(body, priced, problem?.message ?? "Something went wrong. Please try again.");
      return;
    }
    rememberGuest(details);
    try {
      await completePayment(order, sheet);
    } catch (error) {
      isPlacing = false;
      drawReview(body, priced, (error as Error).message);
      return;
    }
    attempt = null;
    context.onPlaced();
    location.assign(
      `${page.base}/orders/${encodeURIComponent(order.id)}?key=${encodeURIComponent(order.trackingKey)}`,
    );
  }

  drawDetails();
}
