import { describe, expect, it } from "vitest";
import { BusinessConfigSchema } from "../../../shared/businesses/business-config.ts";
import { WORDED_LANGUAGES } from "../../../shared/common/worded-language.ts";
import type { Order } from "../../../shared/ordering/orders.ts";
import { testOrder } from "../../../shared/ordering/test-order.ts";
import type { NoticeEvent } from "../../features/guest-notices/notice-kinds.ts";
import { BOOKING_NOTICE_EVENTS } from "../../features/reservations/booking-notice-kinds.ts";
import {
  bookingNoticeMail,
  bookingNoticeText,
  emailVerificationMail,
  giftCardMail,
  giftCardReceiptMail,
  guestNoticeMail,
  type MailContent,
  newOrderMail,
  newRatingMail,
  passwordResetMail,
  paymentProblemMail,
  unacceptedOrderMail,
  welcomeMail,
} from "./index.ts";

// Each template rendered in each language the guest page speaks, from data that fills every part it can say
// (a note, a discount, taxes, a tip, a pick-up address): a word missing from a table shows as "undefined" or as
// a placeholder left unfilled.

const order = testOrder();

const business = {
  name: "Luigi's",
  config: BusinessConfigSchema.parse({ timeZone: "America/Chicago" }),
  phone: "5125550199",
  address: "1 Main St, Austin, TX 73301",
  country: "US" as const,
};

const EVENTS: NoticeEvent[] = [
  "received",
  "accepted",
  "ready",
  "on-its-way",
  "rejected",
  "cancelled",
  "refunded:500",
];

/** The same order as each way it can be served and paid, for the owner's mails. */
const ORDERS: Order[] = [
  order,
  { ...order, type: "TABLE", table: "12", customer: { ...order.customer, name: "" } },
  {
    ...order,
    type: "DELIVERY",
    deliveryFee: 499,
    scheduledFor: "2026-11-28T01:00:00.000Z",
    customer: { ...order.customer, name: "", address: "2 Oak Ave", city: "Austin" },
  },
  { ...order, payment: "ONLINE_CARD", paymentStatus: "AUTHORIZED" },
  { ...order, payment: "ONLINE_CARD", paymentStatus: "PAID" },
  { ...order, payment: "ONLINE_CARD", paymentStatus: "PENDING" },
  { ...order, payment: "CARD_ON_DELIVERY", paymentStatus: "PAID" },
  { ...order, payment: "CARD_ON_DELIVERY", paymentStatus: "DUE" },
  { ...order, paymentStatus: "PAID" },
  // Part paid by a gift card, the rest in cash; all of it by the card.
  { ...order, giftCardPaid: 1000 },
  { ...order, giftCardPaid: order.total, payment: "GIFT_CARD", paymentStatus: "PAID" },
];

const dashboard = "https://example.com/app/orders/o1";
const now = new Date("2026-11-27T19:30:00.000Z");

/** Every template, each with the mails it can send for one language. */
const TEMPLATES: Record<string, (lang: string) => MailContent[]> = {
  giftCard: (lang) =>
    [
      { message: "Happy birthday! Dinner is on us.", senderName: "Marco" },
      { message: "", senderName: null },
    ].map((sender) =>
      giftCardMail({
        business,
        card: { code: "ABCDEFGHJKMNPQRS", amount: "$25.00", recipientName: "Ada", ...sender },
        link: "https://example.com/g/ABCDEFGHJKMNPQRS",
        qrCid: "gift-card-qr",
        lang,
      }),
    ),
  giftCardReceipt: (lang) =>
    ["Friday, December 4", null].map((sendOn) =>
      giftCardReceiptMail({
        business,
        sale: { amount: "$50.00", recipientName: "Ada", recipientEmail: "ada@example.com", sendOn },
        menuLink: "https://example.com/m/luigis",
        lang,
      }),
    ),
  guestNotice: (lang) =>
    [order, { ...order, giftCardPaid: 1000 }].flatMap((each) =>
      EVENTS.map((event) =>
        guestNoticeMail({
          order: each,
          event,
          business,
          link: `https://example.com/o/o1?key=k1&lang=${lang}`,
          lang,
          now,
        }),
      ),
    ),
  newOrder: (lang) =>
    ORDERS.map((each) =>
      newOrderMail({
        order: each,
        config: business.config,
        businessName: business.name,
        link: dashboard,
        lang,
      }),
    ),
  unacceptedOrder: (lang) =>
    ORDERS.map((each) =>
      unacceptedOrderMail({ order: each, businessName: business.name, link: dashboard, now, lang }),
    ),
  paymentProblem: (lang) => [
    paymentProblemMail({
      friendlyId: order.friendlyId,
      businessName: business.name,
      problem: "The card could not be charged after several tries.",
      link: dashboard,
      lang,
    }),
  ],
  emailVerification: (lang) =>
    ["Luigi's", ""].map((asker) =>
      emailVerificationMail({ email: "ana@example.com", asker, hours: 24, link: dashboard, lang }),
    ),
  passwordReset: (lang) => [passwordResetMail({ minutes: 60, link: dashboard, lang })],
  newRating: (lang) =>
    [1, 5].map((score) =>
      newRatingMail({
        rating: { name: "Ana", score, message: "Lovely & quick" },
        businessName: business.name,
        link: dashboard,
        lang,
      }),
    ),
  welcome: (lang) => [welcomeMail({ email: "ana@example.com", days: 7, link: dashboard, lang })],
  bookingNotice: (lang) =>
    BOOKING_NOTICE_EVENTS.flatMap((event) =>
      [1, 4].map((party) => {
        const facts = {
          event,
          booking: { party, start: new Date("2026-12-04T01:30:00.000Z") },
          business,
          link: `https://example.com/m/luigis/bookings/r1?key=k1&lang=${lang}`,
          lang,
        };
        // The text message rides in the subject's slot: it is checked for the same leftovers.
        return { ...bookingNoticeMail(facts), subject: bookingNoticeText(facts) };
      }),
    ),
};

describe("a gift card's part in the mails", () => {
  it("is taken off under the total, with what is left to pay, in the guest's and the owner's mail", () => {
    const paid = { ...order, giftCardPaid: 1000 };
    const guest = guestNoticeMail({
      order: paid,
      event: "received",
      business,
      link: dashboard,
      lang: "en",
      now,
    });
    expect(guest.text).toMatch(/Gift card\s+−\$10\.00/);
    expect(guest.text).toMatch(new RegExp(`Left to pay\\s+\\$${((order.total - 1000) / 100).toFixed(2)}`));
    const owner = newOrderMail({
      order: paid,
      config: business.config,
      businessName: business.name,
      link: dashboard,
      lang: "en",
    });
    expect(owner.text).toContain("($10.00 of it paid by gift card)");
    const whole = newOrderMail({
      order: { ...order, giftCardPaid: order.total, payment: "GIFT_CARD", paymentStatus: "PAID" },
      config: business.config,
      businessName: business.name,
      link: dashboard,
      lang: "en",
    });
    expect(whole.text).toContain("paid by gift card");
  });
});

describe("mail templates", () => {
  for (const [name, render] of Object.entries(TEMPLATES))
    for (const lang of WORDED_LANGUAGES)
      it(`renders ${name} in ${lang}`, () => {
        for (const mail of render(lang)) {
          for (const part of [mail.subject, mail.text, mail.html]) {
            expect(part.trim()).not.toBe("");
            expect(part).not.toMatch(/undefined|\bnull\b|NaN|\[object Object\]/);
            expect(part).not.toMatch(/\{[a-zA-Z]+\}/);
          }
          expect(mail.subject).not.toContain("\n");
          expect(mail.html).toMatch(/<a href="https:\/\/example\.com\//);
        }
      });
});
