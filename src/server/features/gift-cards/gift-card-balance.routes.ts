import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  GIFT_CARD_MESSAGES,
  GiftCardBalanceSchema,
  GiftCardCodeParamsSchema,
} from "../../../shared/gift-cards/gift-cards.ts";
import { errorResponses, HttpError } from "../../http/errors.ts";
import { findGuestGiftCard } from "../../public-page/guest-gift-card.ts";
import type { PublishedPages } from "../../public-page/published-pages.ts";
import { countCodeLookup } from "./gift-card-checkout.ts";

// A guest looks up what a gift card holds by its code. Codes are secrets worth money, so every look-up from an
// address counts against a limit, right codes and wrong ones alike: past it, every code answers 429, and guessing
// learns nothing about which codes exist.

export interface GiftCardLookupLimits {
  windowMs: number;
  /** Look-ups one address may make in a window. */
  perAddress: number;
}

export const GIFT_CARD_LOOKUP_LIMITS: GiftCardLookupLimits = { windowMs: 10 * 60_000, perAddress: 20 };

export const giftCardLookupLimits = (app: FastifyInstance) =>
  app.config.giftCardLookups ?? GIFT_CARD_LOOKUP_LIMITS;

/**
 * Counts one look-up of a code from `address`, by this API and by the guest's page (/g/{code}) alike: false once
 * the address has made too many.
 */
export function countGiftCardLookup(app: FastifyInstance, address: string) {
  return countCodeLookup(app.db, giftCardLookupLimits(app), address);
}

/**
 * The card a code opens is read as the guest's card page reads it (findGuestGiftCard): a void card, or one of a
 * restaurant whose page is not live (unpublished, disabled, past its plan), opens nothing on either.
 */
export const giftCardBalanceRoutes: FastifyPluginAsyncZod<{ livePages: PublishedPages }> = async (
  app,
  { livePages },
) => {
  app.get(
    "/v1/public/gift-cards/:code",
    {
      schema: {
        tags: ["gift cards"],
        summary: "What a gift card holds, by its code (with or without its dashes, in any case)",
        description: `Counted per address: past ${GIFT_CARD_LOOKUP_LIMITS.perAddress} look-ups in 10 minutes, 429.`,
        params: GiftCardCodeParamsSchema,
        response: { 200: GiftCardBalanceSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await countGiftCardLookup(app, request.ip)))
        throw new HttpError(429, "TOO_MANY_REQUESTS", GIFT_CARD_MESSAGES.tooMany);
      const found = await findGuestGiftCard({ db: app.db, published: livePages, code: request.params.code });
      if (!found) throw new HttpError(404, "GIFT_CARD_INVALID", GIFT_CARD_MESSAGES.invalid);
      return {
        balance: found.card.balance,
        currencyCode: found.card.currencyCode,
        businessName: found.snapshot.location.name,
      };
    },
  );
};
