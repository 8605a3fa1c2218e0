import { z } from "zod";
import { IdSchema } from "../common/id.ts";

// Ratings are 1 to 5; their average is shown to 1 decimal (docs/requirements.md, "Ratings").
export const RATING_SCORE_MIN = 1;
export const RATING_SCORE_MAX = 5;
export const RATING_NAME_MAX = 60;
export const RATING_MESSAGE_MAX = 1000;
/** Spam protection: ratings one client address may leave per window, over all businesses. */
export const RATINGS_PER_WINDOW = 5;
export const RATING_WINDOW_MINUTES = 10;
/** How many approved ratings the guest page lists (the average covers all of them). */
export const GUEST_PAGE_RATINGS = 10;

export const RATING_MESSAGES = {
  name: "Please tell us your name.",
  message: "Please write a few words.",
  score: "Please choose a score from 1 to 5.",
  tooMany: "You've sent several ratings in a short time. Please try again in a few minutes.",
  feedbackOff: "This business is not taking ratings.",
  thanks: "Thank you! Your rating will appear once the owner accepts it.",
} as const;

export const RatingRequestSchema = z.object({
  name: z
    .string({ error: RATING_MESSAGES.name })
    .trim()
    .min(1, RATING_MESSAGES.name)
    .max(RATING_NAME_MAX, `Names are at most ${RATING_NAME_MAX} characters.`),
  message: z
    .string({ error: RATING_MESSAGES.message })
    .trim()
    .min(1, RATING_MESSAGES.message)
    .max(RATING_MESSAGE_MAX, `Messages are at most ${RATING_MESSAGE_MAX} characters.`),
  score: z.coerce
    .number({ error: RATING_MESSAGES.score })
    .int(RATING_MESSAGES.score)
    .min(RATING_SCORE_MIN, RATING_MESSAGES.score)
    .max(RATING_SCORE_MAX, RATING_MESSAGES.score),
  /** The honeypot: hidden from people, filled only by bots, which are then refused. */
  website: z.string().max(500).optional(),
});
export type RatingRequest = z.input<typeof RatingRequestSchema>;

export const RatingSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    message: z.string(),
    score: z.number(),
    approved: z.boolean(),
    removed: z.boolean(),
    createdDate: z.string(),
  })
  .meta({ id: "Rating" });
export type Rating = z.infer<typeof RatingSchema>;

export const PublicRatingsSchema = z
  .object({ ratings: z.array(RatingSchema), average: z.number().nullable(), count: z.number() })
  .meta({ id: "PublicRatings" });
export type PublicRatings = z.infer<typeof PublicRatingsSchema>;

/** A rating is new until accepted (approved) or removed, so the owner decides what guests read. */
export const RatingUpdateSchema = z.union([
  z.object({ id: IdSchema, approved: z.boolean() }).strict(),
  z.object({ id: IdSchema, removed: z.boolean() }).strict(),
]);
export type RatingUpdate = z.infer<typeof RatingUpdateSchema>;

/**
 * The average of approved ratings, rounded half up to 1 decimal; null when there are none.
 * Works on the sum in whole tenths so 4.25 rounds to 4.3, never to 4.2 through a float error.
 */
export function averageScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  const sum = scores.reduce((total, score) => total + score, 0);
  return roundedAverage(sum, scores.length);
}

/** The same rule from a sum and a count (the database adds them up). */
export function roundedAverage(sum: number, count: number): number | null {
  if (count <= 0) return null;
  // Integer arithmetic: round(sum * 10 / count) half up, exact for whole scores.
  const tenths = Math.floor((sum * 20 + count) / (2 * count));
  return tenths / 10;
}
