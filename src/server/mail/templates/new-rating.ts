import { fill } from "../../../shared/common/fill.ts";
import { escapeHtml, type Html, html } from "../../lib/html.ts";
import type { MailContent } from "./mail-content.ts";
import { ratingWords } from "./rating-words.ts";

// The owner's mail about a guest's new rating: who, how many stars, their message, and where to accept it.

export interface NewRatingMailData {
  rating: { name: string; score: number; message: string };
  businessName: string;
  /** The dashboard, where ratings are accepted or removed. */
  link: string;
  lang: string;
}

/** `fill` for HTML: the words escaped, the values as given (markup) or escaped (text). */
const fillHtml = (template: string, values: Record<string, Html | string>): string =>
  template
    .split(/(\{\w+\})/)
    .map((part) => {
      const value = /^\{\w+\}$/.test(part) ? values[part.slice(1, -1)] : undefined;
      if (value === undefined) return escapeHtml(part);
      return typeof value === "string" ? escapeHtml(value) : value.value;
    })
    .join("");

export function newRatingMail({ rating, businessName, link, lang }: NewRatingMailData): MailContent & {
  link: string;
} {
  const words = ratingWords(lang);
  const { name, score, message } = rating;
  const stars = "★".repeat(score) + "☆".repeat(5 - score);
  const outOf = fill(words.outOf, { score });
  const first = fillHtml(words.ratedStars, {
    name: html`<strong>${name}</strong>`,
    business: businessName,
    stars: html`<span aria-label="${outOf}">${stars}</span>`,
  });
  return {
    subject: fill(words.subject, { score, business: businessName }),
    text: `${fill(words.rated, { name, business: businessName, score })}\n\n${message}\n\n${words.review}: ${link}`,
    html: `<p>${first}</p>${html`<blockquote>${message}</blockquote><p><a href="${link}">${words.review}</a></p>`.value}`,
    link,
  };
}
