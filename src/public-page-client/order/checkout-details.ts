import { contactFields, noteField, paymentField, tipField, typeField } from "./checkout-fields.ts";
import { notifyFields } from "./checkout-notify.ts";
import { type Checkout, tipAmount } from "./checkout-state.ts";
import { schedule, whenField } from "./checkout-when.ts";
import { h } from "./dom.ts";
import { words } from "./words.ts";

// The checkout's first step: how, when, who, tip and payment. Nothing is sent from here; the review that
// follows asks the server for the order's prices.

/**
 * The first thing the order still needs, as the sentence the guest reads, or null when the details are enough
 * for the review. Checked here so a guest is not sent to the review (and the server) to learn a name is missing.
 */
export function missingDetail(checkout: Checkout): string | null {
  const { details } = checkout;
  if (!details.name.trim()) return words.needName;
  if (details.type !== "TABLE" && !details.phone.trim()) return words.needPhone;
  if (details.type === "DELIVERY" && !details.address.trim()) return words.needAddress;
  if (tipAmount(checkout) === null) return words.needTip;
  if (!details.payment) return words.needPayment;
  return null;
}

export interface DetailsStep {
  /** A refusal to show above the form: a missing detail, or the server's word on the last attempt. */
  problem?: string | undefined;
  /** Draws the form again (after a choice that changes what is asked), with a problem if there is one. */
  redraw: (problem?: string) => void;
  /** The details are complete: on to the review. */
  onReview: () => void;
}

const alert = (message: string) => h("p", { class: "alert", role: "alert" }, message);

/** The details form, ready to be put in the sheet. */
export function detailsForm(checkout: Checkout, step: DetailsStep): HTMLFormElement {
  const { details, types, payments } = checkout;
  const redraw = () => step.redraw();
  // Slots read after the form is drawn draw it again, keeping what it said, unless the guest has moved on.
  const times = schedule(checkout, () => {
    if (form.isConnected) step.redraw(step.problem);
  });
  const closed = !times.canNow && times.slots.length === 0 && !times.isLoading ? words.closed : null;
  // What stops the order (closed, not taking orders) is said first, before the guest fills anything in; without
  // a way to pay the form's own notice says it, and the button stays off.
  const blocker = types.length === 0 ? words.notTaking : (closed ?? (payments.length === 0 ? "" : null));
  const form = h(
    "form",
    { class: "checkout", novalidate: true },
    h(
      "div",
      { class: "sh-head" },
      h("button", { type: "button", class: "link", onclick: checkout.onBack }, words.backToCart),
      h("h2", {}, words.checkout),
    ),
    step.problem ? alert(step.problem) : null,
    blocker ? alert(blocker) : null,
    typeField(checkout, redraw),
    whenField(checkout, times, redraw),
    h(
      "fieldset",
      { class: "group" },
      h("legend", {}, words.yourDetails),
      contactFields(details),
      notifyFields(checkout),
      noteField(details),
    ),
    tipField(checkout, redraw),
    paymentField(checkout),
    h(
      "div",
      { class: "sticky-foot" },
      h("button", { type: "submit", class: "primary wide", disabled: blocker !== null }, words.reviewOrder),
    ),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const missing = missingDetail(checkout);
    if (missing) step.redraw(missing);
    else step.onReview();
  });
  return form;
}
