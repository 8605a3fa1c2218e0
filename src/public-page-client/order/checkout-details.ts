import { deliveryAreaProblem, watchDeliveryArea } from "./checkout-delivery-area.ts";
import { contactFields, noteField, paymentField, tipField, typeField } from "./checkout-fields.ts";
import { notifyFields } from "./checkout-notify.ts";
import { type Checkout, tipAmount } from "./checkout-state.ts";
import { schedule, whenField } from "./checkout-when.ts";
import { h, uniqueId } from "./dom.ts";
import { focusKeyOf } from "./focus.ts";
import { rememberField } from "./remember-me.ts";
import { words } from "./words.ts";

// The checkout's first step: how, when, who, tip and payment. Nothing is sent from here; the review that
// follows asks the server for the order's prices.

/** What the order still needs: the sentence the guest reads, and the field it is about (its focus key). */
export interface MissingDetail {
  message: string;
  field: string;
}

/**
 * The first thing the order still needs, or null when the details are enough for the review. Checked here so a
 * guest is not sent to the review (and the server) to learn a name is missing.
 */
export function firstMissing(checkout: Checkout): MissingDetail | null {
  const { details } = checkout;
  if (!details.name.trim()) return { message: words.needName, field: "name" };
  if (details.type !== "TABLE" && !details.phone.trim()) return { message: words.needPhone, field: "phone" };
  if (details.type === "DELIVERY" && !details.address.trim())
    return { message: words.needAddress, field: "address" };
  const outside = deliveryAreaProblem(checkout);
  if (outside) return { message: outside, field: "zip" };
  if (tipAmount(checkout) === null) return { message: words.needTip, field: "customTip" };
  if (!details.payment) return { message: words.needPayment, field: `payment=${checkout.payments[0] ?? ""}` };
  return null;
}

/** The first missing detail's sentence, or null. */
export const missingDetail = (checkout: Checkout): string | null => firstMissing(checkout)?.message ?? null;

export interface DetailsStep {
  /** A refusal to show above the form: a missing detail, or the server's word on the last attempt. */
  problem?: string | undefined;
  /** The focus key (focus.ts) of the field the problem is about: marked invalid and described by it. */
  invalidField?: string | undefined;
  /** Draws the form again (after a choice that changes what is asked), with a problem if there is one. */
  redraw: (problem?: string, invalidField?: string) => void;
  /** The details are complete: on to the review. */
  onReview: () => void;
}

const alert = (message: string, id?: string) => h("p", { class: "alert", role: "alert", id }, message);

/** The field a refusal is about, told so to assistive technology: invalid, and described by the sentence. */
function markInvalid(form: HTMLFormElement, field: string, messageId: string) {
  for (const control of form.querySelectorAll("input, textarea, select")) {
    if (focusKeyOf(control) !== field) continue;
    control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", messageId);
    // Cleared as the guest fixes it, so the field is not still read as wrong.
    control.addEventListener("input", () => control.removeAttribute("aria-invalid"), { once: true });
    control.addEventListener("change", () => control.removeAttribute("aria-invalid"), { once: true });
  }
}

/** The details form, ready to be put in the sheet. */
export function detailsForm(checkout: Checkout, step: DetailsStep): HTMLFormElement {
  const { details, types, payments } = checkout;
  const redraw = () => step.redraw();
  // Slots read after the form is drawn draw it again, keeping what it said, unless the guest has moved on.
  const times = schedule(checkout, () => {
    if (form.isConnected) step.redraw(step.problem, step.invalidField);
  });
  const closed = !times.canNow && times.slots.length === 0 && !times.isLoading ? words.closed : null;
  // What stops the order (closed, not taking orders) is said first, before the guest fills anything in; without
  // a way to pay the form's own notice says it, and the button stays off.
  const blocker = types.length === 0 ? words.notTaking : (closed ?? (payments.length === 0 ? "" : null));
  const problemId = uniqueId("problem");
  const form = h(
    "form",
    { class: "checkout", novalidate: true },
    h(
      "div",
      { class: "sh-head" },
      h("button", { type: "button", class: "link", onclick: checkout.onBack }, words.backToCart),
      h("h2", {}, words.checkout),
    ),
    step.problem ? alert(step.problem, problemId) : null,
    blocker ? alert(blocker) : null,
    typeField(checkout, redraw),
    whenField(checkout, times, redraw),
    h(
      "fieldset",
      { class: "group" },
      h("legend", {}, words.yourDetails),
      contactFields(details),
      notifyFields(checkout),
      rememberField(checkout, step.redraw),
      noteField(details),
    ),
    tipField(checkout, redraw),
    paymentField(checkout),
    h(
      "div",
      { class: "sticky-foot" },
      h(
        "button",
        { type: "submit", class: "primary wide", "data-focus": "review", disabled: blocker !== null },
        words.reviewOrder,
      ),
    ),
  );
  watchDeliveryArea(checkout, form);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const missing = firstMissing(checkout);
    if (missing) step.redraw(missing.message, missing.field);
    else step.onReview();
  });
  if (step.problem && step.invalidField) markInvalid(form, step.invalidField, problemId);
  return form;
}
