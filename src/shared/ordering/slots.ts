import { z } from "zod";
import { ORDER_TYPES } from "./order-rules.ts";

// GET /v1/public/businesses/{id}/slots: a day's pacing slots with the room each has left (pacing.ts).

export const SlotsQuerySchema = z.object({
  /** A day on the business's calendar. */
  date: z.iso.date({ error: "Please choose a valid date (YYYY-MM-DD)." }),
  /** The order's type: its usual time to be ready decides the first slot of today. */
  type: z.enum(ORDER_TYPES, { error: "Please choose pick-up, delivery or table." }).default("PICKUP"),
});
export type SlotsQuery = z.input<typeof SlotsQuerySchema>;

export const SlotSchema = z
  .object({
    start: z.string(),
    end: z.string(),
    /** The orders the slot still takes (with an item cap only, the items); null when the business does not pace. */
    left: z.number().nullable(),
    /** The items it still takes under an item cap; null without one. */
    itemsLeft: z.number().nullable(),
  })
  .meta({ id: "Slot" });
export type Slot = z.infer<typeof SlotSchema>;

export const SlotListSchema = z.array(SlotSchema);
