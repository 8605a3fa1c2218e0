import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import {
  GUEST_PAGE_RATINGS,
  RATING_MESSAGES,
  RATING_WINDOW_MINUTES,
  RATINGS_PER_WINDOW,
  type RatingRequestSchema,
  type RatingUpdate,
  roundedAverage,
} from "../../../shared/ratings/ratings.ts";
import type { Db } from "../../db/client.ts";
import { hashSecret, newId } from "../../db/ids.ts";
import { businesses, members, ratings } from "../../db/schema.ts";
import type { BusinessScope } from "../../db/tenancy.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { newRatingMail, OWNER_LANGUAGE } from "../../mail/templates/index.ts";

type RatingRow = typeof ratings.$inferSelect;

export function toRating(row: RatingRow) {
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    score: row.score,
    approved: row.approved,
    removed: row.removed,
    createdDate: row.createdAt.toISOString(),
  };
}

const gone = () => new HttpError(402, "UNPUBLISHED", MESSAGES.linkUnavailable);
const visible = (businessId: string) =>
  and(eq(ratings.businessId, businessId), eq(ratings.approved, true), eq(ratings.removed, false));

/** A business guests may see: 404 when unknown, 402 when unpublished (as every public call answers). */
async function requirePublishedBusiness(db: Db, businessId: string) {
  const [business] = await db
    .select({
      id: businesses.id,
      published: businesses.published,
      config: businesses.config,
      name: businesses.name,
      memberId: businesses.memberId,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!business) throw notFound(MESSAGES.notFoundPage);
  if (!business.published) throw gone();
  return business;
}

export interface SubmitRatingOptions {
  db: Db;
  mailer: Mailer;
  businessId: string;
  input: z.output<typeof RatingRequestSchema>;
  /** The guest's network address; only its hash is kept. */
  clientAddress: string;
  /** Where the owner reads new ratings, for the mail. */
  dashboardUrl: string;
  log: (error: unknown) => void;
}

/**
 * A guest's rating (new until its owner accepts it). Spam protection: a filled honeypot answers
 * as if stored and keeps nothing; each address may rate RATINGS_PER_WINDOW times per window, over all businesses.
 */
export async function submitRating(options: SubmitRatingOptions) {
  const { db, businessId, input } = options;
  const business = await requirePublishedBusiness(db, businessId);
  if (!(business.config as BusinessConfig).allowFeedback) throw notFound(RATING_MESSAGES.feedbackOff);
  if (input.website?.trim()) return null;

  const clientHash = hashSecret(`rating:${options.clientAddress}`);
  const since = new Date(Date.now() - RATING_WINDOW_MINUTES * 60_000);
  const [recent] = await db
    .select({ n: count() })
    .from(ratings)
    .where(and(eq(ratings.clientHash, clientHash), gt(ratings.createdAt, since)));
  if ((recent?.n ?? 0) >= RATINGS_PER_WINDOW)
    throw new HttpError(429, "RATE_LIMITED", RATING_MESSAGES.tooMany);

  const [row] = await db
    .insert(ratings)
    .values({
      id: newId(),
      businessId,
      name: input.name,
      message: input.message,
      score: input.score,
      clientHash,
    })
    .returning();
  if (!row) throw new Error("rating insert returned nothing");
  await mailOwner(options, business, row);
  return toRating(row);
}

/** The owner's notification email hears of each new rating; a mail failure loses no rating. */
async function mailOwner(
  options: SubmitRatingOptions,
  business: { name: string; memberId: string },
  rating: RatingRow,
) {
  try {
    const [owner] = await options.db
      .select({ notificationEmail: members.notificationEmail, email: members.email })
      .from(members)
      .where(eq(members.id, business.memberId))
      .limit(1);
    const to = owner?.notificationEmail || owner?.email;
    if (!to) return;
    const mail = newRatingMail({
      rating,
      businessName: business.name,
      link: options.dashboardUrl,
      lang: OWNER_LANGUAGE,
    });
    await options.mailer.send({ to, ...mail });
  } catch (error) {
    options.log(error);
  }
}

/** Approved, non-removed ratings, newest first, with the average of all of them. */
export async function findVisibleRatings(db: Db, businessId: string, limit: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(ratings)
      .where(visible(businessId))
      .orderBy(desc(ratings.createdAt), desc(ratings.id))
      .limit(limit),
    db
      .select({ n: count(), sum: sql<string | null>`sum(${ratings.score})` })
      .from(ratings)
      .where(visible(businessId)),
  ]);
  const total = totals?.n ?? 0;
  return {
    ratings: rows.map(toRating),
    average: roundedAverage(Number(totals?.sum ?? 0), total),
    count: total,
  };
}

export const PUBLIC_RATINGS_LIMIT = 100;

export async function findPublicRatings(db: Db, businessId: string) {
  await requirePublishedBusiness(db, businessId);
  return findVisibleRatings(db, businessId, PUBLIC_RATINGS_LIMIT);
}

/** What the guest page shows: live, not from the publish snapshot. */
export async function findGuestPageRatings(db: Db, businessId: string) {
  const [business] = await db
    .select({ config: businesses.config })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  const allowFeedback = Boolean((business?.config as BusinessConfig | undefined)?.allowFeedback);
  return { allowFeedback, ...(await findVisibleRatings(db, businessId, GUEST_PAGE_RATINGS)) };
}

/** The owner's Reviews tab: every rating not removed, new ones first. */
export async function findOwnerRatings({ db, scope }: { db: Db; scope: BusinessScope }) {
  const rows = await db
    .select()
    .from(ratings)
    .where(and(eq(ratings.businessId, scope.business.id), eq(ratings.removed, false)))
    .orderBy(ratings.approved, desc(ratings.createdAt), desc(ratings.id));
  return rows.map(toRating);
}

export async function updateRating({
  db,
  scope,
  update,
}: {
  db: Db;
  scope: BusinessScope;
  update: RatingUpdate;
}) {
  const changes = "approved" in update ? { approved: update.approved } : { removed: update.removed };
  const [row] = await db
    .update(ratings)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(ratings.id, update.id), eq(ratings.businessId, scope.business.id)))
    .returning();
  if (!row) throw notFound();
  return toRating(row);
}
