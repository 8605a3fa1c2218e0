import { describeOrderStatus, describeRefund } from "../../shared/ordering/order-status-text.ts";
import { loadOrderWords } from "../../shared/ordering/order-words.ts";
import type { GuestOrder } from "../../shared/ordering/orders.ts";

// The confirmation page follows its order over Server-Sent Events (GET /v1/public/orders/{id}/
// live?key): each event carries the order as it is now; the status block is rewritten with the shared wording.
// EventSource reconnects on its own after a dropped connection; an ended order closes the stream. The page
// loads this module directly (render-order.ts), in the page's language, its words loaded first.

async function follow() {
  const body = document.body;
  const url = body.dataset.track;
  const box = document.querySelector<HTMLElement>("[data-order-status]");
  if (!url || !box || typeof EventSource === "undefined") return;
  const lang = document.documentElement.lang || null;
  const words = await loadOrderWords(lang);
  const title = box.querySelector<HTMLElement>("[data-st-title]");
  const detail = box.querySelector<HTMLElement>("[data-st-detail]");
  const steps = box.querySelectorAll<HTMLElement>("[data-st-steps] li");
  const refund = document.querySelector<HTMLElement>("[data-refund]");
  const zone = {
    timeZone: body.dataset.tz || null,
    offsetMinutes: Number(body.dataset.offset) || 0,
    use24HourFormat: body.hasAttribute("data-h24"),
    words,
    lang,
  };
  const source = new EventSource(url);
  source.addEventListener("message", (event: MessageEvent<string>) => {
    let order: GuestOrder;
    try {
      order = (JSON.parse(event.data) as { order: GuestOrder }).order;
    } catch {
      return;
    }
    const view = describeOrderStatus(order, { ...zone, now: new Date() });
    box.dataset.orderStatus = order.status;
    box.classList.toggle("ended", view.isEnded && view.step < 0);
    if (title) title.textContent = view.title;
    if (detail) detail.textContent = view.detail;
    steps.forEach((step, index) => {
      step.classList.toggle("done", index <= view.step);
    });
    const refunded = describeRefund(order, { ...zone, now: new Date() });
    if (refund && refunded && refund.textContent !== refunded) {
      refund.textContent = refunded;
      refund.hidden = false;
    }
    if (view.isEnded) source.close();
  });
}

void follow();
