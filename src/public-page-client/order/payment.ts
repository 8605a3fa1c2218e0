import type { GuestOrder, OrderPayment, PaymentMethod } from "../../shared/ordering/orders.ts";
import { underContext } from "../context-path.ts";
import { goToOrderPage } from "./dom.ts";
import type { Sheet } from "./sheet.ts";
import { pageLang } from "./words.ts";

// The seam for paying online: after the order is placed and before the guest goes to its
// confirmation page, the chosen payment method may take over the sheet. Cash and card in person need nothing
// here. Online card adds its step to PAYMENT_STEPS: it gets the placed order (PENDING_PAYMENT, with its id and
// tracking key for POST /v1/public/payment/create-intent) and resolves once the payment is confirmed, or
// rejects with a message the guest reads. The server offers ONLINE_CARD (GET …/ordering `payments`) only once
// a business can take it, so the checkout never shows a method without its step.

export interface PaymentStep {
  /** Runs in the checkout's sheet; resolves when the guest has paid. */
  run(options: { order: GuestOrder; sheet: Sheet }): Promise<void>;
}

export const PAYMENT_STEPS: Partial<Record<OrderPayment, PaymentStep>> = {
  // The card is taken on a page of its own (/pay/{id}?key), the only one that loads Stripe.js and whose
  // CSP allows it; it follows the order from there. The checkout never resumes: the guest has left for it.
  ONLINE_CARD: {
    run: ({ order }) => {
      // The pay page speaks the language the order was placed in.
      const lang = pageLang();
      goToOrderPage(
        underContext(
          `/pay/${encodeURIComponent(order.id)}?key=${encodeURIComponent(order.trackingKey)}${
            lang ? `&lang=${encodeURIComponent(lang)}` : ""
          }`,
        ),
      );
      return new Promise<void>(() => {});
    },
  },
};

export async function completePayment(order: GuestOrder, sheet: Sheet): Promise<void> {
  const step = PAYMENT_STEPS[order.payment];
  if (step) await step.run({ order, sheet });
}

/** Whether the checkout can offer a method: in person always; online only with its step. */
export const canOfferPayment = (method: PaymentMethod) =>
  method !== "ONLINE_CARD" || Boolean(PAYMENT_STEPS[method]);
