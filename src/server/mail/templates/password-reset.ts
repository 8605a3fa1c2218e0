import { fill } from "../../../shared/common/fill.ts";
import { html } from "../../lib/html.ts";
import { accountWords } from "./account-words.ts";
import type { MailContent } from "./mail-content.ts";

// The mail with a link that sets a new password, for whoever asked with the account's address.

export interface PasswordResetMailData {
  minutes: number;
  link: string;
  lang: string;
}

export function passwordResetMail({
  minutes,
  link,
  lang,
}: PasswordResetMailData): MailContent & { link: string } {
  const words = accountWords(lang);
  const here = fill(words.resetHere, { minutes });
  const valid = fill(words.resetValid, { minutes });
  return {
    subject: words.resetSubject,
    text: `${words.resetAsked}\n\n${here}\n${link}\n\n${words.resetNotYou}`,
    html: html`<p>${words.resetAsked}</p><p><a href="${link}">${words.resetLink}</a> ${valid}</p><p>${words.resetNotYou}</p>`
      .value,
    link,
  };
}
