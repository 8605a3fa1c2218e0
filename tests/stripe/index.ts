import { installBilling } from "./billing.ts";
import { installConnect } from "./connect.ts";
import { installPaymentIntents } from "./payment-intents.ts";
import { installPaymentMethodDomains } from "./payment-method-domains.ts";
import { type StripeDoubleOptions, startStripeDoubleCore } from "./stripe-double.ts";
import { installStripeJs } from "./stripe-js.ts";

// The Stripe double with every part of Stripe's API the product uses. A new part (Billing: Checkout sessions,
// the customer portal, subscriptions) is a module of its own installed here, beside these.

export type { StripeEvent } from "./stripe-double.ts";

export async function startStripeDouble(options: StripeDoubleOptions = {}) {
  const core = await startStripeDoubleCore(options);
  const connect = installConnect(core);
  const payments = installPaymentIntents(core, connect);
  const stripeJs = installStripeJs(core);
  const billing = installBilling(core);
  const paymentMethodDomains = installPaymentMethodDomains(core);
  return {
    ...core,
    connect,
    payments,
    billing,
    paymentMethodDomains,
    /** STRIPE_JS_URL for the stand-in Stripe.js. */
    jsUrl: stripeJs.url,
    /** The app's environment for this double: STRIPE_API_URL, the keys and STRIPE_JS_URL. */
    env(): Record<string, string> {
      return {
        STRIPE_SECRET_KEY: core.secretKey,
        STRIPE_PUBLISHABLE_KEY: core.publishableKey,
        STRIPE_WEBHOOK_SECRET: core.webhookSecret,
        STRIPE_API_URL: core.url,
        STRIPE_JS_URL: stripeJs.url,
      };
    },
  };
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;
