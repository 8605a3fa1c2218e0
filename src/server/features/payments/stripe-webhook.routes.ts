import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../http/errors.ts";

// Stripe's one endpoint for all its events. Stripe signs the exact bytes it sends: this route alone reads its
// body raw. What each event does is its feature's (stripe-events-wiring.ts lists them).

export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser(["application/json"]);
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  app.post(
    "/v1/public/payment/webhook",
    {
      config: { auth: "public" },
      schema: {
        tags: ["payments"],
        summary: "Stripe's events, signed (Stripe-Signature); each applied once however often it arrives",
        description: "400 for a bad or old signature.",
        response: { 200: z.object({ received: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      const { events } = app.payments;
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      await events.apply(events.verify(raw, typeof signature === "string" ? signature : undefined));
      return { received: true };
    },
  );
};
