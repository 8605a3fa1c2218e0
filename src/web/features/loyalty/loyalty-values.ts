import type { Currency } from "../../../shared/common/money.ts";
import { toMajor } from "../../../shared/common/money.ts";
import type { LoyaltyProgram, Reward } from "../../../shared/loyalty/loyalty.ts";
import { minorOf } from "../../ui/money-input.tsx";

// The loyalty program as the owner types it (amounts in major units, a box that may be empty while typing) and
// as the API takes it (minor units, whole points). The form keeps the program's shape, so a path the server names
// ("rewards.2.value") is the form's own field.

/** The shared schema's ceiling on rewards, so "Add a reward" stops where the server would. */
export const REWARDS_MAX = 10;
/** The schema's largest minimum order and largest amount off, in minor units: the money boxes stop there. */
export const MIN_SUBTOTAL_MAX = 10_000_000;
export const REWARD_VALUE_MAX = 1_000_000;

export type EarnKind = LoyaltyProgram["earn"]["kind"];
export type RewardKind = Reward["kind"];

export interface RewardRow {
  /** The reward's id: kept across saves, so a guest's reward stays the same reward once renamed. */
  id: string;
  name: string;
  points: number | string;
  kind: RewardKind;
  /** The amount off, in major units (AMOUNT). */
  value: number | string;
  /** The item made free (ITEM). */
  itemId: string | null;
}

export interface ProgramValues {
  enabled: boolean;
  earn: { kind: EarnKind; points: number | string; minSubtotal: number | string };
  rewards: RewardRow[];
}

let rewardCount = 0;
/** An id the program has not used: the server keeps the ids it is sent, and only needs them unique in one program. */
const newRewardId = () => `reward-${Date.now().toString(36)}-${++rewardCount}`;

export const newRewardRow = (): RewardRow => ({
  id: newRewardId(),
  name: "",
  points: "",
  kind: "AMOUNT",
  value: "",
  itemId: null,
});

export const toProgramValues = (program: LoyaltyProgram, currency: Currency): ProgramValues => ({
  enabled: program.enabled,
  earn: {
    kind: program.earn.kind,
    points: program.earn.points,
    minSubtotal: toMajor(program.earn.minSubtotal, currency.code),
  },
  rewards: program.rewards.map((reward) => ({
    id: reward.id,
    name: reward.name,
    points: reward.points,
    kind: reward.kind,
    value: reward.value === undefined ? "" : toMajor(reward.value, currency.code),
    itemId: reward.itemId ?? null,
  })),
});

/** A typed count of points, or NaN while the box is empty or holds no number: the schema then says so. */
function wholeOf(value: number | string): number {
  if (typeof value === "number") return value;
  return value.trim() === "" ? Number.NaN : Number(value);
}

const isEmpty = (value: number | string) => typeof value === "string" && value.trim() === "";

function toReward(row: RewardRow, currency: Currency): Reward {
  const reward = { id: row.id, name: row.name.trim(), points: wholeOf(row.points), kind: row.kind };
  // Only what the kind uses is sent: an amount left over from "Amount off" means nothing to a free item. An empty
  // box goes as NaN or "", so the schema names it along with the reward's other fields.
  return row.kind === "AMOUNT"
    ? { ...reward, value: minorOf(row.value, currency) }
    : { ...reward, itemId: row.itemId ?? "" };
}

export const toProgram = (values: ProgramValues, currency: Currency): LoyaltyProgram => ({
  enabled: values.enabled,
  earn: {
    kind: values.earn.kind,
    points: wholeOf(values.earn.points),
    // An empty box is no minimum, as the box's hint says.
    minSubtotal: isEmpty(values.earn.minSubtotal) ? 0 : minorOf(values.earn.minSubtotal, currency),
  },
  rewards: values.rewards.map((row) => toReward(row, currency)),
});

const EARN_FIELDS = new Set(["enabled", "earn.kind", "earn.points", "earn.minSubtotal"]);
const REWARD_FIELDS = new Set(["name", "points", "value", "itemId"]);

/**
 * The form's field for a path of the request, or null when the form has no such field: a reward's own fields
 * show under them; anything else about a reward or the list (too many) shows under the list.
 */
export function fieldOf(path: string, values: ProgramValues): string | null {
  if (EARN_FIELDS.has(path)) return path;
  const [head, index, field] = path.split(".");
  if (head !== "rewards") return null;
  if (index !== undefined && Number(index) < values.rewards.length && field && REWARD_FIELDS.has(field))
    return `rewards.${index}.${field}`;
  return "rewards";
}
