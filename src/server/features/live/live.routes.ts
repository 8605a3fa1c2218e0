import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema, TokenQuerySchema } from "../../../shared/common/id.ts";
import { LiveHealthSchema, type LiveMessage } from "../../../shared/live/live.ts";
import { ErrorSchema, errorResponses, HttpError } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import { type LiveHub, PROBE_CHANNEL } from "./live.hub.ts";

const HEARTBEAT_MS = 25_000;

/**
 * GET /v1/businesses/{id}/live as a WebSocket: `{type: "menu", menuId, version}` for every change to one of the
 * business's menus and `{type: "order", change, order}` for every change to one of its orders, from any tab,
 * device or app instance (the messages: `LiveMessageSchema`). Browsers cannot set headers on a WebSocket, so the
 * token comes as `?token=`, as for the logo upload.
 */
export function liveRoutes(hub: LiveHub): FastifyPluginAsyncZod {
  return async (app) => {
    // `mqstatus`, for status pages and monitors: 200 with `up: true` when a notification goes through the database and back to
    // this instance's listener (the path every menu and order change takes); 503 with `up: false` otherwise.
    app.get(
      "/v1/public/businesses/mqstatus",
      {
        schema: {
          tags: ["live"],
          response: { 200: LiveHealthSchema, 503: LiveHealthSchema, ...errorResponses },
        },
      },
      async (_request, reply) => {
        const health = await hub.health(async (payload) => {
          await app.db.execute(sql`select pg_notify(${PROBE_CHANNEL}, ${payload})`);
        });
        reply.header("cache-control", "no-store");
        return reply.status(health.up ? 200 : 503).send(health);
      },
    );

    app.route({
      method: "GET",
      url: "/v1/businesses/:id/live",
      // Ownership is checked before the upgrade: another member's id answers 404 like a missing one.
      config: { tokenInQuery: true, business: "params.id" },
      schema: {
        tags: ["live"],
        params: IdParamsSchema,
        querystring: TokenQuerySchema,
        response: { ...errorResponses, 426: ErrorSchema },
      },
      handler: async () => {
        throw new HttpError(426, "UPGRADE_REQUIRED", "Open this address as a WebSocket.");
      },
      wsHandler: (socket, request) => {
        const remove = hub.add(businessScope(request).business.id, socket);
        // Proxies drop connections that stay silent; a ping now and then keeps this one open.
        const heartbeat = setInterval(() => socket.ping(), HEARTBEAT_MS);
        socket.on("close", () => {
          clearInterval(heartbeat);
          remove();
        });
        socket.send(JSON.stringify({ type: "ready" } satisfies LiveMessage));
      },
    });
  };
}
