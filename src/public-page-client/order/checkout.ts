import type { GuestOrder, PlaceOrderRequest, PricedCart } from "../../shared/ordering/orders.ts";
import { ApiError } from "./api.ts";
import { codeField, withCodes } from "./checkout-code-field.ts";
import { detailsForm } from "./checkout-details.ts";
import { GIFT_CARD_CODE } from "./checkout-gift-card.ts";
import { notifyChoiceOf } from "./checkout-notify.ts";
import { forgetSlots, slotTakenMessage } from "./checkout-pacing.ts";
import { PROMO_CODE } from "./checkout-promo.ts";
import { type CheckoutContext, startCheckout } from "./checkout-state.ts";
import { confirmationUrl, forgetAttempt, orderRequest, placeOrder, priceOrder } from "./checkout-submit.ts";
import { summaryView } from "./checkout-summary.ts";
import { goToOrderPage, h, replaceChildren } from "./dom.ts";
import { redraw } from "./focus.ts";
import { countFunnelStep } from "./funnel.ts";
import { completePayment } from "./payment.ts";
import { keepDetails } from "./remember-me.ts";
import { words } from "./words.ts";

// Checkout in two steps, in the cart's sheet: the details (how, when, who, tip, payment), then the review with
// the server's own prices, then the order, placed once per checkout whatever the taps and retries.

/** The codes a guest may type on the review: a promo code, and a gift card's. */
const CODES = [PROMO_CODE, GIFT_CARD_CODE];

type RewardUi = typeof import("./checkout-reward.ts");

export function openCheckout(context: CheckoutContext) {
  countFunnelStep(context.page.businessId, "checkout");
  const checkout = startCheckout(context);
  let isPlacing = false;
  // The rewards section comes only where the restaurant runs a program, fetched while the details are filled
  // in; should it not arrive, the review goes on without it.
  let rewardUi: RewardUi | null = null;
  const rewardUiLoaded = context.options.rewards
    ? import("./checkout-reward.ts").then(
        (ui) => {
          rewardUi = ui;
        },
        () => undefined,
      )
    : null;

  function showDetails(problem?: string, invalidField?: string) {
    const form = detailsForm(checkout, {
      problem,
      invalidField,
      redraw: showDetails,
      onReview: () => void review(),
    });
    // A refused submit takes the guest to the field that needs them; any other redraw keeps their place.
    redraw(checkout.sheet.body, form, { to: invalidField });
    if (problem && !invalidField) checkout.sheet.body.scrollTop = 0;
    if (problem && invalidField) keepMessageInSight();
  }

  function showSummary(asked: PlaceOrderRequest, answer: PricedCart, problem?: string, keepsPlace = false) {
    // A reward the price refused is dropped here, whichever call priced it (a code's, a reward's, the review's).
    const { body, priced } = rewardUi
      ? rewardUi.settleReward(checkout, asked, answer)
      : { body: asked, priced: answer };
    const onPlace = (button: HTMLButtonElement) => void place(body, priced, button);
    // A reward picked draws the review again where the guest is, by the choices, not from its top.
    const reshow = (next: PlaceOrderRequest, nextPriced: PricedCart) =>
      showSummary(next, nextPriced, undefined, true);
    redraw(
      checkout.sheet.body,
      summaryView(checkout, {
        body,
        priced,
        problem,
        onBack: () => showDetails(),
        onPlace,
        codes: CODES.map((kind) => codeField(kind, checkout, body, priced, showSummary)),
        reward: rewardUi
          ? {
              section: rewardUi.rewardSection(checkout, body, priced, reshow),
              row: rewardUi.rewardRow(checkout, priced),
            }
          : undefined,
      }),
    );
    if (!keepsPlace) checkout.sheet.body.scrollTop = 0;
  }

  async function review(problem?: string) {
    replaceChildren(
      checkout.sheet.body,
      h("p", { class: "muted center", role: "status" }, words.gettingTotal),
    );
    await rewardUiLoaded;
    await rewardUi?.readMember(checkout);
    const withCodesApplied = withCodes(checkout, orderRequest(checkout), CODES);
    const body = rewardUi ? rewardUi.withReward(checkout, withCodesApplied) : withCodesApplied;
    let priced: PricedCart;
    try {
      priced = await priceOrder(checkout.page, body);
    } catch (error) {
      // An item gone since the cart was checked: back to the cart, which shows what changed.
      if (refusedItem(error)) checkout.onItemsChanged();
      else showDetails(problemMessage(error));
      return;
    }
    // The chosen time filled up since the times were read: read them again and let the guest choose.
    if (priced.problems.some((entry) => entry.code === "SLOT_FULL") && body.scheduledFor) return slotTaken();
    showSummary(body, priced, problem);
  }

  function slotTaken() {
    forgetSlots(checkout);
    checkout.details.when = "";
    showDetails(slotTakenMessage());
  }

  async function place(body: PlaceOrderRequest, priced: PricedCart, button: HTMLButtonElement) {
    // A second tap while the first is on its way sends nothing; a retry after a failure sends the same key.
    if (isPlacing) return;
    isPlacing = true;
    button.disabled = true;
    button.textContent = words.placing;
    let order: GuestOrder;
    try {
      order = await placeOrder(checkout.page, body);
    } catch (error) {
      isPlacing = false;
      if (refusedItem(error)) checkout.onItemsChanged();
      else if (isSlotFull(error) && body.scheduledFor) slotTaken();
      else if (isRewardRefused(error)) {
        // Its points were spent meanwhile, or the session ended: priced again without it, the reason on top.
        rewardUi?.dropReward(checkout);
        void review(problemMessage(error));
      } else showSummary(body, priced, problemMessage(error));
      return;
    }
    keepDetails(checkout, notifyChoiceOf(checkout));
    // The order exists from here, whatever its payment does: the cart empties now, for a card too (its pay page
    // never comes back to this script), so a guest back on the menu cannot order the same items twice by
    // mistake. A retry below still sends this order's body under the same key.
    checkout.onPlaced();
    try {
      await completePayment(order, checkout.sheet);
    } catch (error) {
      isPlacing = false;
      showSummary(body, priced, (error as Error).message);
      return;
    }
    forgetAttempt();
    goToOrderPage(confirmationUrl(checkout.page, order));
  }

  showDetails();
}

/**
 * The server refused an item of the cart (gone, hidden, a size removed, sold out) or the kitchen paused: the cart
 * is read again, with the page's live status, and says which lines must go or until when.
 */
const refusedItem = (error: unknown) =>
  error instanceof ApiError &&
  (error.problem.code === "ITEM_UNAVAILABLE" ||
    error.problem.code === "SOLD_OUT" ||
    error.problem.code === "PAUSED");

const isSlotFull = (error: unknown) => error instanceof ApiError && error.problem.code === "SLOT_FULL";

const isRewardRefused = (error: unknown) =>
  error instanceof ApiError && error.problem.code === "REWARD_UNAVAILABLE";

/** The server's sentence for a refusal (in the guest's language), or ours when there is none. */
const problemMessage = (error: unknown) => (error instanceof ApiError ? error.problem.message : words.failed);

/**
 * The sentence that says what is missing stays in sight, with the field it is about when both fit on the screen:
 * focusing the field scrolled it into view, which on a phone pushed the sentence above the top. Where they do not
 * both fit the sentence wins, and the focused field comes into view as the guest types.
 */
function keepMessageInSight() {
  const field = document.activeElement;
  const id = field?.getAttribute("aria-describedby");
  const message = id ? document.getElementById(id) : null;
  if (!field || !message || typeof message.scrollIntoView !== "function") return;
  field.scrollIntoView({ block: "nearest" });
  message.scrollIntoView({ block: "nearest" });
}
