import { fill } from "../../../shared/common/fill.ts";
import { html } from "../../lib/html.ts";
import { accountWords } from "./account-words.ts";
import type { MailContent } from "./mail-content.ts";

// The welcome of an account an operator made for an owner.

export interface WelcomeMailData {
  /** The address the account logs in with. */
  email: string;
  days: number;
  link: string;
  lang: string;
}

/** The welcome of an account an operator made: a link that sets its first password. */
export function welcomeMail({ email, days, link, lang }: WelcomeMailData): MailContent & { link: string } {
  const words = accountWords(lang);
  const here = fill(words.welcomeHere, { days });
  const then = fill(words.welcomeThen, { email });
  const validThen = fill(words.welcomeValidThen, { days, email });
  return {
    subject: words.welcomeSubject,
    text: `${words.welcomeMade}\n\n${here}\n${link}\n\n${then}`,
    html: html`<p>${words.welcomeMade}</p><p><a href="${link}">${words.welcomeLink}</a> ${validThen}</p>`
      .value,
    link,
  };
}
