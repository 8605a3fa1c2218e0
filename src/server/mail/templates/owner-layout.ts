import { isRightToLeft } from "../../../shared/common/languages.ts";
import { html } from "../../lib/html.ts";

// The HTML part of the owner's mails: their text, a paragraph to each block and a line to each of its lines,
// and the link they exist for as a button. Inline styles only and nothing remote, like the guest's mails.

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export function ownerHtml(parts: {
  lang: string;
  subject: string;
  /** Paragraphs, each its lines; a guest's note keeps its own line breaks. */
  blocks: string[][];
  link: string;
  linkLabel: string;
}): string {
  const dir = isRightToLeft(parts.lang) ? "rtl" : "ltr";
  const paragraphs = parts.blocks.map(
    (lines) =>
      html`<p style="margin:0 0 16px;${FONT};font-size:15px;line-height:1.5;color:#222222;white-space:pre-wrap">${lines.map(
        (line, index) => (index ? html`<br>${line}` : html`${line}`),
      )}</p>`,
  );
  const body = html`<!doctype html><html lang="${parts.lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${parts.subject}</title></head><body style="margin:0;padding:0;background:#f4f4f5"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:16px 8px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px"><tr><td style="padding:24px">${paragraphs}<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#1f2937;border-radius:6px"><a href="${parts.link}" style="display:inline-block;padding:12px 20px;${FONT};font-size:16px;font-weight:700;color:#ffffff;text-decoration:none">${parts.linkLabel}</a></td></tr></table><p style="margin:16px 0 0;${FONT};font-size:12px;color:#555555;word-break:break-all"><a href="${parts.link}" style="color:#555555">${parts.link}</a></p></td></tr></table></td></tr></table></body></html>`;
  return body.value;
}

/** A text's paragraphs, split at its blank lines, for the HTML part. */
export const blocksOf = (text: string): string[][] => text.split("\n\n").map((block) => block.split("\n"));
