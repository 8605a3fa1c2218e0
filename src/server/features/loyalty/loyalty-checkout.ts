import { fill } from "../../../shared/common/fill.ts";
import { checkoutRewardWords } from "../../../shared/loyalty/checkout-reward-words.ts";
import type { Reward } from "../../../shared/loyalty/loyalty.ts";
import type { PricingCatalog } from "../../../shared/ordering/order-pricing.ts";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../http/errors.ts";
import { sessionMember } from "./loyalty-members.ts";
import { programOf } from "./loyalty-program.ts";

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

/** The member behind the guest's token, or null for none, an expired or another business's token. */
async function memberOf(db: Db, businessId: string, authorization: string | undefined, now: Date) {
  if (!authorization) return null;
  try {
    return await sessionMember(db, businessId, authorization, now);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
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
  if (!authorization && !rewardId) return NONE;
  const words = checkoutRewardWords(lang);
  const member = await memberOf(db, businessId, authorization, now);
  if (!rewardId) return { ...NONE, memberId: member?.id ?? null };
  if (!member) return { ...NONE, problem: { code: "REWARD_UNAVAILABLE", message: words.signInAgain } };
  const program = await programOf(db, businessId);
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
export function isRewardSpent(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 3; depth++, cause = (cause as { cause?: unknown }).cause) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (code === "23514" && String(message).includes("orders_reward_spent")) return true;
  }
  return false;
}
