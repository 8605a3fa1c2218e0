import type { FastifyInstance } from "fastify";
import { type PaymentDeps, passDeadline, settleOrderPayment } from "./order-payments.service.ts";
import { PAYMENT_DEADLINE_JOB, PAYMENT_SETTLE_JOB } from "./payment-kinds.ts";

// Issue 13: the payment's background work, in the jobs table (docs/decisions/006): settling an order's money after
// a webhook or a move (retried while Stripe is out of reach), and the deadlines of unpaid and unaccepted orders.

const readPayload = (payload: unknown) => {
  const { orderId, deadline } = (payload ?? {}) as { orderId?: unknown; deadline?: unknown };
  if (typeof orderId !== "string") throw new Error("job payload has no orderId");
  return { orderId, deadline: deadline === "pay" ? ("pay" as const) : ("accept" as const) };
};

export function registerPaymentJobs(app: FastifyInstance, deps: PaymentDeps) {
  app.jobs.handle(PAYMENT_SETTLE_JOB, async (payload) => {
    await settleOrderPayment(deps, readPayload(payload).orderId);
  });
  app.jobs.handle(PAYMENT_DEADLINE_JOB, async (payload) => {
    const { orderId, deadline } = readPayload(payload);
    await passDeadline(deps, orderId, deadline);
  });
}
