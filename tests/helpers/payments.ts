import type { PaymentsConfig } from "../../src/server/features/payments/stripe-client.ts";
import type { StripeDouble } from "../stripe/index.ts";
import type { Api } from "./api-client.ts";
import type { TestMember } from "./factories.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

// The app wired to a Stripe double, and the owner's way through Connect onboarding over HTTP.

export function paymentsConfig(
  double: StripeDouble,
  overrides: Partial<PaymentsConfig> = {},
): PaymentsConfig {
  return {
    secretKey: double.secretKey,
    publishableKey: double.publishableKey,
    webhookSecret: double.webhookSecret,
    apiUrl: double.url,
    jsUrl: double.jsUrl,
    feePercent: 3,
    ...overrides,
  };
}

/** The real app whose Stripe is the double, and the double sending its webhooks to the app. */
export async function startPaymentsApp(double: StripeDouble, overrides: Partial<PaymentsConfig> = {}) {
  const t: TestApp = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      payments: paymentsConfig(double, overrides),
    },
  });
  double.setWebhookUrl(`${t.baseUrl}/v1/public/payment/webhook`);
  return t;
}

/** Creates the member's account, opens the onboarding link and submits it the way the owner would. */
export async function onboard(
  api: Api,
  /** The double in this process (its webhooks are awaited); null when it runs apart (e2e): the account is polled. */
  double: StripeDouble | null,
  member: TestMember,
  outcome: "complete" | "restricted" | "pending" = "complete",
) {
  const query = `memberId=${member.memberId}`;
  const link = await api.post(`/v1/payment/link-account?${query}`, undefined, member.token);
  if (link.status !== 200) throw new Error(`link-account: ${link.status} ${JSON.stringify(link.body)}`);
  const page = await fetch(link.body.url);
  if (page.status !== 200) throw new Error(`onboarding page: ${page.status}`);
  const submitted = await fetch(link.body.url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ outcome }),
    redirect: "manual",
  });
  if (double) await double.settled();
  else if (outcome === "complete")
    for (let tries = 0; tries < 50; tries++) {
      const account = await api.get(`/v1/payment/connected-account?${query}`, member.token);
      if (account.body.chargesEnabled) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  return { url: link.body.url as string, returnTo: submitted.headers.get("location") };
}
