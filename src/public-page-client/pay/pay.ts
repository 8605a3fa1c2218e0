// The guest's card step (GET /pay/{id}?key), for an order or a gift card sale. Asks the server for the PaymentIntent,
// mounts Stripe's Payment Element (card, Link and the device's wallet), confirms with Stripe.js, and then only
// follows what was paid: the webhook decides what happened, the page shows it. A declined card may try again, or
// (an order) switch to paying in person. The page names the calls it makes (data-intent-url, data-status-url).
import { underContext } from "../context-path.ts";

interface StripeError {
  type?: string;
  code?: string;
  message?: string;
}
interface StripeElements {
  create(type: "payment", options?: Record<string, unknown>): { mount(target: string | Element): void };
}
interface StripeJs {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: "if_required";
  }): Promise<{ error?: StripeError; paymentIntent?: { status: string } }>;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string, options?: { locale?: string }) => StripeJs;
  }
}

const state = document.getElementById("pay-state") as HTMLElement | null;
const form = document.getElementById("pay-form") as HTMLFormElement | null;
const button = document.getElementById("pay-button") as HTMLButtonElement | null;
const errorBox = document.getElementById("pay-error") as HTMLElement | null;
const inPerson = document.getElementById("pay-in-person") as HTMLButtonElement | null;

const orderId = state?.dataset.order ?? "";
const key = state?.dataset.key ?? "";
const query = `orderId=${encodeURIComponent(orderId)}&key=${encodeURIComponent(key)}`;
// The page's own addresses already carry the context path (the server writes it into every root address).
const intentUrl = state?.dataset.intentUrl || underContext(`/v1/public/payment/create-intent?${query}`);
const statusUrl =
  state?.dataset.statusUrl ||
  underContext(`/v1/public/orders/${encodeURIComponent(orderId)}?key=${encodeURIComponent(key)}`);
// The page's language and the sentences this script writes, in it, from the server.
const lang = state?.dataset.lang ?? "";
const words = {
  failed: state?.dataset.failed || "Something went wrong. Please try again.",
  noForm: state?.dataset.noForm || "The card form could not load. Please check your connection and reload.",
  tryAnother: state?.dataset.tryAnother || "Please try another card.",
  tryAnotherOrInPerson: state?.dataset.tryAnotherInPerson || "Try another card, or pay in person.",
  confirming: state?.dataset.confirming || "Confirming your payment…",
};
const FALLBACK = words.failed;
/** This page again, in its language: where Stripe comes back to, and what the page reloads to. */
const here = () =>
  `${location.pathname}?key=${encodeURIComponent(key)}${lang ? `&lang=${encodeURIComponent(lang)}` : ""}`;

function showError(message: string) {
  if (!errorBox) return;
  errorBox.textContent = message;
  errorBox.hidden = false;
}

/**
 * The card went through (held or charged) and the order goes on, or the gift card sale is PAID: nothing is left
 * to do on this page.
 */
const isPaid = (paid: { status: string; paymentStatus?: string }) =>
  paid.status === "PAID" ||
  ((paid.paymentStatus === "AUTHORIZED" || paid.paymentStatus === "PAID") &&
    paid.status !== "REJECTED" &&
    paid.status !== "CANCELLED");

/** The page was drawn for a card already through (a pay link opened again): it stays to say what happened. */
const wasPaid = isPaid({ status: state?.dataset.status ?? "", paymentStatus: state?.dataset.payment ?? "" });

/**
 * A card that goes through while the guest waits here moves on to the order's page by itself, in place of this
 * one (Back returns to the menu, not to a spent card form). A pay link opened again later still shows what
 * happened to the card, with its link to the order.
 */
function goToOrderPage() {
  const next = state?.dataset.orderPage;
  if (next) location.replace(next);
}

/** Follows the order until its status or payment changes, then shows the page the server renders for it. */
function follow() {
  let etag = "";
  const look = async () => {
    try {
      const answer = await fetch(statusUrl, {
        headers: etag ? { "if-none-match": etag } : {},
        cache: "no-store",
      });
      if (answer.status === 200) {
        etag = answer.headers.get("etag") ?? "";
        const order = (await answer.json()) as { status: string; paymentStatus?: string };
        if (isPaid(order) && !wasPaid) {
          goToOrderPage();
          return;
        }
        if (
          order.status !== state?.dataset.status ||
          (order.paymentStatus ?? "") !== (state?.dataset.payment ?? "")
        ) {
          // Drop Stripe's return parameters: the page now shows the state itself.
          location.replace(here());
          return;
        }
      }
    } catch {
      // offline for a moment: look again
    }
    setTimeout(look, 2000);
  };
  setTimeout(look, 1000);
}

async function startPayment() {
  if (!form || !button) return;
  if (!window.Stripe) return showError(words.noForm);
  const answer = await fetch(intentUrl, { method: "POST" });
  const body = await answer.json().catch(() => ({}));
  if (answer.status === 409) return location.reload();
  if (!answer.ok) return showError(body.message ?? FALLBACK);
  // Stripe's card form and its messages in the page's language (Stripe.js falls back to English itself).
  const stripe = window.Stripe(body.publishableKey, lang ? { locale: lang } : undefined);
  const elements = stripe.elements({ clientSecret: body.clientSecret, appearance: { theme: "stripe" } });
  // The intent lets Stripe offer what the guest can use (automatic payment methods): the card, Link, and Apple Pay
  // or Google Pay where the device has one and the guest domain is registered (payments/payment-domains.ts).
  elements
    .create("payment", { layout: "tabs", wallets: { applePay: "auto", googlePay: "auto" } })
    .mount("#payment-element");
  button.disabled = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    button.disabled = true;
    if (errorBox) errorBox.hidden = true;
    const result = await stripe.confirmPayment({
      elements,
      // 3-D Secure comes back here; the page then waits for the webhook.
      confirmParams: { return_url: `${location.origin}${here()}` },
      redirect: "if_required",
    });
    if (result.error) {
      const again = inPerson ? words.tryAnotherOrInPerson : words.tryAnother;
      showError(
        `${result.error.message ?? FALLBACK}${result.error.type === "card_error" ? ` ${again}` : ""}`,
      );
      button.disabled = false;
      return;
    }
    button.textContent = words.confirming;
    inPerson?.remove();
    follow();
  });
}

inPerson?.addEventListener("click", async () => {
  inPerson.disabled = true;
  const answer = await fetch(underContext(`/v1/public/payment/pay-in-person?${query}`), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ payment: inPerson.dataset.payment }),
  });
  if (answer.ok || answer.status === 409) return location.reload();
  const body = await answer.json().catch(() => ({}));
  showError(body.message ?? FALLBACK);
  inPerson.disabled = false;
});

if (form) void startPayment().catch(() => showError(FALLBACK));
if (state?.dataset.follow === "1") follow();
