import type { PlaceOrderRequest, PricedCart } from "../../shared/ordering/orders.ts";
import { ApiError } from "./api.ts";
import type { Checkout } from "./checkout-state.ts";
import { priceOrder } from "./checkout-submit.ts";
import { h, uniqueId } from "./dom.ts";
import { words } from "./words.ts";

// A code the guest types on the review (a promo code, a gift card's code): Apply asks the server's price with
// the code, so what it takes off shows in the totals before paying, or the reason it does not apply (in the
// guest's language) under the field. An applied code rides in the order's body; the server judges it again
// when the order is placed.

type CodeKey = "promoCode" | "giftCardCode";
type Problem = PricedCart["problems"][number];

export interface CodeKind {
  /** The body's field the code rides in. */
  key: CodeKey;
  /** The price call's problems that refuse this code. */
  refusals: readonly Problem["code"][];
  /** The field's label, its buttons, its wait, and the longest code it takes. */
  words: () => { label: string; apply: string; remove: string; checking: string };
  maxLength: number;
  /** A line under the field once a code is applied (what it leaves), or nothing. */
  note?: (checkout: Checkout, priced: PricedCart) => string | null;
  className: string;
}

/** Per kind of code, the code the guest applied in this checkout (kept when they go back to their details). */
const applied = new Map<CodeKey, WeakMap<Checkout, string>>();
/** Per kind, the last reason a typed code was refused, with what was typed, shown under the field. */
const refused = new Map<CodeKey, WeakMap<Checkout, { code: string; message: string }>>();

function memory<T>(store: Map<CodeKey, WeakMap<Checkout, T>>, key: CodeKey): WeakMap<Checkout, T> {
  const kept = store.get(key) ?? new WeakMap<Checkout, T>();
  store.set(key, kept);
  return kept;
}

const without = (body: PlaceOrderRequest, key: CodeKey): PlaceOrderRequest => {
  const { [key]: _code, ...rest } = body;
  return rest;
};

/** The order's body with the codes the guest applied in this checkout, each kind its own. */
export function withCodes(checkout: Checkout, body: PlaceOrderRequest, kinds: CodeKind[]): PlaceOrderRequest {
  return kinds.reduce((sent, kind) => {
    const code = memory(applied, kind.key).get(checkout);
    return code ? { ...without(sent, kind.key), [kind.key]: code } : without(sent, kind.key);
  }, body);
}

/** Whether a problem of the price call is one a code field shows under itself. */
export const isCodeProblem = (kinds: CodeKind[], entry: Problem) =>
  kinds.some((kind) => kind.refusals.includes(entry.code));

export function codeField(
  kind: CodeKind,
  checkout: Checkout,
  body: PlaceOrderRequest,
  priced: PricedCart,
  show: (body: PlaceOrderRequest, priced: PricedCart) => void,
) {
  const text = kind.words();
  const appliedCodes = memory(applied, kind.key);
  const refusedCodes = memory(refused, kind.key);
  const isRefusal = (entry: Problem) => kind.refusals.includes(entry.code);
  const id = uniqueId(kind.key);
  const code = appliedCodes.get(checkout);
  // A code applied earlier that no longer holds (used up meanwhile): the server's problem names why.
  const stale = code ? priced.problems.find(isRefusal)?.message : undefined;
  const last = refusedCodes.get(checkout);
  const message = stale ?? last?.message;
  const note = code && !stale ? (kind.note?.(checkout, priced) ?? null) : null;
  const input = h("input", {
    id,
    type: "text",
    autocomplete: "off",
    autocapitalize: "characters",
    spellcheck: "false",
    maxlength: kind.maxLength,
    value: code ?? last?.code ?? "",
    disabled: Boolean(code),
    "aria-describedby": message ? `${id}-why` : note ? `${id}-note` : null,
  });
  const button = h("button", { type: "button", class: "ghost" }, code ? text.remove : text.apply);

  async function reprice(nextCode: string | null) {
    button.disabled = true;
    button.textContent = text.checking;
    const asked = nextCode ? { ...body, [kind.key]: nextCode } : without(body, kind.key);
    let answer: PricedCart;
    try {
      answer = await priceOrder(checkout.page, asked);
    } catch (error) {
      refusedCodes.set(checkout, {
        code: nextCode ?? "",
        message: error instanceof ApiError ? error.problem.message : words.failed,
      });
      show(body, priced);
      return;
    }
    const problem = answer.problems.find(isRefusal);
    if (nextCode && problem) {
      // Refused: the cart goes on without the code, its reason under the field.
      appliedCodes.delete(checkout);
      refusedCodes.set(checkout, { code: nextCode, message: problem.message });
      show(without(body, kind.key), {
        ...answer,
        problems: answer.problems.filter((entry) => !isRefusal(entry)),
      });
      return;
    }
    refusedCodes.delete(checkout);
    if (nextCode) appliedCodes.set(checkout, nextCode);
    else appliedCodes.delete(checkout);
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
  // A group named for its field: the review has two of them, each with its own Apply.
  return h(
    "div",
    { class: `promo ${kind.className}`, role: "group", "aria-labelledby": `${id}-label` },
    h("label", { class: "field", for: id, id: `${id}-label` }, text.label),
    h("div", { class: "promo-row" }, input, button),
    message ? h("p", { class: "alert", role: "alert", id: `${id}-why` }, message) : null,
    note ? h("p", { class: "muted code-note", id: `${id}-note` }, note) : null,
  );
}
