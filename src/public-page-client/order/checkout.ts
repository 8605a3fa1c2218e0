import type { Weekday } from "../../shared/constants.ts";
import { dayName } from "../../shared/day-names.ts";
import { fill } from "../../shared/fill.ts";
import { emptyHours, formatTime, type HoursMap } from "../../shared/hours.ts";
import { lineIn } from "../../shared/item-text.ts";
import { type Currency, formatMoney, parseMoney } from "../../shared/money.ts";
import { tipFromPercent } from "../../shared/order-pricing.ts";
import { ORDER_NOTE_MAX, type OrderType, type PaymentMethod } from "../../shared/order-rules.ts";
import { orderTimeSlots } from "../../shared/order-times.ts";
import type { GuestOrder, OrderingOptions, PlaceOrderRequest, PricedCart } from "../../shared/orders.ts";
import { ApiError, callApi } from "./api.ts";
import type { OrderingPage } from "./cart-app.ts";
import { type CartLine, type Catalog, cartSubtotal } from "./cart-store.ts";
import { goToOrderPage, h, replaceChildren, uniqueId } from "./dom.ts";
import { canOfferPayment, completePayment } from "./payment.ts";
import type { Sheet } from "./sheet.ts";
import { langQuery, pageLang, words } from "./words.ts";

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

const typeLabel = (type: OrderType) =>
  type === "PICKUP" ? words.pickUp : type === "DELIVERY" ? words.delivery : words.toTable;

function paymentLabel(method: PaymentMethod, type: OrderType): string {
  if (method === "ONLINE_CARD") return words.payOnline;
  const cash = method === "CASH";
  if (type === "DELIVERY") return cash ? words.cashOnDelivery : words.cardOnDelivery;
  if (type === "TABLE") return cash ? words.cashAtTable : words.cardAtTable;
  return cash ? words.cashAtPickUp : words.cardAtPickUp;
}

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A slot's day: "Today", "Tomorrow", else its name through Intl, capitalized to stand alone. */
function dayLabel(day: { daysAhead: number; day: Weekday }): string {
  if (day.daysAhead === 0) return words.today;
  if (day.daysAhead === 1) return words.tomorrow;
  return capitalized(dayName(day.day, pageLang()));
}

const leadMinutes = (options: OrderingOptions, type: OrderType) =>
  type === "DELIVERY" ? options.deliveryTime : options.pickUpTime;

export function openCheckout(context: {
  sheet: Sheet;
  page: OrderingPage;
  lines: CartLine[];
  options: OrderingOptions;
  currency: Currency;
  /** The published menus, for the items' names in the guest's language. */
  catalog: Catalog;
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
    const closedProblem = !canNow && slots.length === 0 ? words.closed : null;

    const typeField = h(
      "fieldset",
      { class: "choices cards" },
      h("legend", {}, words.howOrder),
      types.map((type) => {
        const input = h("input", { type: "radio", name: "type", value: type });
        input.checked = details.type === type;
        input.addEventListener("change", () => {
          details.type = type;
          drawDetails();
        });
        const note =
          type === "PICKUP"
            ? fill(words.readyAbout, { minutes: options.pickUpTime })
            : type === "DELIVERY"
              ? options.deliveryFee > 0
                ? fill(words.feeAboutMin, { fee: money(options.deliveryFee), minutes: options.deliveryTime })
                : fill(words.aboutMin, { minutes: options.deliveryTime })
              : fill(words.table, { table: page.table ?? "" });
        return h("label", {}, input, h("span", {}, typeLabel(type)), h("small", {}, note));
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
        slots.map((day, index) => h("option", { value: index }, dayLabel(day))),
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
        h("legend", {}, words.when),
        h(
          "label",
          {},
          now,
          h("span", {}, words.asap),
          h("small", { class: "p" }, canNow ? "" : words.closedNow),
        ),
        h("label", {}, later, h("span", {}, words.later)),
        details.when
          ? h(
              "div",
              { class: "pair" },
              h("label", { class: "field" }, words.day, daySelect),
              h("label", { class: "field" }, words.time, timeSelect),
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
          h("legend", {}, words.addTip),
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
                h("span", {}, value === "custom" ? words.otherTip : value === 0 ? words.noTip : `${value}%`),
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
                return h(
                  "label",
                  { class: "field" },
                  fill(words.tipAmount, { symbol: currency.symbol }),
                  custom,
                );
              })()
            : null,
        )
      : null;

    const paymentField =
      payments.length > 0
        ? h(
            "fieldset",
            { class: "choices" },
            h("legend", {}, words.payment),
            payments.map((method) => {
              const radio = h("input", { type: "radio", name: "payment", value: method });
              radio.checked = details.payment === method;
              radio.addEventListener("change", () => {
                details.payment = method;
              });
              return h("label", {}, radio, h("span", {}, paymentLabel(method, details.type)));
            }),
          )
        : h("p", { class: "alert" }, words.noPayment);

    const noteId = uniqueId("onote");
    const note = h("textarea", {
      id: noteId,
      rows: 2,
      maxlength: ORDER_NOTE_MAX,
      placeholder: details.type === "DELIVERY" ? words.notePlaceholderDelivery : words.notePlaceholder,
    });
    note.value = details.note;
    note.addEventListener("input", () => {
      details.note = note.value;
    });

    const blocker =
      types.length === 0 ? words.notTaking : (closedProblem ?? (payments.length === 0 ? "" : null));
    const form = h(
      "form",
      { class: "checkout", novalidate: true },
      h(
        "div",
        { class: "sh-head" },
        h("button", { type: "button", class: "link", onclick: context.onBack }, words.backToCart),
        h("h2", {}, words.checkout),
      ),
      problem ? h("p", { class: "alert", role: "alert" }, problem) : null,
      // What stops the order (closed, not taking orders) comes first, before the guest fills anything in.
      blocker ? h("p", { class: "alert", role: "alert" }, blocker) : null,
      typeField,
      whenField,
      h(
        "fieldset",
        { class: "group" },
        h("legend", {}, words.yourDetails),
        input("name", words.name, { autocomplete: "name", required: true, maxlength: 100 }),
        // A guest at a table is found there: the kitchen needs a phone for pick-up and delivery only.
        details.type === "TABLE"
          ? null
          : input("phone", words.phone, { type: "tel", autocomplete: "tel", required: true, maxlength: 30 }),
        input("email", words.email, {
          type: "email",
          autocomplete: "email",
          maxlength: 254,
        }),
        details.type === "DELIVERY"
          ? [
              input("address", words.address, {
                autocomplete: "street-address",
                required: true,
                maxlength: 200,
              }),
              h(
                "div",
                { class: "pair" },
                input("city", words.city, { autocomplete: "address-level2", maxlength: 100 }),
                input("zip", words.zip, { autocomplete: "postal-code", maxlength: 20 }),
              ),
            ]
          : null,
        h("label", { class: "field", for: noteId }, words.orderNote),
        note,
      ),
      tipField,
      paymentField,
      h(
        "div",
        { class: "sticky-foot" },
        h("button", { type: "submit", class: "primary wide", disabled: blocker !== null }, words.reviewOrder),
      ),
    );
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const missing = !details.name.trim()
        ? words.needName
        : details.type !== "TABLE" && !details.phone.trim()
          ? words.needPhone
          : details.type === "DELIVERY" && !details.address.trim()
            ? words.needAddress
            : tipAmount() === null
              ? words.needTip
              : !details.payment
                ? words.needPayment
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
        ...(details.type === "TABLE" ? {} : { phone: details.phone.trim() }),
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
    replaceChildren(sheet.body, h("p", { class: "muted center", role: "status" }, words.gettingTotal));
    const body = orderBody();
    let priced: PricedCart;
    try {
      priced = await callApi<PricedCart>(
        "POST",
        `/v1/public/businesses/${encodeURIComponent(page.businessId)}/orders/price${langQuery()}`,
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
    const message = problem?.message ?? words.failed;
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
      : details.type === "TABLE"
        ? words.asap
        : fill(words.asapAbout, { minutes: leadMinutes(options, details.type) });
    const blockers = priced.problems.map((entry) => entry.message);
    const place = h(
      "button",
      { type: "button", class: "primary wide", disabled: blockers.length > 0 },
      fill(words.placeOrder, { total: money(priced.total) }),
    );
    place.addEventListener("click", () => void submit(body, priced, place));
    replaceChildren(
      sheet.body,
      h(
        "div",
        { class: "sh-head" },
        h("button", { type: "button", class: "link", onclick: () => drawDetails() }, words.backToDetails),
        h("h2", {}, words.reviewTitle),
      ),
      problem ? h("p", { class: "alert", role: "alert" }, problem) : null,
      blockers.map((message) => h("p", { class: "alert", role: "alert" }, message)),
      h(
        "ul",
        { class: "lines compact" },
        priced.items.map((line) => {
          const text = lineIn(line, context.catalog.get(line.menuId)?.get(line.itemId), pageLang());
          return h(
            "li",
            { class: "line" },
            h(
              "div",
              { class: "lmain" },
              h("b", {}, `${line.quantity}× ${text.name}`),
              text.size ? h("span", { class: "muted" }, ` · ${text.size}`) : null,
              text.modifiers.length > 0 ? h("small", {}, text.modifiers.join(", ")) : null,
              line.note ? h("small", { class: "note" }, `“${line.note}”`) : null,
            ),
            h("span", { class: "lprice" }, money(line.lineTotal)),
          );
        }),
      ),
      h(
        "div",
        { class: "totals" },
        row(words.subtotal, priced.subtotal),
        priced.taxes.map((tax) =>
          row(tax.type === "PERCENT" ? `${tax.label} (${tax.value}%)` : tax.label, tax.amount),
        ),
        priced.deliveryFee > 0 ? row(words.deliveryFee, priced.deliveryFee) : null,
        options.tips ? row(words.tip, priced.tip) : null,
        row(words.total, priced.total, true),
      ),
      h(
        "dl",
        { class: "facts" },
        h("dt", {}, typeLabel(body.type)),
        h(
          "dd",
          {},
          body.type === "TABLE"
            ? fill(words.table, { table: body.table ?? "" })
            : body.type === "DELIVERY"
              ? [body.customer.address, body.customer.city].filter(Boolean).join(", ")
              : "",
        ),
        h("dt", {}, words.whenRow),
        h("dd", {}, whenText),
        h("dt", {}, words.name),
        h("dd", {}, [body.customer.name, body.customer.phone].filter(Boolean).join(" · ")),
        h("dt", {}, words.payment),
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
          return capitalized(
            fill(day.daysAhead === 0 ? words.todayAt : day.daysAhead === 1 ? words.tomorrowAt : words.dayAt, {
              day: dayName(day.day, pageLang()),
              time: time(slot.time),
            }),
          );
    return new Date(at).toLocaleString(pageLang() ?? undefined);
  }

  let isPlacing = false;
  async function submit(body: PlaceOrderRequest, priced: PricedCart, button: HTMLButtonElement) {
    // A second tap while the first is on its way sends nothing; a retry after a failure sends the same key.
    if (isPlacing) return;
    isPlacing = true;
    button.disabled = true;
    button.textContent = words.placing;
    const text = JSON.stringify(body);
    let order: GuestOrder;
    try {
      order = await callApi<GuestOrder>(
        "POST",
        `/v1/public/businesses/${encodeURIComponent(page.businessId)}/orders${langQuery()}`,
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
      drawReview(body, priced, problem?.message ?? words.failed);
      return;
    }
    rememberGuest(details);
    // The order exists from here, whatever its payment does: the cart empties now, for a card too (its pay page
    // never comes back to this script), so a guest back on the menu cannot order the same items twice by mistake.
    // A retry below still sends this order's body under the same key.
    context.onPlaced();
    try {
      await completePayment(order, sheet);
    } catch (error) {
      isPlacing = false;
      drawReview(body, priced, (error as Error).message);
      return;
    }
    attempt = null;
    // The confirmation page speaks the language the order was placed in.
    const lang = pageLang();
    goToOrderPage(
      `${page.base}/orders/${encodeURIComponent(order.id)}?key=${encodeURIComponent(order.trackingKey)}${
        lang ? `&lang=${encodeURIComponent(lang)}` : ""
      }`,
    );
  }

  drawDetails();
}
