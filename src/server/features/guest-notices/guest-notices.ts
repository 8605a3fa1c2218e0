import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { businesses, guestNotices, orders } from "../../db/schema.ts";
import type { Move } from "../ordering/lifecycle.ts";
import { toOrder } from "../ordering/orders.service.ts";
import { createTextSender, isRefusedNumber, type TextSender } from "./guest-texts.ts";
import { GUEST_NOTICE_JOB, type NoticeChannel, type NoticeEvent } from "./notice-kinds.ts";
import { describeNotice, guestNoticeMail, type NoticeFacts } from "./notice-mail.ts";

// What the guest hears of their order, hooked on its lifecycle (ordering/lifecycle.ts) as listeners: each move
// the guest cares about queues one job per channel they asked for, in the move's own transaction, so a notice
// exists exactly when its move does. A cash order placed live queues its "received" mail in its own write
// (ordering/order-write.ts), as it does the owner's mail.
//
// Each (order, event, channel) goes at most once: the job claims its row in guest_notices before sending, and
// gives the claim back when the mail server or Twilio refuses, so the job's retry can send it; a second job for
// the same notice (a retried move, a replayed webhook) finds the row and sends nothing.

/** Text messages are short and few: the guest hears when to come, that it is ready, or that it was turned down. */
const TEXTED: ReadonlySet<NoticeEvent> = new Set(["accepted", "ready", "rejected"]);

interface NoticePayload {
  orderId: string;
  event: NoticeEvent;
  channel: NoticeChannel;
}

function readPayload(payload: unknown): NoticePayload {
  const { orderId, event, channel } = (payload ?? {}) as Record<string, unknown>;
  if (typeof orderId !== "string" || typeof event !== "string" || (channel !== "email" && channel !== "sms"))
    throw new Error("guest notice job payload is not {orderId, event, channel}");
  return { orderId, event: event as NoticeEvent, channel };
}

export function registerGuestNotices(app: FastifyInstance) {
  const texts = app.config.twilio ? createTextSender(app.config.twilio) : null;
  const queue = async ({ db, order }: Move, event: NoticeEvent) => {
    const channels: NoticeChannel[] = [];
    if (order.notifyEmail) channels.push("email");
    // Whether the owner offers texts is read when the job runs: the move does not read the business.
    if (order.notifySms && texts && TEXTED.has(event)) channels.push("sms");
    for (const channel of channels)
      await app.jobs.enqueue(GUEST_NOTICE_JOB, { orderId: order.id, event, channel }, { db });
    return undefined;
  };
  const { lifecycle } = app.payments;
  // A card order reaches the kitchen once its card is held, or once the guest chooses to pay in person.
  lifecycle.on(["live"], (move) => queue(move, "received"));
  lifecycle.on(["ACCEPTED"], (move) => queue(move, "accepted"));
  // A delivery order marked ready has left with the driver: its mail says it is on its way.
  lifecycle.on(["READY"], (move) => queue(move, "ready"));
  lifecycle.on(["REJECTED"], (move) => queue(move, "rejected"));
  // An unpaid card order the guest walked away from was never theirs to hear of.
  lifecycle.on(["CANCELLED"], (move) =>
    move.why === "pay-deadline" ? Promise.resolve(undefined) : queue(move, "cancelled"),
  );
  lifecycle.on(["refunded"], (move) => queue(move, `refunded:${move.order.refunded}`));

  app.jobs.handle(GUEST_NOTICE_JOB, (payload) => sendNotice(app, texts, readPayload(payload)));
}

async function sendNotice(app: FastifyInstance, texts: TextSender | null, notice: NoticePayload) {
  const [row] = await app.db
    .select({ order: orders, name: businesses.name, url: businesses.url, config: businesses.config })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(eq(orders.id, notice.orderId))
    .limit(1);
  // The business or the order was deleted meanwhile: nobody to tell.
  if (!row) return;
  const order = toOrder(row.order);
  const config = row.config as BusinessConfig;
  const email = order.customer.email ?? "";
  const isWanted =
    notice.channel === "email"
      ? order.notify.email && email !== ""
      : order.notify.sms && texts !== null && config.guestSms === true && order.customer.phone !== "";
  if (!isWanted) return;

  const lang = row.order.guestLang;
  const link = `${app.config.publicBaseUrl}/m/${encodeURIComponent(row.url)}/orders/${encodeURIComponent(order.id)}?key=${encodeURIComponent(order.trackingKey)}${lang ? `&lang=${encodeURIComponent(lang)}` : ""}`;
  const facts: NoticeFacts = {
    order,
    event: notice.event,
    business: { name: row.name, config },
    link,
    lang,
    now: app.clock(),
  };

  const key = { orderId: order.id, event: notice.event, channel: notice.channel };
  const [claimed] = await app.db
    .insert(guestNotices)
    .values(key)
    .onConflictDoNothing()
    .returning({ orderId: guestNotices.orderId });
  if (!claimed) return;
  try {
    if (notice.channel === "email") await app.mailer.send({ to: email, ...guestNoticeMail(facts) });
    else {
      const { detail } = describeNotice(facts);
      await texts?.send(order.customer.phone, `${row.name} #${order.friendlyId}: ${detail} ${link}`);
    }
  } catch (error) {
    // Twilio turned the number down (not a mobile, not a number at all): no retry would change its answer.
    if (isRefusedNumber(error)) {
      app.log.warn({ err: error, orderId: order.id }, "the guest's number cannot get text messages");
      return;
    }
    await app.db
      .delete(guestNotices)
      .where(
        and(
          eq(guestNotices.orderId, key.orderId),
          eq(guestNotices.event, key.event),
          eq(guestNotices.channel, key.channel),
        ),
      );
    throw error;
  }
}
