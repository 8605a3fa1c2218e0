import { z } from "zod";
import { EmailSchema } from "../common/schemas.ts";

// A business's loyalty program (GET|PUT /v1/businesses/{id}/loyalty): points per currency unit spent, or a stamp
// per order over a minimum; rewards at thresholds (an amount off, or a named item free). A guest joins with a
// phone or an email proved by a six-digit code; points are earned when an order is completed and taken back when
// it is refunded. Amounts are minor units of the business's currency; points never go below zero.

export const EARN_KINDS = ["POINTS_PER_UNIT", "STAMP_PER_ORDER"] as const;
export const REWARD_KINDS = ["AMOUNT", "ITEM"] as const;
export const LOYALTY_MOVEMENT_KINDS = ["EARNED", "TAKEN_BACK", "REDEEMED", "RETURNED", "ADJUSTED"] as const;
export type LoyaltyMovementKind = (typeof LOYALTY_MOVEMENT_KINDS)[number];

/** How long a code proves a phone or email, and how many wrong tries it takes before it is dead. */
export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;
/** Codes one phone or email may be sent in an hour: a guest who lost one asks again, nobody floods a phone. */
export const CODES_PER_HOUR = 5;
export const MAX_POINTS = 1_000_000;

export const LOYALTY_MESSAGES = {
  earnPoints: "Please enter the points earned, from 1 to 1,000 whole points.",
  minSubtotal: "Please enter a minimum order of zero or more.",
  rewardName: "Please name the reward in a few words.",
  rewardPoints: "Please enter the points a reward costs, from 1 to 1,000,000 whole points.",
  rewardValue: "Please enter the amount the reward takes off.",
  rewardItem: "Please choose the item the reward makes free.",
  rewards: "Please keep to 10 rewards.",
  phoneOrEmail: "Please enter your phone number or your email address.",
  phoneInvalid: "Please enter a phone number we can text, with its area code.",
  programOff: "This restaurant has no rewards program.",
  codeWrong: "That code is not right. Please check the code we sent and try again.",
  codeExpired: "That code has expired or was tried too many times. Please ask for a new one.",
  tooManyCodes: "Too many codes were sent to this number or address. Please try again in an hour.",
  cannotText: "This restaurant can't send text messages. Please join with your email address.",
  sessionNeeded: "Please sign in to the rewards program again.",
  adjustPoints: "Please enter the points to add, or the points to take off with a minus sign before them.",
  reason: "Please say why, in a few words.",
  notEnoughPoints: "The member has fewer points than that. Please take off at most their points.",
  rewardUnavailable: "This reward is not in the program any more, or the customer has too few points for it.",
  rewardMissing: "Please choose a reward.",
  noContact: "This customer has no phone number or email the program can know them by.",
} as const;

const RewardSchema = z
  .object({
    id: z.string().trim().min(1).max(40),
    name: z
      .string({ error: LOYALTY_MESSAGES.rewardName })
      .trim()
      .min(1, LOYALTY_MESSAGES.rewardName)
      .max(80, LOYALTY_MESSAGES.rewardName),
    points: z
      .number({ error: LOYALTY_MESSAGES.rewardPoints })
      .int(LOYALTY_MESSAGES.rewardPoints)
      .min(1, LOYALTY_MESSAGES.rewardPoints)
      .max(MAX_POINTS, LOYALTY_MESSAGES.rewardPoints),
    kind: z.enum(REWARD_KINDS),
    /** AMOUNT: minor units taken off the order. */
    value: z
      .number({ error: LOYALTY_MESSAGES.rewardValue })
      .int(LOYALTY_MESSAGES.rewardValue)
      .min(1, LOYALTY_MESSAGES.rewardValue)
      .max(1_000_000, LOYALTY_MESSAGES.rewardValue)
      .optional(),
    /** ITEM: the menu item it makes free. */
    itemId: z.string().trim().min(1, LOYALTY_MESSAGES.rewardItem).max(40).optional(),
  })
  .strict()
  .superRefine((reward, ctx) => {
    if (reward.kind === "AMOUNT" && reward.value === undefined)
      ctx.addIssue({ code: "custom", path: ["value"], message: LOYALTY_MESSAGES.rewardValue });
    if (reward.kind === "ITEM" && !reward.itemId)
      ctx.addIssue({ code: "custom", path: ["itemId"], message: LOYALTY_MESSAGES.rewardItem });
  });
export type Reward = z.infer<typeof RewardSchema>;

export const LoyaltyProgramSchema = z
  .object({
    enabled: z.boolean(),
    earn: z
      .object({
        kind: z.enum(EARN_KINDS),
        points: z
          .number({ error: LOYALTY_MESSAGES.earnPoints })
          .int(LOYALTY_MESSAGES.earnPoints)
          .min(1, LOYALTY_MESSAGES.earnPoints)
          .max(1000, LOYALTY_MESSAGES.earnPoints),
        minSubtotal: z
          .number({ error: LOYALTY_MESSAGES.minSubtotal })
          .int(LOYALTY_MESSAGES.minSubtotal)
          .min(0, LOYALTY_MESSAGES.minSubtotal)
          .max(10_000_000, LOYALTY_MESSAGES.minSubtotal),
      })
      .strict(),
    rewards: z.array(RewardSchema).max(10, LOYALTY_MESSAGES.rewards),
  })
  .strict()
  .meta({ id: "LoyaltyProgram" });
export type LoyaltyProgram = z.infer<typeof LoyaltyProgramSchema>;

export const DEFAULT_LOYALTY_PROGRAM: LoyaltyProgram = {
  enabled: false,
  earn: { kind: "POINTS_PER_UNIT", points: 1, minSubtotal: 0 },
  rewards: [],
};

/** The points an order's subtotal (minor units) earns under the program; 0 under its minimum. */
export function pointsFor(program: LoyaltyProgram, subtotal: number, currencyDigits: number): number {
  if (!program.enabled || subtotal < program.earn.minSubtotal) return 0;
  if (program.earn.kind === "STAMP_PER_ORDER") return program.earn.points;
  return Math.floor(subtotal / 10 ** currencyDigits) * program.earn.points;
}

const Code = z
  .string({ error: LOYALTY_MESSAGES.codeWrong })
  .trim()
  .regex(/^\d{6}$/, LOYALTY_MESSAGES.codeWrong);
const Phone = z
  .string({ error: LOYALTY_MESSAGES.phoneInvalid })
  .trim()
  .min(4, LOYALTY_MESSAGES.phoneInvalid)
  .max(40, LOYALTY_MESSAGES.phoneInvalid);

/** `{phone}` or `{email}`: where the code goes. */
export const LoyaltyCodeRequestSchema = z.union(
  [z.object({ phone: Phone }).strict(), z.object({ email: EmailSchema }).strict()],
  { error: LOYALTY_MESSAGES.phoneOrEmail },
);

export const LoyaltySessionRequestSchema = z.union(
  [z.object({ phone: Phone, code: Code }).strict(), z.object({ email: EmailSchema, code: Code }).strict()],
  { error: LOYALTY_MESSAGES.phoneOrEmail },
);

const GuestRewardSchema = z.object({
  id: z.string(),
  name: z.string(),
  points: z.number(),
  kind: z.enum(REWARD_KINDS),
  value: z.number().optional(),
  itemId: z.string().optional(),
  /** Whether the member has the points for it now. */
  isAffordable: z.boolean(),
});

export const LoyaltyMeSchema = z
  .object({ points: z.number(), rewards: z.array(GuestRewardSchema) })
  .meta({ id: "LoyaltyMe" });
export type LoyaltyMe = z.infer<typeof LoyaltyMeSchema>;

export const LoyaltySessionSchema = LoyaltyMeSchema.extend({ guestToken: z.string() }).meta({
  id: "LoyaltySession",
});

export const LoyaltyMovementSchema = z
  .object({
    id: z.string(),
    kind: z.enum(LOYALTY_MOVEMENT_KINDS),
    points: z.number(),
    balanceAfter: z.number(),
    reason: z.string(),
    orderId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "LoyaltyMovement" });

export const CustomerLoyaltySchema = z
  .object({ isMember: z.boolean(), points: z.number(), history: z.array(LoyaltyMovementSchema) })
  .meta({ id: "CustomerLoyalty" });

export const RedeemRewardSchema = z
  .object({
    rewardId: z
      .string({ error: LOYALTY_MESSAGES.rewardMissing })
      .trim()
      .min(1, LOYALTY_MESSAGES.rewardMissing)
      .max(40, LOYALTY_MESSAGES.rewardMissing),
  })
  .strict();

export const AdjustPointsSchema = z
  .object({
    points: z
      .number({ error: LOYALTY_MESSAGES.adjustPoints })
      .int(LOYALTY_MESSAGES.adjustPoints)
      .min(-MAX_POINTS, LOYALTY_MESSAGES.adjustPoints)
      .max(MAX_POINTS, LOYALTY_MESSAGES.adjustPoints)
      .refine((points) => points !== 0, LOYALTY_MESSAGES.adjustPoints),
    reason: z
      .string({ error: LOYALTY_MESSAGES.reason })
      .trim()
      .min(1, LOYALTY_MESSAGES.reason)
      .max(200, LOYALTY_MESSAGES.reason),
  })
  .strict();
