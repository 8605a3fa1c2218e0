import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { GuestOrderSchema, OrderParamsSchema, OrderSchema } from "../../../../shared/ordering/orders.ts";
import {
  CreateIntentQuerySchema,
  PayInPersonRequestSchema,
  PaymentIntentAnswerSchema,
  RefundRequestSchema,
} from "../../../../shared/payments/payments.ts";
import { currentMember } from "../../../http/auth.ts";
import { ErrorSchema, errorResponses } from "../../../http/errors.ts";
import { registerPaymentDomain } from "../../payments/payment-domains.ts";
import { createIntent, payInPerson, paymentDepsOf, refundOwnedOrder } from "./order-payments.service.ts";
import { registerPaymentJobs } from "./payment-jobs.ts";

// An order's money over HTTP: the owner's refunds under /v1; the guest's card intent and the switch to paying in
// person under /v1/public. The owner's Stripe account has its own routes (payments/accounts.routes.ts), and
// Stripe's events arrive at payments/stripe-webhook.routes.ts, which hands an order's to card-events.ts.

const withStripeOutage = { ...errorResponses, 503: ErrorSchema };

export const orderPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDepsOf(app);
  registerPaymentJobs(app, deps);
  const { stripe } = deps;
  if (stripe)
    // Once the server is up, off the start's path: the wallets wait for it, the cards do not.
    app.addHook("onReady", async () => {
      const domain = new URL(app.config.publicBaseUrl).hostname;
      registerPaymentDomain({ db: app.db, stripe, domain })
        .then((outcome) => app.log.info({ domain, outcome }, "payment method domain"))
        .catch((error: unknown) =>
          app.log.warn({ err: error, domain }, "payment method domain not registered"),
        );
    });

  app.post(
    "/v1/public/payment/create-intent",
    {
      config: { auth: "public" },
      schema: {
        tags: ["payments"],
        summary: "The PaymentIntent of an online-card order, for Stripe's Payment Element",
        description:
          "`key` is the order's tracking key. The amount is the order's total as the server priced it. 400 " +
          "ONLINE_CARD_OFF or CHARGES_DISABLED when the card cannot be taken, ITEM_UNAVAILABLE when the menu " +
          "changed, SLOT_FULL when the order's time filled up or PROMO_INVALID when its code was used up meanwhile " +
          "(an unpaid order takes both only once its card is authorized); 409 ALREADY_PAID or ORDER_CLOSED.",
        querystring: CreateIntentQuerySchema,
        response: { 200: PaymentIntentAnswerSchema, ...withStripeOutage },
      },
    },
    async (request) => createIntent(deps, request.query),
  );

  app.post(
    "/v1/public/payment/pay-in-person",
    {
      config: { auth: "public" },
      schema: {
        tags: ["payments"],
        summary: "An unpaid online-card order switches to paying in person, when the business allows it",
        description:
          "The order then takes its pacing slot's place and its promo code's use: 400 SLOT_FULL or PROMO_INVALID " +
          "when either is gone, the order left as it was; 400 METHOD_OFF; 409 ORDER_CLOSED or ALREADY_PAID.",
        querystring: CreateIntentQuerySchema,
        body: PayInPersonRequestSchema,
        response: { 200: GuestOrderSchema, ...withStripeOutage },
      },
    },
    async (request) => payInPerson(deps, { ...request.query, payment: request.body.payment }),
  );

  app.post(
    "/v1/orders/:orderId/refund",
    {
      schema: {
        tags: ["payments"],
        summary: "Refunds all (no amount) or part of a captured card payment; amount in minor units",
        description:
          "`reason` is Stripe's (requested_by_customer, duplicate, fraudulent), optional. 400 NOT_CAPTURED before " +
          "the card is captured, VALIDATION for more than is left to refund; another member's order 404.",
        params: OrderParamsSchema,
        body: RefundRequestSchema,
        response: { 200: OrderSchema, ...withStripeOutage },
      },
    },
    async (request) =>
      refundOwnedOrder(deps, {
        memberId: currentMember(request).id,
        orderId: request.params.orderId,
        amount: request.body.amount,
        reason: request.body.reason,
      }),
  );
};
