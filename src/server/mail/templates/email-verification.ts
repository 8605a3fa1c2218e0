import { fill } from "../../../shared/common/fill.ts";
import { html } from "../../lib/html.ts";
import { accountWords } from "./account-words.ts";
import type { MailContent } from "./mail-content.ts";

// The mail that confirms an address typed into an account.

export interface EmailVerificationMailData {
  /** The address to confirm; the mail goes to it. */
  email: string;
  /** The asking account's name (its own, else its first business's) on one line; empty when it has none. */
  asker: string;
  hours: number;
  link: string;
  lang: string;
}

/**
 * Anyone can type someone else's address into their own account: the mail says whose account asked, so its
 * reader can tell a stranger's request from their own, and the link confirms only for that account's session.
 */
export function emailVerificationMail({
  email,
  asker,
  hours,
  link,
  lang,
}: EmailVerificationMailData): MailContent & { link: string } {
  const words = accountWords(lang);
  const who = fill(words.verifyWho, { asker: asker ? `"${asker}"` : words.noName });
  const rule = fill(words.verifyRule, { hours });
  const confirm = fill(words.verifyLink, { email });
  return {
    subject: words.verifySubject,
    text: `${who}\n${rule}\n${link}\n\n${words.verifyNotYou}`,
    html: html`<p>${who}</p><p><a href="${link}">${confirm}</a>. ${rule}</p><p>${words.verifyNotYou}</p>`
      .value,
    link,
  };
}
