import { z } from "zod";
import { GuestOrderSchema, OrderSchema } from "../ordering/orders.ts";
import { ReservationSchema } from "../reservations/reservations.ts";

export const ORDER_CHANGES = ["created", "status", "opened", "payment"] as const;
export type OrderChangeKind = (typeof ORDER_CHANGES)[number];
export const RESERVATION_CHANGES = ["created", "updated"] as const;
export type ReservationChangeKind = (typeof RESERVATION_CHANGES)[number];

// The live channel's messages (docs/decisions/003 and 008), one schema for the server that sends them and the
// pages that read them.

/** GET /v1/businesses/{id}/live (a WebSocket): what the server tells the dashboard. */
export const LiveMessageSchema = z.discriminatedUnion("type", [
  /** The socket is open and subscribed. */
  z.object({ type: z.literal("ready") }),
  /** One of the business's menus changed, in any tab, device or app instance. */
  z.object({ type: z.literal("menu"), menuId: z.string(), version: z.number() }),
  /** The server's own connection to the database came back: changes may have been missed. */
  z.object({ type: z.literal("resync") }),
  /**
   * An order arrived (`created`), its status changed (`status`), from any instance or the job worker, or someone
   * opened it on a dashboard for the first time (`opened`: its new-order sound stops everywhere), or its card
   * payment moved without its status (`payment`: captured, released or refunded). `order` is the order as it is
   * now, in the shape of the Orders list and detail, so a dashboard updates what it shows without asking again.
   */
  z.object({ type: z.literal("order"), change: z.enum(ORDER_CHANGES), order: OrderSchema }),
  /** A booking was made (`created`) or changed in any way (`updated`): the booking as the host's book shows it. */
  z.object({
    type: z.literal("reservation"),
    change: z.enum(RESERVATION_CHANGES),
    reservation: ReservationSchema,
    /** Its day on the business's calendar, so a book showing another day leaves it alone. */
    date: z.string(),
  }),
]);
export type LiveMessage = z.infer<typeof LiveMessageSchema>;

/**
 * GET /v1/public/orders/{id}/live?key (Server-Sent Events, each `data:` one message): the whole order as the
 * guest may see it, on opening and after every change.
 */
export const GuestOrderLiveMessageSchema = z.object({ type: z.literal("order"), order: GuestOrderSchema });
export type GuestOrderLiveMessage = z.infer<typeof GuestOrderLiveMessageSchema>;

/**
 * GET /v1/public/businesses/mqstatus: the realtime channel's health, as this instance sees it, for status pages
 * and monitors. Public, so it says nothing of anyone's businesses or sockets.
 */
export const LiveHealthSchema = z
  .object({
    /** A notification sent through the database came back to this instance's listener in time. */
    up: z.boolean(),
    roundTripMs: z.number().nullable(),
    checkedAt: z.string(),
  })
  .meta({ id: "LiveHealth" });
export type LiveHealth = z.infer<typeof LiveHealthSchema>;
