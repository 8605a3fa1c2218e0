import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { TextStatusCallbackSchema, textStatusOf } from "../../../shared/guest-notices/text-status.ts";
import type { TextStatus } from "../../../shared/ordering/orders.ts";
import type { Db } from "../../db/client.ts";
import { guestNotices, orders } from "../../db/schema.ts";
import { errorResponses, HttpError } from "../../http/errors.ts";
import { isTwilioSigned } from "./guest-texts.ts";

// Twilio tells what became of each text at the statusCallback the text was sent with: delivered, undelivered,
// failed. The route is public, so only a request signed with the account's auth token changes anything; the
// order then shows the owner whether the guest got it.

export const TEXT_STATUS_PATH = "/v1/public/texts/status";
const FORM_BODY_LIMIT = 16 * 1024;

/** The order's latest text: sent when Twilio took it, then delivered or failed as its callback says. */
export async function recordTextStatus(db: Db, { orderId, status }: { orderId: string; status: TextStatus }) {
  await db.update(orders).set({ textStatus: status }).where(eq(orders.id, orderId));
}

/** Registered with the API's routes (so it is in /v1/openapi.json), in a plugin of its own. */
export async function textStatusRoutes(app: FastifyInstance) {
  // In a plugin of its own, so the form body parser stays off every other route.
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    forms.withTypeProvider<ZodTypeProvider>().post(
      TEXT_STATUS_PATH,
      {
        config: { auth: "public" },
        schema: {
          tags: ["guest-notices"],
          summary: "Twilio's status callback for a guest's text, signed (X-Twilio-Signature)",
          description: "403 for a missing or bad signature, which changes nothing.",
          body: TextStatusCallbackSchema,
          response: { 204: z.null(), 403: errorResponses[401], ...errorResponses },
        },
      },
      async (request, reply) => {
        const twilio = app.config.twilio;
        const signature = request.headers["x-twilio-signature"];
        // Twilio signs the URL it was given, whatever address the request reached this instance by.
        const url = `${app.config.publicBaseUrl}${app.config.contextPath}${TEXT_STATUS_PATH}`;
        const params = request.body;
        if (
          !twilio ||
          !isTwilioSigned(twilio, { signature: typeof signature === "string" ? signature : "", url, params })
        )
          throw new HttpError(403, "BAD_SIGNATURE", "This request is not signed by Twilio.");
        const status = textStatusOf(
          Object.hasOwn(params, "MessageStatus") ? params.MessageStatus : undefined,
        );
        const sid = Object.hasOwn(params, "MessageSid") ? params.MessageSid : undefined;
        if (status && sid) {
          const [notice] = await app.db
            .select({ orderId: guestNotices.orderId })
            .from(guestNotices)
            .where(eq(guestNotices.messageSid, sid))
            .limit(1);
          if (notice) await recordTextStatus(app.db, { orderId: notice.orderId, status });
        }
        return reply.code(204).send(null);
      },
    );
  });
}
