/** What a template gives: the parts of a mail the mailer sends, before its recipient. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}
