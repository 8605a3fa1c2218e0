import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { BusinessConfig } from "../../../../shared/businesses/business-config.ts";
import { preparedOnce } from "../../../db/prepared.ts";
import { businesses, members, orders } from "../../../db/schema.ts";
import { newOrderMail, OWNER_LANGUAGE, unacceptedOrderMail } from "../../../mail/templates/index.ts";
import { makeOrderDue } from "../placing/orders.service.ts";
import { toOrder } from "../views/order-views.ts";
import { isStillUnattended } from "./order-escalation.ts";
import { ORDER_DUE_JOB, ORDER_ESCALATE_JOB, ORDER_MAIL_JOB } from "./order-kinds.ts";

// A scheduled order becomes NEW when due, and the owner hears of each new order by mail, both
// as jobs in the database (docs/decisions/006): a restart loses neither, and the request never waits for them.

export function registerOrderJobs(app: FastifyInstance) {
  app.jobs.handle(ORDER_DUE_JOB, ({ orderId }) =>
    makeOrderDue({ db: app.db, lifecycle: app.orders.lifecycle, orderId }),
  );

  // Prepared once per database: each new order is a mail, so under a rush this statement runs for each.
  const readMailRow = preparedOnce(app.db, "order_mail_row", (name) =>
    app.db
      .select({
        order: orders,
        config: businesses.config,
        name: businesses.name,
        notificationEmail: members.notificationEmail,
        email: members.email,
      })
      .from(orders)
      .innerJoin(businesses, eq(businesses.id, orders.businessId))
      .innerJoin(members, eq(members.id, businesses.memberId))
      .where(eq(orders.id, sql.placeholder("orderId")))
      .limit(1)
      .prepare(name),
  );
  app.jobs.handle(ORDER_MAIL_JOB, async ({ orderId }) => {
    const [row] = await readMailRow.execute({ orderId });
    // The business was deleted meanwhile: nobody to tell.
    if (!row) return;
    const to = row.notificationEmail || row.email;
    const order = toOrder(row.order);
    const link = `${app.config.publicBaseUrl}${app.config.contextPath}/app/orders/${encodeURIComponent(order.id)}`;
    const mail = newOrderMail({
      order,
      config: row.config as BusinessConfig,
      businessName: row.name,
      link,
      lang: OWNER_LANGUAGE,
    });
    await app.mailer.send({ to, ...mail });
  });
  app.jobs.handle(ORDER_ESCALATE_JOB, async ({ orderId }) => {
    const [row] = await readMailRow.execute({ orderId });
    if (!row) return;
    const order = toOrder(row.order);
    // Accepted, turned down or opened meanwhile: someone has it, no need to mail.
    if (!isStillUnattended(order)) return;
    const link = `${app.config.publicBaseUrl}${app.config.contextPath}/app/kitchen`;
    const mail = unacceptedOrderMail({
      order,
      businessName: row.name,
      link,
      now: app.clock(),
      lang: OWNER_LANGUAGE,
    });
    await app.mailer.send({ to: row.notificationEmail || row.email, ...mail });
  });
}
