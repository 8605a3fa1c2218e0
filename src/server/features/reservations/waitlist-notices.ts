import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { GUEST_NOTICES_PER_HOUR } from "../../../shared/common/constants.ts";
import { fill } from "../../../shared/common/fill.ts";
import {
  countryCodeOf,
  isTextable,
  normalizePhone,
  textCountriesOf,
} from "../../../shared/common/phone-number.ts";
import { bookingWords } from "../../../shared/reservations/booking-words.ts";
import { businesses, waitlistEntries, waitlistNotices } from "../../db/schema.ts";
import type { JobPayload } from "../../jobs/define-job.ts";
import { createTextSender, type TextSender } from "../guest-notices/guest-texts.ts";
import { countNotice } from "../guest-notices/notice-claims.ts";
import { TEXT_STATUS_PATH } from "../guest-notices/text-status.routes.ts";
import { WAITLIST_NOTICE_JOB } from "./waitlist.service.ts";

// "Your table is ready" to a waiting party: a text where the business sends texts, a mail where the party gave
// an address; each press of the host's button once per channel, within the hourly limit per recipient that
// every guest notice keeps. The link opens the party's place in line.

type Payload = JobPayload<typeof WAITLIST_NOTICE_JOB>;

export function registerWaitlistNotices(app: FastifyInstance) {
  const texts = app.config.twilio ? createTextSender(app.config.twilio) : null;
  const perHour = app.config.guestNotices?.perHour ?? GUEST_NOTICES_PER_HOUR;
  app.jobs.handle(WAITLIST_NOTICE_JOB, (notice) => tellTableReady(app, texts, perHour, notice));
}

async function tellTableReady(
  app: FastifyInstance,
  texts: TextSender | null,
  perHour: number,
  notice: Payload,
) {
  const [found] = await app.db
    .select({
      row: waitlistEntries,
      name: businesses.name,
      url: businesses.url,
      config: businesses.config,
      country: businesses.country,
      email: businesses.email,
    })
    .from(waitlistEntries)
    .innerJoin(businesses, eq(businesses.id, waitlistEntries.businessId))
    .where(eq(waitlistEntries.id, notice.entryId))
    .limit(1);
  if (!found) return;
  // Seated or removed meanwhile: the news is old.
  if (found.row.status !== "NOTIFIED") return;
  const { row } = found;
  const config = found.config as BusinessConfig;
  let recipient: string | null = null;
  if (notice.channel === "email") recipient = row.email ? row.email.toLowerCase() : null;
  else if (texts && config.guestSms === true) {
    const phone = normalizePhone(row.phone, countryCodeOf(found.country));
    recipient =
      phone && isTextable(phone, textCountriesOf(found.country, config.textCountries)) ? phone.e164 : null;
  }
  if (!recipient) return;
  const key = { entryId: row.id, notice: notice.notice, channel: notice.channel };
  const [claimed] = await app.db.insert(waitlistNotices).values(key).onConflictDoNothing().returning();
  if (!claimed) return;
  const isKey = and(
    eq(waitlistNotices.entryId, key.entryId),
    eq(waitlistNotices.notice, key.notice),
    eq(waitlistNotices.channel, key.channel),
  );
  if (!(await countNotice(app.db, { businessId: row.businessId, recipient, perHour }))) {
    await app.db.update(waitlistNotices).set({ heldBack: true }).where(isKey);
    return;
  }
  const words = bookingWords(null);
  const link = `${app.config.publicBaseUrl}${app.config.contextPath}/m/${encodeURIComponent(found.url)}/waitlist/${encodeURIComponent(row.id)}?key=${encodeURIComponent(row.guestKey)}`;
  const detail = fill(words.tableReadyDetail, { name: found.name });
  try {
    if (notice.channel === "email") {
      await app.mailer.send({
        to: recipient,
        subject: `${words.tableReady} · ${found.name}`,
        text: [
          found.name,
          "",
          words.tableReady,
          detail,
          "",
          link,
          "",
          fill(words.waitlistWhy, { name: found.name }),
        ].join("\n"),
        link,
        fromName: found.name.trim() || undefined,
        ...(found.email.trim() ? { replyTo: found.email.trim() } : {}),
      });
    } else {
      await texts?.send(
        recipient,
        `${found.name}: ${words.tableReady}. ${detail} ${link}`,
        `${app.config.publicBaseUrl}${app.config.contextPath}${TEXT_STATUS_PATH}`,
      );
    }
  } catch (error) {
    await app.db.delete(waitlistNotices).where(isKey);
    throw error;
  }
  await app.db.update(waitlistNotices).set({ sentAt: new Date() }).where(isKey);
}
