import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { businesses, members, orders } from "../../../db/schema.ts";
import { OWNER_LANGUAGE, paymentProblemMail } from "../../../mail/templates/index.ts";
import { isStripeOutage } from "../../payments/stripe-client.ts";
import { toOrder } from "../views/order-views.ts";
import {
  captureRetryAt,
  type PaymentDeps,
  passDeadline,
  settleOrderPayment,
} from "./order-payments.service.ts";
import { PAYMENT_DEADLINE_JOB, PAYMENT_PROBLEM_MAIL_JOB, PAYMENT_SETTLE_JOB } from "./payment-kinds.ts";

// The payment's background work, in the jobs table (docs/decisions/006): settling an order's money after
// a webhook or a move (retried while Stripe is out of reach), and the deadlines of unpaid and unaccepted orders.

export function registerPaymentJobs(app: FastifyInstance, deps: PaymentDeps) {
  app.jobs.handle(PAYMENT_SETTLE_JOB, async ({ orderId }) => {
    try {
      await settleOrderPayment(deps, orderId);
    } catch (error) {
      const retryAt = isStripeOutage(error) ? await captureRetryAt(deps, orderId) : null;
      if (!retryAt) throw error;
      // A capture is tried again as a job of its own: the queue would give up after its last try.
      app.log.warn({ err: String(error), orderId, retryAt }, "card not captured yet; tried again later");
      await deps.jobs.enqueue(PAYMENT_SETTLE_JOB, { orderId }, { runAt: retryAt });
    }
  });
  app.jobs.handle(PAYMENT_DEADLINE_JOB, async ({ orderId, deadline }) => {
    await passDeadline(deps, orderId, deadline);
  });
  app.jobs.handle(PAYMENT_PROBLEM_MAIL_JOB, async ({ orderId }) => {
    const [row] = await deps.db
      .select({ order: orders, name: businesses.name, to: members.notificationEmail, email: members.email })
      .from(orders)
      .innerJoin(businesses, eq(businesses.id, orders.businessId))
      .innerJoin(members, eq(members.id, businesses.memberId))
      .where(eq(orders.id, orderId))
      .limit(1);
    const order = row ? toOrder(row.order) : null;
    // Captured (or the business gone) meanwhile: nothing to warn of.
    if (!row || !order?.paymentProblem) return;
    const link = `${app.config.publicBaseUrl}${app.config.contextPath}/app/orders/${encodeURIComponent(order.id)}`;
    const mail = paymentProblemMail({
      friendlyId: order.friendlyId,
      businessName: row.name,
      problem: order.paymentProblem,
      link,
      lang: OWNER_LANGUAGE,
    });
    await app.mailer.send({ to: row.to || row.email, ...mail });
  });
}
