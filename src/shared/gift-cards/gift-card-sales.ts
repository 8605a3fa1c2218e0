import { z } from "zod";
import { GIFT_CARD_SALE_WORDS } from "./gift-card-sale-words.ts";
import { GIFT_CARD_MAX } from "./gift-cards.ts";

// A gift card bought on the menu page: POST /v1/public/businesses/{id}/gift-cards (with an Idempotency-Key)
// answers the sale's pay step; the card is made once Stripe says it is paid. The amount's range is the owner's
// (GiftCardSettings), checked by the server against them.

const words = GIFT_CARD_SALE_WORDS.en;

/** The longest message a buyer may write on the card. */
export const MESSAGE_MAX = 500;

const Text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const Email = (message: string) => Text(message, 254).pipe(z.email({ error: message }));

export const BuyGiftCardSchema = z
  .object({
    /** Minor units, within the owner's range (400 AMOUNT_RANGE otherwise). */
    amount: z
      .number({ error: "Please choose an amount." })
      .int("Please choose an amount.")
      .min(1)
      .max(GIFT_CARD_MAX),
    recipient: z
      .object({ name: Text(words.recipientNameMissing, 100), email: Email(words.recipientEmailMissing) })
      .strict(),
    sender: z
      .object({ name: Text(words.senderNameMissing, 100), email: Email(words.senderEmailMissing) })
      .strict(),
    message: z
      .string({ error: words.messageTooLong })
      .trim()
      .max(MESSAGE_MAX, words.messageTooLong)
      .default(""),
    /** "YYYY-MM-DD" on the business's calendar: the card's mail waits for that day (from today to a year on). */
    sendOn: z
      .string({ error: words.sendOnRange })
      .regex(/^\d{4}-\d{2}-\d{2}$/, words.sendOnRange)
      .nullish(),
  })
  .strict();
export type BuyGiftCard = z.infer<typeof BuyGiftCardSchema>;

export const GiftCardSaleAnswerSchema = z
  .object({
    id: z.string(),
    /** The pay step: `/pay/{id}?key=…`, under the server's context path. */
    payUrl: z.string(),
  })
  .meta({ id: "GiftCardSaleAnswer" });

/** What the pay step follows while Stripe confirms: PAID once the webhook made the card. */
export const GuestGiftCardSaleSchema = z
  .object({
    id: z.string(),
    status: z.enum(["PENDING", "PAID"]),
    amount: z.number(),
    currencyCode: z.string(),
    recipientName: z.string(),
    sendOn: z.string().nullable(),
  })
  .meta({ id: "GuestGiftCardSale" });
export type GuestGiftCardSale = z.infer<typeof GuestGiftCardSaleSchema>;

export const GiftCardSaleQuerySchema = z.object({
  key: z.string().min(1, "This link is incomplete.").max(200, "This link is incomplete."),
});
