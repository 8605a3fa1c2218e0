import { fill } from "../../shared/common/fill.ts";
import { checkoutRewardWords } from "../../shared/loyalty/checkout-reward-words.ts";
import type { LoyaltyMe } from "../../shared/loyalty/loyalty.ts";
import { rewardsPageWords } from "../../shared/loyalty/rewards-page-words.ts";
import { itemIn } from "../../shared/menus/item-text.ts";
import type { PlaceOrderRequest, PricedCart } from "../../shared/ordering/orders.ts";
import { ApiError, callApi } from "./api.ts";
import { type JoinState, joinForm, loyaltyPath, openJoin } from "./checkout-reward-join.ts";
import type { Checkout } from "./checkout-state.ts";
import { priceOrder } from "./checkout-submit.ts";
import { append, h, uniqueId } from "./dom.ts";
import { redraw } from "./focus.ts";
import { forgetRewardToken, guestAuthorization, heldRewardToken, keepRewardToken } from "./reward-session.ts";
import { pageLang, words } from "./words.ts";

// The review's "Rewards" section, where the restaurant runs a loyalty program: a guest not signed in is offered to
// join (checkout-reward-join.ts); a member reads their points and may take one reward they hold the points for,
// which the server prices into the totals. The cart loads this module only for such a restaurant: its words in
// eight languages weigh more than the rest of the checkout's.

type Reward = LoyaltyMe["rewards"][number];
type Show = (body: PlaceOrderRequest, priced: PricedCart) => void;

interface RewardState {
  /** What the member holds, read when the review opens; null for a guest not signed in. */
  me: LoyaltyMe | null;
  /** The reward the guest picked; null for none. */
  picked: string | null;
  /** Said over the join prompt: the guest's session ended. */
  note: string | null;
  /** Why the picked reward was dropped, under the choices. */
  refusal: string | null;
  /** The join form while open. */
  join: JoinState | null;
  /** The rewards page was asked for its session (takeOverPageSession). */
  askedPage: boolean;
}

const states = new WeakMap<Checkout, RewardState>();

function stateOf(checkout: Checkout): RewardState {
  let state = states.get(checkout);
  if (!state) {
    state = { me: null, picked: null, note: null, refusal: null, join: null, askedPage: false };
    states.set(checkout, state);
  }
  return state;
}

/** The session ended: the guest is asked to join again, the reward they picked goes with it. */
function endSession(checkout: Checkout, state: RewardState) {
  forgetRewardToken(checkout.page.businessId);
  state.me = null;
  state.picked = null;
  state.note = checkoutRewardWords(pageLang()).signInAgain;
}

/**
 * A guest who joined on the rewards page holds its session as a cookie this script cannot read: the page hands the
 * cart a session of its own for the same member, once per visit (none held answers 401).
 */
async function takeOverPageSession(checkout: Checkout): Promise<boolean> {
  const state = stateOf(checkout);
  if (state.askedPage) return false;
  state.askedPage = true;
  try {
    const { guestToken } = await callApi<{ guestToken: string }>(
      "POST",
      `${checkout.page.base}/rewards/session`,
    );
    keepRewardToken(checkout.page.businessId, guestToken);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the member holds, read again each time the review opens (an order since may have earned or spent points),
 * before the price, so a reward they can no longer take is not asked for.
 */
export async function readMember(checkout: Checkout): Promise<void> {
  const state = stateOf(checkout);
  state.refusal = null;
  if (!heldRewardToken(checkout.page.businessId) && !(await takeOverPageSession(checkout))) {
    state.me = null;
    return;
  }
  try {
    state.me = await callApi<LoyaltyMe>("GET", loyaltyPath(checkout, "me"), {
      headers: guestAuthorization(checkout.page.businessId),
    });
  } catch (error) {
    if (error instanceof ApiError && error.problem.status === 401) endSession(checkout, state);
    // Otherwise (offline, the program turned off meanwhile) the review goes on with what was read before.
    return;
  }
  const picked = state.me.rewards.find((reward) => reward.id === state.picked);
  if (!state.picked || picked?.isAffordable) return;
  state.picked = null;
  state.refusal = checkoutRewardWords(pageLang()).unavailable;
}

const withoutReward = (body: PlaceOrderRequest): PlaceOrderRequest => {
  const { rewardId: _reward, ...rest } = body;
  return rest;
};

/** The order's body with the reward the member picked, or with none. */
export function withReward(checkout: Checkout, body: PlaceOrderRequest): PlaceOrderRequest {
  const state = stateOf(checkout);
  return state.me && state.picked ? { ...withoutReward(body), rewardId: state.picked } : withoutReward(body);
}

/** The place call refused the reward: the next price goes without it. */
export function dropReward(checkout: Checkout) {
  stateOf(checkout).picked = null;
}

/**
 * A reward the price refused (too few points now, its item not in the cart, the session ended): the cart was
 * priced without it, so the review goes on without it, its reason under the choices.
 */
export function settleReward(checkout: Checkout, body: PlaceOrderRequest, priced: PricedCart) {
  const state = stateOf(checkout);
  const problem = priced.problems.find((entry) => entry.code === "REWARD_UNAVAILABLE");
  if (!problem) return { body, priced };
  state.picked = null;
  state.refusal = problem.message;
  return {
    body: withoutReward(body),
    priced: { ...priced, problems: priced.problems.filter((entry) => entry !== problem) },
  };
}

/** The reward's line in the totals; nothing without one. */
export function rewardRow(checkout: Checkout, priced: PricedCart) {
  if (!priced.reward) return null;
  return h(
    "div",
    { class: "sum promo-discount" },
    h("span", {}, fill(checkoutRewardWords(pageLang()).line, { name: priced.reward.name })),
    h("span", {}, `−${checkout.money(priced.reward.amount)}`),
  );
}

/** Why the guest cannot take a reward now, or null when they can. */
function holdBack(checkout: Checkout, me: LoyaltyMe, reward: Reward): string | null {
  if (!reward.isAffordable)
    return fill(rewardsPageWords(pageLang()).pointsToGo, { points: Math.max(reward.points - me.points, 1) });
  if (reward.kind !== "ITEM" || checkout.lines.some((line) => line.itemId === reward.itemId)) return null;
  // An item reward makes an item of the cart free: its item is named in the guest's language.
  for (const items of checkout.catalog.values()) {
    const item = items.get(reward.itemId ?? "");
    if (item) return fill(checkoutRewardWords(pageLang()).needsItem, { item: itemIn(item, pageLang()).name });
  }
  return null; // not on the published menus: the server says why
}

/** The member's points and the rewards as choices: none by default, each the guest can take now. */
function rewardChoices(checkout: Checkout, state: RewardState, me: LoyaltyMe, repick: (id: string) => void) {
  const text = checkoutRewardWords(pageLang());
  const option = (id: string, label: string, heldBack: string | null) => {
    const radio = h("input", { type: "radio", name: "reward", value: id, disabled: heldBack !== null });
    radio.checked = (state.picked ?? "") === id;
    radio.addEventListener("change", () => repick(id));
    return h("label", {}, radio, h("span", {}, label), heldBack ? h("small", {}, heldBack) : null);
  };
  const refusalId = uniqueId("reward-why");
  return [
    h(
      "fieldset",
      { class: "choices cards", "aria-describedby": state.refusal ? refusalId : null },
      h("legend", {}, fill(rewardsPageWords(pageLang()).yourPoints, { points: me.points })),
      option("", text.noReward, null),
      me.rewards.map((reward) =>
        option(
          reward.id,
          fill(text.option, { name: reward.name, points: reward.points }),
          holdBack(checkout, me, reward),
        ),
      ),
    ),
    state.refusal ? h("p", { class: "alert", role: "alert", id: refusalId }, state.refusal) : null,
  ];
}

/**
 * The section, drawn again in place as the guest joins; a picked reward asks the server's price again and the
 * whole review is drawn with it (`show`), as a promo code's does.
 */
export function rewardSection(checkout: Checkout, body: PlaceOrderRequest, priced: PricedCart, show: Show) {
  const state = stateOf(checkout);
  const text = checkoutRewardWords(pageLang());
  const headingId = uniqueId("rewards");
  const section = h("section", { class: "rewards", "aria-labelledby": headingId });

  async function repick(id: string) {
    const before = state.picked;
    state.picked = id || null;
    state.refusal = null;
    const fieldset = section.querySelector("fieldset");
    if (fieldset) fieldset.disabled = true;
    const asked = withReward(checkout, body);
    let answer: PricedCart;
    try {
      answer = await priceOrder(checkout.page, asked);
    } catch (error) {
      state.picked = before;
      state.refusal = error instanceof ApiError ? error.problem.message : words.failed;
      show(body, priced);
      return;
    }
    show(asked, answer);
  }

  const content = () => [
    h("h3", { id: headingId }, text.heading),
    ...(state.me
      ? rewardChoices(checkout, state, state.me, (id) => void repick(id))
      : [
          state.note ? h("p", { class: "warn", role: "status" }, state.note) : null,
          h("p", {}, text.joinPrompt),
          state.join
            ? joinForm(checkout, state.join, {
                onJoined: (me) => {
                  state.me = { points: me.points, rewards: me.rewards };
                  state.note = null;
                  state.join = null;
                  draw("reward=");
                },
                draw,
              })
            : h(
                "button",
                {
                  type: "button",
                  class: "ghost",
                  "data-focus": "reward-join",
                  onclick: () => {
                    state.join = openJoin(checkout);
                    draw("rewardPhone");
                  },
                },
                text.joinButton,
              ),
        ]),
  ];
  const draw = (to?: string) => redraw(section, content(), { to });
  append(section, content());
  return section;
}
