import { fill } from "../../../shared/common/fill.ts";
import type { MailContent } from "./mail-content.ts";
import { blocksOf, ownerHtml } from "./owner-layout.ts";
import { ownerWords } from "./owner-words.ts";

// The owner's warning that an order's card payment could not be captured after several tries: the order, the
// problem as the order keeps it, and the link to it in the dashboard.

export interface PaymentProblemMailData {
  friendlyId: string;
  businessName: string;
  /** The order's `paymentProblem`, said as it is. */
  problem: string;
  /** The order on the dashboard. */
  link: string;
  lang: string;
}

export function paymentProblemMail({
  friendlyId,
  businessName,
  problem,
  link,
  lang,
}: PaymentProblemMailData): MailContent & { link: string } {
  const words = ownerWords(lang);
  const text = [
    fill(words.paymentProblemHeadline, { number: friendlyId, business: businessName }),
    "",
    problem,
    "",
    `${words.openIt}: ${link}`,
  ].join("\n");
  const subject = fill(words.paymentProblemSubject, { number: friendlyId });
  const html = ownerHtml({
    lang,
    subject,
    blocks: blocksOf(text).slice(0, -1),
    link,
    linkLabel: words.openIt,
  });
  return { subject, text, html, link };
}
