import { installBilling } from "./billing.ts";
import { installConnect } from "./connect.ts";
import { installCustomers } from "./customers.ts";
import { installPaymentIntents } from "./payment-intents.ts";
import { installPaymentMethodDomains } from "./payment-method-domains.ts";
import { installSetupIntents } from "./setup-intents.ts";
import { type StripeDoubleOptions, startStripeDoubleCore } from "./stripe-double.ts";
import { installStripeJs } from "./stripe-js.ts";

// The Stripe double with every part of Stripe's API the product uses, each a module of its own installed here:
// Connect (accounts, onboarding, the `Stripe-Account` scope), customers and their saved cards (PaymentMethods),
// SetupIntents, PaymentIntents with charges and refunds, Billing (Checkout sessions, the customer portal,
// subscriptions), payment method domains, and the stand-in Stripe.js. A new part is added the same way.

export type { StripeEvent } from "./stripe-double.ts";

export async function startStripeDouble(options: StripeDoubleOptions = {}) {
  const core = await startStripeDoubleCore(options);
  const connect = installConnect(core);
  const customers = installCustomers(core, connect);
  const payments = installPaymentIntents(core, connect, customers);
  const setupIntents = installSetupIntents(core, connect, customers);
  const stripeJs = installStripeJs(core);
  const billing = installBilling(core, customers);
  const paymentMethodDomains = installPaymentMethodDomains(core);
  return {
    ...core,
    connect,
    customers,
    payments,
    setupIntents,
    /** Saves a card on a SetupIntent as the guest's browser would (see setupIntents.confirmAsGuest). */
    confirmSetupAsGuest: setupIntents.confirmAsGuest,
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
