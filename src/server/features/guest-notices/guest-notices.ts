import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { GUEST_NOTICES_PER_HOUR } from "../../../shared/common/constants.ts";
import {
  countryCodeOf,
  isTextable,
  normalizePhone,
  textCountriesOf,
} from "../../../shared/common/phone-number.ts";
import { fullAddress } from "../../../shared/guest-page/guest-view.ts";
import type { MenuItem } from "../../../shared/menus/menu.ts";
import type { Order } from "../../../shared/ordering/orders.ts";
import { businesses, members, orders } from "../../db/schema.ts";
import type { JobPayload } from "../../jobs/define-job.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { describeNotice, guestNoticeMail, type NoticeFacts } from "../../mail/templates/guest-notice.ts";
import type { Move } from "../ordering/lifecycle/lifecycle.ts";
import { toOrder } from "../ordering/views/order-views.ts";
import { findSnapshot } from "../publishing/publishing.service.ts";
import { findTaxLabels } from "../taxes/tax-labels.ts";
import { createTextSender, isRefusedNumber, type TextSender } from "./guest-texts.ts";
import {
  claimNotice,
  countNotice,
  type GuestNoticeLimits,
  NOTICE_LEASE_MS,
  releaseNotice,
  settleNotice,
} from "./notice-claims.ts";
import { GUEST_NOTICE_JOB, type NoticeChannel, type NoticeEvent } from "./notice-kinds.ts";
import { recordTextStatus, TEXT_STATUS_PATH } from "./text-status.routes.ts";

// What the guest hears of their order, hooked on its lifecycle as listeners (ordering/lifecycle/lifecycle-wiring.ts): each move
// the guest cares about queues one job per channel they asked for, in the move's own transaction, so a notice
// exists exactly when its move does. A cash order placed live queues its "received" mail in its own write
// (ordering/placing/order-write.ts), as it does the owner's mail.
//
// Each (order, event, channel) goes at most once: the job claims its row in guest_notices for a lease before
// sending (notice-claims.ts), gives the claim back when the mail server or Twilio refuses, so the job's retry can
// send it, and a claim whose worker died lapses and is sent by the retry; a second job for the same notice (a
// retried move, a replayed webhook) finds it sent and sends nothing. One recipient gets at most a few notices of a
// business an hour; texts go only to mobiles the business may text (README "Guests' mails and texts").

/**
 * Text messages are short and few: the guest hears when to come, that it is ready, that the driver has it, or
 * that it was turned down.
 */
const TEXTED: ReadonlySet<NoticeEvent> = new Set(["accepted", "ready", "on-its-way", "rejected"]);

type NoticePayload = JobPayload<typeof GUEST_NOTICE_JOB>;

/**
 * A listener on the order's lifecycle (ordering/lifecycle/lifecycle-wiring.ts registers it): the move's notice, as `eventOf`
 * names it (null for none), queued as one job per channel the guest asked for.
 */
export function noticeGuest(
  { jobs, canText }: { jobs: JobQueue; canText: boolean },
  eventOf: (move: Move) => NoticeEvent | null,
) {
  return async (move: Move): Promise<undefined> => {
    const event = eventOf(move);
    if (event === null) return undefined;
    const { db, order } = move;
    const channels: NoticeChannel[] = [];
    if (order.notifyEmail) channels.push("email");
    // Whether the owner offers texts is read when the job runs: the move does not read the business.
    if (order.notifySms && canText && TEXTED.has(event)) channels.push("sms");
    for (const channel of channels)
      await jobs.enqueue(GUEST_NOTICE_JOB, { orderId: order.id, event, channel }, { db });
    return undefined;
  };
}

export function registerGuestNotices(app: FastifyInstance) {
  const texts = app.config.twilio ? createTextSender(app.config.twilio) : null;

  const limits = {
    leaseMs: app.config.guestNotices?.leaseMs ?? NOTICE_LEASE_MS,
    perHour: app.config.guestNotices?.perHour ?? GUEST_NOTICES_PER_HOUR,
  };
  // The job's lease is the notice's: a worker killed between claim and send has its notice sent a lease later.
  app.jobs.handle(GUEST_NOTICE_JOB, (notice) => sendNotice(app, texts, limits, notice), {
    leaseMs: limits.leaseMs,
  });
}

/** Where the notice goes: the guest's address, or their number when the business may text it; null when nowhere. */
function recipientOf(
  notice: NoticePayload,
  order: Order,
  business: { country: string; config: BusinessConfig },
): string | null {
  if (notice.channel === "email") return order.customer.email ? order.customer.email.toLowerCase() : null;
  // Read again when sending: the owner's list of countries may have changed, and older orders kept digits.
  const phone = normalizePhone(order.customer.phone, countryCodeOf(business.country));
  const countries = textCountriesOf(business.country, business.config.textCountries);
  return phone && isTextable(phone, countries) ? phone.e164 : null;
}

async function sendNotice(
  app: FastifyInstance,
  texts: TextSender | null,
  limits: Required<GuestNoticeLimits>,
  notice: NoticePayload,
) {
  const [row] = await app.db
    .select({
      order: orders,
      name: businesses.name,
      url: businesses.url,
      config: businesses.config,
      country: businesses.country,
      phone: businesses.phone,
      address: businesses.address,
      address2: businesses.address2,
      city: businesses.city,
      state: businesses.state,
      zip: businesses.zip,
      businessEmail: businesses.email,
      ownerEmail: members.notificationEmail,
      memberEmail: members.email,
    })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .innerJoin(members, eq(members.id, businesses.memberId))
    .where(eq(orders.id, notice.orderId))
    .limit(1);
  // The business or the order was deleted meanwhile: nobody to tell.
  if (!row) return;
  const order = toOrder(row.order);
  const config = row.config as BusinessConfig;
  const isWanted =
    notice.channel === "email"
      ? order.notify.email
      : order.notify.sms && texts !== null && config.guestSms === true;
  const recipient = isWanted ? recipientOf(notice, order, { country: row.country, config }) : null;
  if (recipient === null) {
    if (isWanted) app.log.warn({ orderId: order.id }, "the guest's number is not one this business may text");
    return;
  }

  const lang = row.order.guestLang;
  const link = `${app.config.publicBaseUrl}${app.config.contextPath}/m/${encodeURIComponent(row.url)}/orders/${encodeURIComponent(order.id)}?key=${encodeURIComponent(order.trackingKey)}${lang ? `&lang=${encodeURIComponent(lang)}` : ""}`;
  const facts: NoticeFacts = {
    order,
    event: notice.event,
    business: {
      name: row.name,
      config,
      phone: row.phone,
      address: fullAddress(row),
      country: countryCodeOf(row.country),
    },
    link,
    lang,
    now: app.clock(),
    findItem: notice.channel === "email" ? await menuItemsOf(app, order.businessId, lang) : undefined,
    taxLabel: notice.channel === "email" ? await findTaxLabels(app.db, order.businessId, lang) : undefined,
  };

  const key = { orderId: order.id, event: notice.event, channel: notice.channel };
  const claim = await claimNotice(app.db, key, limits.leaseMs);
  if (claim === "done") return;
  // Another worker holds it: this job tries again after the claim, and finds it sent or lapsed.
  if (claim === "busy") throw new Error("the notice is being sent by another worker");
  // Only a first claim counts: a claim lapsed by a killed worker is the same notice, not one more.
  if (claim === "first") {
    const isWithin = await countNotice(app.db, {
      businessId: order.businessId,
      recipient,
      perHour: limits.perHour,
    });
    if (!isWithin) {
      await settleNotice(app.db, key, { isHeldBack: true });
      app.log.warn({ orderId: order.id, channel: notice.channel }, "guest notice held back: hourly limit");
      return;
    }
  }
  try {
    if (notice.channel === "email") {
      // From the restaurant, by name, and a reply reaches it: the guest's questions are for the restaurant.
      await app.mailer.send({
        to: order.customer.email,
        ...guestNoticeMail(facts),
        fromName: row.name.trim() || undefined,
        replyTo: row.businessEmail.trim() || row.ownerEmail.trim() || row.memberEmail,
      });
      await settleNotice(app.db, key, {});
      return;
    }
    const { detail } = describeNotice(facts);
    const sid = await texts?.send(
      recipient,
      `${row.name} #${order.friendlyId}: ${detail} ${link}`,
      `${app.config.publicBaseUrl}${app.config.contextPath}${TEXT_STATUS_PATH}`,
    );
    await settleNotice(app.db, key, { messageSid: sid ?? null });
    await recordTextStatus(app.db, { orderId: order.id, status: "sent" });
  } catch (error) {
    // Twilio turned the number down (not a mobile, not a number at all): no retry would change its answer.
    if (isRefusedNumber(error)) {
      app.log.warn({ err: error, orderId: order.id }, "the guest's number cannot get text messages");
      await settleNotice(app.db, key, {});
      await recordTextStatus(app.db, { orderId: order.id, status: "failed" });
      return;
    }
    await releaseNotice(app.db, key);
    throw error;
  }
}

/**
 * How to find an ordered line's item in the menu as published, for its names in the guest's language; none when
 * the guest ordered in the menu's own language (the order keeps those names) or nothing is published.
 */
async function menuItemsOf(
  app: FastifyInstance,
  businessId: string,
  lang: string | null,
): Promise<((line: { menuId: string; itemId: string }) => MenuItem | undefined) | undefined> {
  if (!lang) return undefined;
  const published = await findSnapshot(app.db, businessId);
  if (!published) return undefined;
  const items = new Map<string, MenuItem>();
  for (const menu of published.snapshot.menus)
    for (const group of menu.nodes) for (const item of group.nodes) items.set(`${menu.id}/${item.id}`, item);
  return (line) => items.get(`${line.menuId}/${line.itemId}`);
}
