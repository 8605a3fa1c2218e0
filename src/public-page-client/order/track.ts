import {
  describeOrderStatus,
  describeOrderTime,
  describeRefund,
} from "../../shared/ordering/order-status-text.ts";
import { loadOrderWords, type OrderWords } from "../../shared/ordering/order-words/order-words.ts";
import type { GuestOrder } from "../../shared/ordering/orders.ts";
import type { ReorderAnswer } from "../../shared/ordering/reorder.ts";
import { loadCart, newLineKey, saveCart, saveCartNotice } from "./cart-store.ts";

// The confirmation page follows its order over Server-Sent Events (GET /v1/public/orders/{id}/
// live?key): each event carries the order as it is now; the status block is rewritten with the shared wording.
// EventSource reconnects on its own after a dropped connection; an ended order closes the stream. The page
// loads this module directly (render-order.ts), in the page's language, its words loaded first.
// It also offers "Order again": the server answers the order's lines as the menu offers them today, the cart (kept
// in this browser for the business, cart-store.ts) takes them, and the menu opens with the cart and what changed.

const body = document.body;
const expectedStatuses = new Set(["NEW", "ACCEPTED", "READY", "OUT_FOR_DELIVERY"]);

function zoneOf(words: OrderWords, lang: string | null) {
  return {
    timeZone: body.dataset.tz || null,
    offsetMinutes: Number(body.dataset.offset) || 0,
    use24HourFormat: body.hasAttribute("data-h24"),
    words,
    lang,
  };
}

function follow(words: OrderWords, lang: string | null) {
  const url = body.dataset.track;
  const box = document.querySelector<HTMLElement>("[data-order-status]");
  if (!url || !box || typeof EventSource === "undefined") return;
  const title = box.querySelector<HTMLElement>("[data-st-title]");
  const detail = box.querySelector<HTMLElement>("[data-st-detail]");
  const steps = box.querySelectorAll<HTMLElement>("[data-st-steps] li");
  const refund = document.querySelector<HTMLElement>("[data-refund]");
  const expected = document.querySelector<HTMLElement>("[data-expected]");
  const zone = zoneOf(words, lang);
  const source = new EventSource(url);
  source.addEventListener("message", (event: MessageEvent<string>) => {
    let order: GuestOrder;
    try {
      order = (JSON.parse(event.data) as { order: GuestOrder }).order;
    } catch {
      return;
    }
    const now = new Date();
    const view = describeOrderStatus(order, { ...zone, now });
    box.dataset.orderStatus = order.status;
    box.classList.toggle("ended", view.isEnded && view.step < 0);
    if (title) title.textContent = view.title;
    if (detail) detail.textContent = view.detail;
    steps.forEach((step, index) => {
      step.classList.toggle("done", index <= view.step);
    });
    const refunded = describeRefund(order, { ...zone, now });
    if (refund && refunded && refund.textContent !== refunded) {
      refund.textContent = refunded;
      refund.hidden = false;
    }
    // The owner's ready time replaces the promised one when the order is accepted (render-order.ts expectedAt).
    const at = expectedStatuses.has(order.status) ? (order.readyAt ?? order.promisedFor) : null;
    const value = expected?.querySelector("dd");
    if (expected && value) {
      expected.hidden = !at;
      if (at) value.textContent = describeOrderTime(at, { ...zone, now });
    }
    if (view.isEnded) source.close();
  });
}

function offerOrderAgain(words: OrderWords) {
  const button = document.querySelector<HTMLButtonElement>("[data-again-button]");
  const message = document.querySelector<HTMLElement>("[data-again-msg]");
  const url = body.dataset.again;
  const base = body.dataset.base;
  if (!button || !message || !url || !base) return;
  const label = button.textContent ?? words.orderAgain;
  const say = (lines: string[]) => {
    message.replaceChildren(
      ...lines.map((line) => {
        const paragraph = document.createElement("p");
        paragraph.textContent = line;
        return paragraph;
      }),
    );
    message.hidden = false;
  };
  button.hidden = false;
  button.addEventListener("click", async () => {
    button.disabled = true;
    button.textContent = words.orderingAgain;
    message.hidden = true;
    let answer: ReorderAnswer | null = null;
    try {
      const response = await fetch(url, { method: "POST", headers: { accept: "application/json" } });
      const parsed = (await response.json().catch(() => null)) as
        | (ReorderAnswer & { message?: string })
        | null;
      if (!response.ok) say([parsed?.message ?? words.failed]);
      else answer = parsed;
    } catch {
      say([words.offline]);
    }
    button.disabled = false;
    button.textContent = label;
    if (!answer) return;
    if (answer.lines.length === 0) {
      say([words.nothingAgain, ...answer.changes]);
      return;
    }
    // Added to what the cart already holds: a guest who began another order keeps it.
    const cart = loadCart(answer.businessId);
    saveCart(answer.businessId, [...cart, ...answer.lines.map((line) => ({ ...line, key: newLineKey() }))]);
    saveCartNotice(answer.businessId, answer.changes);
    const lang = document.documentElement.lang;
    location.assign(lang ? `${base}?lang=${encodeURIComponent(lang)}` : base);
  });
}

async function start() {
  const lang = document.documentElement.lang || null;
  const words = await loadOrderWords(lang);
  offerOrderAgain(words);
  follow(words, lang);
}

void start();
