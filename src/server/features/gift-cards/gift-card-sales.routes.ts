import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import {
  BuyGiftCardSchema,
  GiftCardSaleAnswerSchema,
  GiftCardSaleQuerySchema,
  GuestGiftCardSaleSchema,
} from "../../../shared/gift-cards/gift-card-sales.ts";
import { GuestLanguageQuerySchema, PlaceOrderHeadersSchema } from "../../../shared/ordering/orders.ts";
import { PaymentIntentAnswerSchema } from "../../../shared/payments/payments.ts";
import { ErrorSchema, errorResponses } from "../../http/errors.ts";
import { registerGiftCardReceipt } from "./gift-card-receipt.ts";
import {
  guestSaleRow,
  payUrlOf,
  saleBusiness,
  saleIntent,
  startSale,
  toGuestSale,
} from "./gift-card-sales.ts";

// A guest buys a gift card: the sale (POST, with an Idempotency-Key), the PaymentIntent its pay step mounts,
// and the sale's state the pay step follows until Stripe's webhook makes the card.

const tags = ["gift cards"];

export const giftCardSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerGiftCardReceipt(app);

  app.post(
    "/v1/public/businesses/:id/gift-cards",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "A guest buys a gift card; it is made, and mailed, once the pay step's card payment arrives",
        description:
          "The same Idempotency-Key with the same card answers the same sale; with another, 409. 400 codes: " +
          "GIFT_CARDS_OFF, CHARGES_DISABLED, AMOUNT_RANGE (outside the owner's smallest and largest card), " +
          "SEND_ON_RANGE (not from today to a year on); 429 past 20 new sales an hour from one address. Messages are in " +
          "`?lang=` when we have its words.",
        params: IdParamsSchema,
        querystring: GuestLanguageQuerySchema,
        headers: PlaceOrderHeadersSchema,
        body: BuyGiftCardSchema,
        response: { 201: GiftCardSaleAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const business = await saleBusiness(app.db, request.params.id);
      const row = await startSale({
        db: app.db,
        business,
        input: request.body,
        idempotencyKey: request.headers["idempotency-key"],
        lang: request.query.lang ?? null,
        now: app.clock(),
        address: request.ip,
      });
      return reply.status(201).send({ id: row.id, payUrl: payUrlOf(row, app.config.contextPath) });
    },
  );

  app.get(
    "/v1/public/gift-card-sales/:id",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "A gift card sale as its pay step follows it: PAID once Stripe's webhook made the card",
        params: IdParamsSchema,
        querystring: GiftCardSaleQuerySchema,
        response: { 200: GuestGiftCardSaleSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return toGuestSale(await guestSaleRow(app.db, request.params.id, request.query.key));
    },
  );

  app.post(
    "/v1/public/gift-card-sales/:id/create-intent",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "The PaymentIntent of a gift card sale, for Stripe's Payment Element (captured at once)",
        description: "409 ALREADY_PAID once the sale is paid; 503 when Stripe cannot be reached.",
        params: IdParamsSchema,
        querystring: GiftCardSaleQuerySchema,
        response: { 200: PaymentIntentAnswerSchema, ...errorResponses, 503: ErrorSchema },
      },
    },
    async (request) =>
      saleIntent({ db: app.db, ...app.payments }, { id: request.params.id, key: request.query.key }),
  );
};
