// Every mail the product sends is built here, one module per mail: a pure function of typed data and a
// language that gives the subject, the text part and the HTML part. Features gather the data, call the
// template and hand the result to the mailer (../mailer.ts); templates.test.ts renders each in every language
// the guest page speaks.

export { type WelcomeMailData, welcomeMail } from "./account-welcome.ts";
export {
  type BookingNoticeFacts,
  bookingNoticeMail,
  bookingNoticeText,
  describeBookingNotice,
} from "./booking-notice.ts";
export { type EmailVerificationMailData, emailVerificationMail } from "./email-verification.ts";
export { type GiftCardMailData, giftCardMail } from "./gift-card.ts";
export { type GiftCardReceiptMailData, giftCardReceiptMail } from "./gift-card-receipt.ts";
export { describeNotice, guestNoticeMail, type NoticeBusiness, type NoticeFacts } from "./guest-notice.ts";
export type { MailContent } from "./mail-content.ts";
export { type NewOrderMailData, newOrderMail } from "./new-order.ts";
export { type NewRatingMailData, newRatingMail } from "./new-rating.ts";
export { OWNER_LANGUAGE } from "./owner-words.ts";
export { type PasswordResetMailData, passwordResetMail } from "./password-reset.ts";
export { type PaymentProblemMailData, paymentProblemMail } from "./payment-problem.ts";
export { type UnacceptedOrderMailData, unacceptedOrderMail } from "./unaccepted-order.ts";
