import { sql } from "drizzle-orm";
import { fill } from "../../../shared/common/fill.ts";
import { checkoutRewardWords } from "../../../shared/loyalty/checkout-reward-words.ts";
import {
  DEFAULT_LOYALTY_PROGRAM,
  type LoyaltyProgram,
  LoyaltyProgramSchema,
  type Reward,
} from "../../../shared/loyalty/loyalty.ts";
import type { PricingCatalog } from "../../../shared/ordering/order-pricing.ts";
import type { Db } from "../../db/client.ts";
import { isCheckViolation } from "../../db/errors.ts";
import { createRush } from "../../db/rush.ts";
import { loyaltyMembers, loyaltyPrograms, loyaltySessions } from "../../db/schema.ts";
import { guestToken, tokenHash } from "./loyalty-members.ts";

// A guest signed in to the business's rewards program (`Authorization: Guest <token>`) orders as its member: the
// order earns them its points, and may take one of the program's rewards they hold the points for. Pricing shows
// the reward in the totals, placing spends its points in the order's own write (order-write.ts), where two orders
// at once cannot both spend the same points. A guest who is not signed in orders as before: without a token this
// costs no statement at all.

export interface RewardProblem {
  code: "REWARD_UNAVAILABLE";
  message: string;
}

export interface RewardAtCheckout {
  /** The member the order is placed as; null for a guest not signed in. */
  memberId: string | null;
  /** The reward the order takes, when the member can take it. */
  reward: Reward | null;
  /** Why the named reward cannot be taken: placing refuses it, pricing prices the cart without it. */
  problem: RewardProblem | null;
}

const NONE: RewardAtCheckout = { memberId: null, reward: null, problem: null };

interface CheckoutRead {
  businessId: string;
  /** The hash of the guest's session token; null without one. */
  tokenHash: string | null;
  now: Date;
}

interface CheckoutFound {
  program: LoyaltyProgram;
  /** The member whose live session the token is, at this business; null for none. */
  member: { id: string; points: number } | null;
}

/**
 * The business's program and the members of the guests of one business who check out signed in in the same
 * instant, in one statement: under a rush on PGlite each statement of its own would wait for the others on the one
 * thread (two each, 50 guests: about 150 ms for the last).
 */
const checkoutReads = createRush<CheckoutRead, CheckoutFound>({
  together: readCheckouts,
  alone: async (db, read) => (await readCheckouts(db, [read]))[0] as CheckoutFound,
});

async function readCheckouts(db: Db, reads: CheckoutRead[]): Promise<CheckoutFound[]> {
  const [first] = reads;
  if (!first) return [];
  const hashes = reads.flatMap((read) => (read.tokenHash ? [read.tokenHash] : []));
  const result = await db.execute(
    sql`select
      (select settings from ${loyaltyPrograms} where business_id = ${first.businessId}) as program,
      (select coalesce(json_agg(json_build_object('hash', s.token_hash, 'id', m.id, 'points', m.points)), '[]'::json)
        from ${loyaltySessions} as s join ${loyaltyMembers} as m on m.id = s.member_id
        where s.business_id = ${first.businessId} and s.expires_at > ${first.now.toISOString()}
          and s.token_hash in (select json_array_elements_text(${JSON.stringify(hashes)}::json))
      ) as members`,
  );
  // Both drivers answer json as its value.
  const [row] = (
    result as unknown as {
      rows: { program: unknown; members: { hash: string; id: string; points: number }[] }[];
    }
  ).rows;
  const parsed = LoyaltyProgramSchema.safeParse(row?.program);
  const program = parsed.success ? parsed.data : DEFAULT_LOYALTY_PROGRAM;
  const members = new Map((row?.members ?? []).map((member) => [member.hash, member]));
  return reads.map((read) => {
    const member = read.tokenHash ? members.get(read.tokenHash) : undefined;
    return { program, member: member ? { id: member.id, points: Number(member.points) } : null };
  });
}

/**
 * The guest's membership and the reward they named (`rewardId`): unavailable when they are not signed in, the
 * program is off or no longer has it, or they hold fewer points than it costs.
 */
export async function rewardAtCheckout({
  db,
  businessId,
  authorization,
  rewardId,
  now,
  lang,
}: {
  db: Db;
  businessId: string;
  authorization: string | undefined;
  rewardId: string | undefined;
  now: Date;
  lang: string | null;
}): Promise<RewardAtCheckout> {
  const token = guestToken(authorization);
  if (!token && !rewardId) return NONE;
  const words = checkoutRewardWords(lang);
  const { program, member } = await checkoutReads.join(db, businessId, {
    businessId,
    tokenHash: token ? tokenHash(token) : null,
    now,
  });
  if (!rewardId) return { ...NONE, memberId: member?.id ?? null };
  if (!member) return { ...NONE, problem: { code: "REWARD_UNAVAILABLE", message: words.signInAgain } };
  const reward = program.enabled ? program.rewards.find((candidate) => candidate.id === rewardId) : undefined;
  if (!reward || member.points < reward.points)
    return {
      memberId: member.id,
      reward: null,
      problem: { code: "REWARD_UNAVAILABLE", message: words.unavailable },
    };
  return { memberId: member.id, reward, problem: null };
}

/** An item reward priced at nothing: its item is not in the cart, and the guest is told to add it. */
export function rewardItemMissing(
  reward: Reward,
  catalog: PricingCatalog,
  lang: string | null,
): RewardProblem {
  let name = "";
  for (const items of catalog.values()) name ||= items.get(reward.itemId ?? "")?.name ?? "";
  const words = checkoutRewardWords(lang);
  return {
    code: "REWARD_UNAVAILABLE",
    message: name ? fill(words.needsItem, { item: name }) : words.unavailable,
  };
}

/**
 * The order's write found the member holding fewer points than the reward costs (spent meanwhile by another
 * order or at the counter): the order, with its reward and no points spent, broke orders_reward_spent.
 */
export const isRewardSpent = (error: unknown) => isCheckViolation(error, "orders_reward_spent");
