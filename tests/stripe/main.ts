import { startStripeDouble } from "./index.ts";

// The Stripe double as a process of its own, for Playwright (playwright.config.ts starts it beside the app):
// `node --import tsx tests/stripe/main.ts` with STRIPE_DOUBLE_PORT, the keys, and STRIPE_DOUBLE_WEBHOOK_URL.

const double = await startStripeDouble({
  port: Number(process.env.STRIPE_DOUBLE_PORT ?? 0),
  host: "127.0.0.1",
  ...(process.env.STRIPE_SECRET_KEY ? { secretKey: process.env.STRIPE_SECRET_KEY } : {}),
  ...(process.env.STRIPE_PUBLISHABLE_KEY ? { publishableKey: process.env.STRIPE_PUBLISHABLE_KEY } : {}),
  ...(process.env.STRIPE_WEBHOOK_SECRET ? { webhookSecret: process.env.STRIPE_WEBHOOK_SECRET } : {}),
  ...(process.env.STRIPE_DOUBLE_WEBHOOK_URL ? { webhookUrl: process.env.STRIPE_DOUBLE_WEBHOOK_URL } : {}),
});
// Readiness for Playwright's webServer check.
double.page("GET", "/healthz", (_request, response) => {
  response.writeHead(200, { "content-type": "text/plain" }).end("ok");
});
console.log(`Stripe double listening at ${double.url}`);
const stop = () => void double.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
