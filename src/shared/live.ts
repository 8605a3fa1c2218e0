import { z } from "zod";

// GET /v1/businesses/{id}/live (a WebSocket): what the server tells the dashboard (docs/decisions/003).

export const LiveMessageSchema = z.discriminatedUnion("type", [
  /** The socket is open and subscribed. */
  z.object({ type: z.literal("ready") }),
  /** One of the business's menus changed, in any tab, device or app instance. */
  z.object({ type: z.literal("menu"), menuId: z.string(), version: z.number() }),
  /** The server's own connection to the database came back: changes may have been missed. */
  z.object({ type: z.literal("resync") }),
]);
export type LiveMessage = z.infer<typeof LiveMessageSchema>;
