import { fill } from "../../shared/common/fill.ts";
import type { DeliveryCheck } from "../../shared/ordering/delivery-areas.ts";
import {
  type DeliveryAreaWords,
  deliveryAreaWords,
} from "../../shared/ordering/order-words/delivery-area-words.ts";
import { callApi } from "./api.ts";
import type { Checkout, Details } from "./checkout-state.ts";
import { h } from "./dom.ts";
import { pageLang } from "./words.ts";

// The delivery's postal code checked as the guest types it (GET …/delivery-check, after a short pause): the
// checkout says at once whether the business delivers there, at what fee and in how long, or that it does not,
// and an address outside the areas cannot go on to the review, so nobody learns it at the last step.

const DEBOUNCE_MS = 350;

interface AreaState {
  /** The code the answer below is for, as typed (trimmed). */
  zip: string;
  answer: DeliveryCheck | null;
  isChecking: boolean;
}

/** Per checkout (its details): the last check, kept across the form's redraws. */
const states = new WeakMap<Details, AreaState>();

let areaWords: DeliveryAreaWords | null = null;
/** The words in the page's language, read once. */
export function areaWordsOf(): DeliveryAreaWords {
  areaWords ??= deliveryAreaWords(pageLang());
  return areaWords;
}

function stateOf(details: Details): AreaState {
  let state = states.get(details);
  if (!state) {
    state = { zip: "", answer: null, isChecking: false };
    states.set(details, state);
  }
  return state;
}

/** What the guest reads about the typed code: served (fee, time, minimum), not served, or being checked. */
function sentenceOf(checkout: Checkout, state: AreaState): string {
  const words = areaWordsOf();
  if (!state.zip) return words.enterZip;
  if (state.isChecking || !state.answer) return words.checking;
  const { answer } = state;
  if (!answer.delivers) return fill(words.notServed, { zip: state.zip });
  const minutes = answer.estimateMinutes ?? 0;
  const served = answer.fee
    ? fill(words.delivers, { zip: state.zip, fee: checkout.money(answer.fee), minutes })
    : fill(words.deliversFree, { zip: state.zip, minutes });
  return answer.minimum
    ? `${served} ${fill(words.areaMinimum, { minimum: checkout.money(answer.minimum) })}`
    : served;
}

/** Under "Delivery": the typed code's fee and time once known. */
export function deliveryTypeNote(checkout: Checkout): string {
  const state = stateOf(checkout.details);
  const { answer } = state;
  if (state.zip && answer?.delivers && !state.isChecking) return sentenceOf(checkout, state);
  return areaWordsOf().byPostalCode;
}

/**
 * Why a delivery cannot go on to the review: no code, a code being checked, or one outside the areas; null when
 * it is served (or the order is no delivery).
 */
export function deliveryAreaProblem(checkout: Checkout): string | null {
  const { details } = checkout;
  if (details.type !== "DELIVERY") return null;
  const state = stateOf(details);
  const zip = details.zip.trim();
  if (!zip) return areaWordsOf().enterZip;
  if (state.zip !== zip || state.isChecking || !state.answer) return areaWordsOf().checking;
  return state.answer.delivers ? null : sentenceOf(checkout, state);
}

/**
 * Puts the answer under the postal code of a delivery's form and keeps it current as the guest types; the
 * review button stays off while the code is outside the areas. Nothing for other order types.
 */
export function watchDeliveryArea(checkout: Checkout, form: HTMLFormElement) {
  const { details } = checkout;
  if (details.type !== "DELIVERY") return;
  const input = form.querySelector<HTMLInputElement>('input[name="zip"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input) return;
  const state = stateOf(details);
  const note = h("p", {
    class: "area-note",
    role: "status",
    "aria-live": "polite",
    "data-testid": "area-note",
  });
  (input.closest(".pair") ?? input.parentElement)?.after(note);
  // The button is the form's; it is turned off here only for a code outside the areas, and back on once served.
  let isOffHere = false;
  const show = () => {
    note.textContent = sentenceOf(checkout, state);
    const isOutside = state.zip !== "" && !state.isChecking && state.answer?.delivers === false;
    note.classList.toggle("alert", isOutside);
    if (submit && isOutside !== isOffHere && (isOutside || submit.disabled)) {
      submit.disabled = isOutside;
      isOffHere = isOutside;
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = async (zip: string) => {
    try {
      const answer = await callApi<DeliveryCheck>(
        "GET",
        `/v1/public/businesses/${encodeURIComponent(checkout.page.businessId)}/delivery-check?zip=${encodeURIComponent(zip)}`,
      );
      if (state.zip !== zip) return;
      state.answer = answer;
    } catch {
      if (state.zip !== zip) return;
      // Unreadable now (offline): the review's price call will say it in the server's words.
      state.answer = null;
    }
    state.isChecking = false;
    if (note.isConnected) show();
  };
  const onInput = () => {
    const zip = input.value.trim();
    if (zip === state.zip && (state.answer || state.isChecking)) return show();
    state.zip = zip;
    state.answer = null;
    state.isChecking = zip !== "";
    clearTimeout(timer);
    show();
    if (zip) timer = setTimeout(() => void check(zip), DEBOUNCE_MS);
  };
  input.addEventListener("input", onInput);
  onInput();
}

/** A delivery's minutes to the door: its area's estimate once the code is known to be served; else null. */
export function areaMinutes(checkout: Checkout): number | null {
  const state = stateOf(checkout.details);
  if (checkout.details.type !== "DELIVERY" || state.zip !== checkout.details.zip.trim()) return null;
  return state.answer?.delivers ? (state.answer.estimateMinutes ?? null) : null;
}
