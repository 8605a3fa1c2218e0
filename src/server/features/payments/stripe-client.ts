import type Stripe from "stripe";
import { PAYMENT_MESSAGES } from "../../../shared/payments/payments.ts";
import { HttpError } from "../../http/errors.ts";
import { isStripeLoaded, loadStripe } from "../../lib/on-demand.ts";
import type { StripeEvents } from "./stripe-events.ts";

// The real Stripe SDK, pointed at STRIPE_API_URL when it is set (tests and e2e use a local server
// speaking Stripe's protocol, tests/stripe/); otherwise at api.stripe.com.

export interface PaymentsConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Base URL of the Stripe API; unset means Stripe's own. */
  apiUrl?: string | undefined;
  /** Where the guest's pay step loads Stripe.js from. */
  jsUrl: string;
  /** The platform's share of each card payment, in percent (PLATFORM_FEE_PERCENT). */
  feePercent: number;
  /** How long an authorized order waits for the owner before the hold is released (default 30 minutes). */
  acceptTimeoutMs?: number | undefined;
}

/** The app's Stripe (`app.payments`): the clients, null without a key, and their settings. */
export interface StripeDeps {
  stripe: Stripe | null;
  /** The same Stripe for calls a person waits on: a short timeout, no resend. */
  quickStripe: Stripe | null;
  config: PaymentsConfig | undefined;
  /** What each feature does with Stripe's webhook events (stripe-events.ts). */
  events: StripeEvents;
}

/**
 * The jobs' client waits long and retries (a resend keeps its Idempotency-Key, so it only helps when the call did
 * not reach Stripe). `quick` is for calls made while an owner waits on a move: one try of 3 s, then the job.
 */
export function createStripe(config: PaymentsConfig, { quick = false } = {}): Stripe {
  const options: Stripe.StripeConfig = {
    maxNetworkRetries: quick ? 0 : 2,
    timeout: quick ? 3_000 : 20_000,
    appInfo: { name: "menu-builder" },
  };
  if (config.apiUrl) {
    const url = new URL(config.apiUrl);
    const isHttps = url.protocol === "https:";
    options.host = url.hostname;
    options.port = Number(url.port || (isHttps ? 443 : 80));
    options.protocol = isHttps ? "https" : "http";
  }
  const StripeSdk = loadStripe();
  return new StripeSdk(config.secretKey, options);
}

// An error can be Stripe's only once the SDK has been loaded to make a call: asking never loads it.

/** Stripe's own refusal of a call, with its code (`payment_intent_unexpected_state`, …); else null. */
export function stripeErrorCode(error: unknown): string | null {
  if (isStripeLoaded() && error instanceof loadStripe().errors.StripeError) return error.code ?? error.type;
  return null;
}

/** Stripe unreachable or failing on its side: the caller may try again; never the guest's or owner's doing. */
export function isStripeOutage(error: unknown): boolean {
  if (!isStripeLoaded()) return false;
  return (
    error instanceof loadStripe().errors.StripeConnectionError ||
    error instanceof loadStripe().errors.StripeAPIError ||
    error instanceof loadStripe().errors.StripeRateLimitError
  );
}

export const stripeUnavailable = () =>
  new HttpError(503, "STRIPE_UNAVAILABLE", PAYMENT_MESSAGES.stripeUnavailable);
