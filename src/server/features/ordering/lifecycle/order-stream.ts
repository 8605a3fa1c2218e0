import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GuestOrderLiveMessage } from "../../../../shared/live/live.ts";
import { orders } from "../../../db/schema.ts";
import { HttpError } from "../../../http/errors.ts";
import type { LiveHub } from "../../live/live.hub.ts";
import { toGuestOrder } from "../views/order-views.ts";

// Decision 007: the guest's confirmation page follows its order over Server-Sent Events. One-way, plain HTTP
// (no upgrade), reconnected by the browser's EventSource on its own; the tracking key in the query is the same
// secret the page's address already carries.

const HEARTBEAT_MS = 25_000;
/** Several tabs or phones may follow one order; beyond this on one instance something is looping. */
const WATCHERS_PER_ORDER_MAX = 20;
const RETRY_MS = 3_000;

type OrderRow = typeof orders.$inferSelect;

export function createOrderStreams(app: FastifyInstance, hub: LiveHub) {
  const open = new Set<() => void>();
  // An open stream would hold the server's close forever: end them all first.
  app.addHook("onClose", async () => {
    for (const end of [...open]) end();
  });

  return function streamOrder(request: FastifyRequest, reply: FastifyReply, row: OrderRow) {
    if (hub.orderWatchers(row.id) >= WATCHERS_PER_ORDER_MAX)
      throw new HttpError(429, "TOO_MANY_WATCHERS", "This order is already followed in too many windows.");
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      // nginx and similar proxies would otherwise hold the events back in their buffers.
      "x-accel-buffering": "no",
    });
    let lastSent = "";
    const send = (current: OrderRow) => {
      const message: GuestOrderLiveMessage = { type: "order", order: toGuestOrder(current) };
      const text = JSON.stringify(message);
      if (text === lastSent) return;
      lastSent = text;
      raw.write(`data: ${text}\n\n`);
    };
    raw.write(`retry: ${RETRY_MS}\n\n`);
    send(row);

    // One read at a time; changes heard meanwhile are covered by one more read after it.
    let reading: Promise<void> | null = null;
    let isWanted = false;
    const refresh = () => {
      if (reading) {
        isWanted = true;
        return;
      }
      reading = app.db
        .select()
        .from(orders)
        .where(eq(orders.id, row.id))
        .limit(1)
        .then(([current]) => {
          if (current) send(current);
        })
        .catch((error: unknown) => request.log.warn({ err: String(error) }, "order stream could not read"))
        .finally(() => {
          reading = null;
          if (isWanted) {
            isWanted = false;
            refresh();
          }
        });
    };
    const unwatch = hub.watchOrder(row.id, refresh);
    // A change between reading the order and watching it would go unheard: read it once more now.
    refresh();
    const heartbeat = setInterval(() => raw.write(": ping\n\n"), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unwatch();
      open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    // The guest closed the page or lost the connection.
    raw.on("close", end);
  };
}
