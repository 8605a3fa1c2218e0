import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import {
  AdjustGiftCardSchema,
  GiftCardListQuerySchema,
  GiftCardMovementSchema,
  GiftCardPageSchema,
  GiftCardSchema,
  GiftCardSettingsSchema,
  IssueGiftCardSchema,
  VoidGiftCardSchema,
} from "../../../shared/gift-cards/gift-cards.ts";
import { currentMember } from "../../http/auth.ts";
import { errorResponses } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";
import {
  adjustCard,
  exportCards,
  giftCardSettingsOf,
  issueCard,
  listCards,
  movementsOf,
  ownedCard,
  saveGiftCardSettings,
  voidOwnedCard,
} from "./gift-cards.service.ts";

// The owner's gift cards (the guest's look-up of a balance is gift-card-balance.routes.ts).

const tags = ["gift cards"];

export const giftCardsRoutes: FastifyPluginAsyncZod<{ publicationEvents: PublicationEvents }> = async (
  app,
  { publicationEvents },
) => {
  app.get(
    "/v1/businesses/:id/gift-cards/settings",
    {
      config: { business: "params.id" },
      schema: {
        tags,
        summary: "Whether guests buy gift cards online, and the amounts they may choose",
        params: IdParamsSchema,
        response: { 200: GiftCardSettingsSchema, ...errorResponses },
      },
    },
    async (request) => giftCardSettingsOf(app.db, businessScope(request).business.id),
  );

  app.put(
    "/v1/businesses/:id/gift-cards/settings",
    {
      config: { business: "params.id" },
      schema: {
        tags,
        summary: "Saves the gift card settings",
        params: IdParamsSchema,
        body: GiftCardSettingsSchema,
        response: { 200: GiftCardSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { business } = businessScope(request);
      const saved = await saveGiftCardSettings(app.db, business.id, request.body);
      // "Gift cards" on the guest page follows the switch without a publish, on every instance.
      publicationEvents.openingChanged(business.id);
      return saved;
    },
  );

  app.get(
    "/v1/businesses/:id/gift-cards",
    {
      config: { business: "params.id" },
      schema: {
        tags,
        summary: "The business's gift cards, newest first, 50 a page; `q` finds a code, name or email",
        params: IdParamsSchema,
        querystring: GiftCardListQuerySchema,
        response: { 200: GiftCardPageSchema, ...errorResponses },
      },
    },
    async (request) => listCards(app.db, businessScope(request).business.id, request.query),
  );

  app.post(
    "/v1/businesses/:id/gift-cards/issue",
    {
      config: { business: "params.id" },
      schema: {
        tags,
        summary: "Issues a gift card by hand (a comp), with the reason kept in its history",
        params: IdParamsSchema,
        body: IssueGiftCardSchema,
        response: { 201: GiftCardSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { business } = businessScope(request);
      const card = await issueCard(app.db, app.jobs, business, request.body);
      return reply.status(201).send(card);
    },
  );

  app.get(
    "/v1/businesses/:id/gift-cards.csv",
    {
      // A download link cannot carry a header: the token may come in the query.
      config: { business: "params.id", tokenInQuery: true },
      schema: {
        tags,
        summary: "Every card and every change of its balance, as CSV",
        params: IdParamsSchema,
        response: { 200: z.any().meta({ description: "text/csv with a header row" }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { business } = businessScope(request);
      const fileName = `gift-cards-${business.url}.csv`.replace(/[^\w.-]/g, "_");
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store");
      return reply.send(Readable.from(exportCards(app.db, business.id)));
    },
  );

  app.post(
    "/v1/gift-cards/:id/void",
    {
      schema: {
        tags,
        summary: "Voids a card: its balance goes to zero and it can no longer be spent",
        params: IdParamsSchema,
        body: VoidGiftCardSchema,
        response: { 200: GiftCardSchema, ...errorResponses },
      },
    },
    async (request) => {
      const card = await ownedCard(app.db, currentMember(request).id, request.params.id);
      return voidOwnedCard(app.db, card, request.body.reason);
    },
  );

  app.post(
    "/v1/gift-cards/:id/adjust",
    {
      schema: {
        tags,
        summary: "Adds to a card's balance or takes off it (never below zero), with a reason",
        params: IdParamsSchema,
        body: AdjustGiftCardSchema,
        response: { 200: GiftCardSchema, ...errorResponses },
      },
    },
    async (request) => {
      const card = await ownedCard(app.db, currentMember(request).id, request.params.id);
      return adjustCard(app.db, card, request.body.amount, request.body.reason);
    },
  );

  app.get(
    "/v1/gift-cards/:id/movements",
    {
      schema: {
        tags,
        summary: "Every change of the card's balance, newest first",
        params: IdParamsSchema,
        response: { 200: z.array(GiftCardMovementSchema), ...errorResponses },
      },
    },
    async (request) => {
      const card = await ownedCard(app.db, currentMember(request).id, request.params.id);
      return movementsOf(app.db, card.id);
    },
  );
};
