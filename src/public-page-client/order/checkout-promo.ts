import { fill } from "../../shared/common/fill.ts";
import type { PlaceOrderRequest, PricedCart } from "../../shared/ordering/orders.ts";
import { promoWords } from "../../shared/promotions/promo-words.ts";
import { ApiError } from "./api.ts";
import type { Checkout } from "./checkout-state.ts";
import { priceOrder } from "./checkout-submit.ts";
import { h, uniqueId } from "./dom.ts";
import { pageLang, words } from "./words.ts";

// The review's "Promo code" field: Apply asks the server's price with the code, so the discount shows in the
// totals before paying, or the reason the code does not apply (in the guest's language) under the field. An
// applied code rides in the order's body; the server judges it again when the order is placed.

/** The code the guest applied in this checkout (kept when they go back to their details and review again). */
const applied = new WeakMap<Checkout, string>();
/** The last reason a typed code was refused, with what was typed, shown under the field. */
const refused = new WeakMap<Checkout, { code: string; message: string }>();

/** The order's body with the applied code, if any. */
export function withPromo(checkout: Checkout, body: PlaceOrderRequest): PlaceOrderRequest {
  const code = applied.get(checkout);
  const { promoCode: _none, ...rest } = body;
  return code ? { ...rest, promoCode: code } : rest;
}

const isPromoProblem = (entry: { code: string }) => entry.code === "PROMO_INVALID";

/** The discount line of the review's totals; nothing without one. */
export function discountRow(checkout: Checkout, priced: PricedCart) {
  if (priced.discount <= 0) return null;
  const label = fill(promoWords(pageLang()).discount, { code: priced.promoCode ?? "" });
  return h(
    "div",
    { class: "sum promo-discount" },
    h("span", {}, label),
    h("span", {}, `−${checkout.money(priced.discount)}`),
  );
}

export function promoField(
  checkout: Checkout,
  body: PlaceOrderRequest,
  priced: PricedCart,
  show: (body: PlaceOrderRequest, priced: PricedCart) => void,
) {
  const text = promoWords(pageLang());
  const id = uniqueId("promo");
  const code = applied.get(checkout);
  // A code applied earlier that no longer holds (used up meanwhile): the server's problem names why.
  const stale = code ? priced.problems.find(isPromoProblem)?.message : undefined;
  const last = refused.get(checkout);
  const message = stale ?? last?.message;
  const input = h("input", {
    id,
    type: "text",
    autocomplete: "off",
    autocapitalize: "characters",
    spellcheck: "false",
    maxlength: 40,
    value: code ?? last?.code ?? "",
    disabled: Boolean(code),
    "aria-describedby": message ? `${id}-why` : null,
  });
  const button = h("button", { type: "button", class: "ghost" }, code ? text.remove : text.apply);

  async function reprice(nextCode: string | null) {
    button.disabled = true;
    button.textContent = text.checking;
    const asked = nextCode ? { ...body, promoCode: nextCode } : withoutCode(body);
    let answer: PricedCart;
    try {
      answer = await priceOrder(checkout.page, asked);
    } catch (error) {
      refused.set(checkout, {
        code: nextCode ?? "",
        message: error instanceof ApiError ? error.problem.message : words.failed,
      });
      show(body, priced);
      return;
    }
    const problem = answer.problems.find(isPromoProblem);
    if (nextCode && problem) {
      // Refused: the cart goes on without the code, its reason under the field.
      applied.delete(checkout);
      refused.set(checkout, { code: nextCode, message: problem.message });
      show(withoutCode(body), {
        ...answer,
        problems: answer.problems.filter((entry) => !isPromoProblem(entry)),
      });
      return;
    }
    refused.delete(checkout);
    if (nextCode) applied.set(checkout, nextCode);
    else applied.delete(checkout);
    show(asked, answer);
  }

  const apply = () => {
    if (code) return void reprice(null);
    const typed = input.value.trim();
    if (typed) void reprice(typed);
  };
  button.addEventListener("click", apply);
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    }
  });
  return h(
    "div",
    { class: "promo" },
    h("label", { class: "field", for: id }, text.promoCode),
    h("div", { class: "promo-row" }, input, button),
    message ? h("p", { class: "alert", role: "alert", id: `${id}-why` }, message) : null,
  );
}

function withoutCode(body: PlaceOrderRequest): PlaceOrderRequest {
  const { promoCode: _code, ...rest } = body;
  return rest;
}
