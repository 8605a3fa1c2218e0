import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { fill } from "../../../shared/common/fill.ts";
import { CODE_MINUTES } from "../../../shared/loyalty/loyalty.ts";
import { loyaltyWords } from "../../../shared/loyalty/loyalty-words.ts";
import { businesses } from "../../db/schema.ts";
import { defineJob } from "../../jobs/define-job.ts";
import { html, raw } from "../../lib/html.ts";
import { createTextSender } from "../guest-notices/guest-texts.ts";
import { TEXT_STATUS_PATH } from "../guest-notices/text-status.routes.ts";
import { countCodeRequest, type Identity, newCode } from "./loyalty-members.ts";

// The code that proves a phone or email goes by text (Twilio) or by mail, from a job queued with it: the guest's
// answer never waits for the mail server or Twilio, and a failed send is tried again while the code still holds.

export const LOYALTY_CODE_JOB = defineJob(
  "loyalty-code",
  z.object({
    businessId: z.string(),
    to: z.object({ kind: z.enum(["phone", "email"]), value: z.string() }),
    code: z.string(),
    lang: z.string().nullable(),
    expiresAt: z.string(),
  }),
);

/**
 * Counts the address's ask, makes a code for the phone or email and queues its text or mail: the API's and the
 * rewards page's one way to send a code.
 */
export async function sendCode(
  app: FastifyInstance,
  ask: { businessId: string; identity: Identity; lang: string | null; address: string },
) {
  await countCodeRequest(app.db, ask.address);
  const { code, expiresAt } = await newCode(app.db, ask.businessId, ask.identity, app.clock());
  await app.jobs.enqueue(LOYALTY_CODE_JOB, {
    businessId: ask.businessId,
    to: ask.identity,
    code,
    lang: ask.lang,
    expiresAt: expiresAt.toISOString(),
  });
}

export function registerLoyaltyCodes(app: FastifyInstance) {
  const texts = app.config.twilio ? createTextSender(app.config.twilio) : null;
  app.jobs.handle(LOYALTY_CODE_JOB, async ({ businessId, to, code, lang, expiresAt }) => {
    // A code past its time is no use to anyone: not sent.
    if (new Date(expiresAt) <= new Date()) return;
    const [business] = await app.db
      .select({ name: businesses.name, email: businesses.email })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    if (!business) return;
    const words = loyaltyWords(lang);
    const text = fill(words.codeText, { code, business: business.name, minutes: String(CODE_MINUTES) });
    if (to.kind === "phone") {
      await texts?.send(
        to.value,
        text,
        `${app.config.publicBaseUrl}${app.config.contextPath}${TEXT_STATUS_PATH}`,
      );
      return;
    }
    await app.mailer.send({
      to: to.value,
      subject: fill(words.mailSubject, { business: business.name }),
      text: `${text}\n\n${words.notYou}`,
      html: raw(
        html`<!doctype html><html lang="${lang ?? "en"}"><head><meta charset="utf-8"></head><body style="font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111111"><p style="font-size:16px">${text}</p><p style="font-size:28px;font-weight:700;letter-spacing:4px">${code}</p><p style="font-size:13px;color:#555555">${words.notYou}</p></body></html>`
          .value,
      ).value,
      fromName: business.name.trim() || undefined,
    });
  });
}
