import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import { toOrder } from "../ordering/views/order-views.ts";
import type { LoadOrder } from "./live.hub.ts";

/**
 * The order a live message carries, read by its primary key and written by the same serializer as the Orders
 * list and detail routes, so the dashboard can put it straight into what it already shows.
 */
export function orderLoader(db: Db): LoadOrder {
  return async (orderId) => {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    return row ? toOrder(row) : null;
  };
}
