import type { FastifyInstance } from "fastify";
import type { Listen } from "../../db/client.ts";
import { forgetOnBookingChanges } from "./availability-cache.ts";
import { registerBookingNotices } from "./booking-notices.ts";
import { registerBookingGuarantees } from "./guarantee.routes.ts";
import { registerWaitlistNotices } from "./waitlist-notices.ts";

/**
 * What table bookings run beside their routes: the jobs of guests' notices and of no-show fees (registered before
 * the worker starts), and each instance forgetting its times with room when another changes a booking.
 */
export async function registerReservations(app: FastifyInstance, listen: Listen) {
  registerBookingNotices(app);
  registerBookingGuarantees(app);
  registerWaitlistNotices(app);
  const unlisten = await forgetOnBookingChanges(listen);
  app.addHook("onClose", async () => unlisten());
}
