import { areaWordsOf } from "./checkout-delivery-area.ts";
import type { Checkout, Details } from "./checkout-state.ts";
import { h } from "./dom.ts";

// "Remember my details": the guest's name, phone, email and address, and their "Email me updates" and "Text me
// updates" choices (never a payment), kept on this device only
// (localStorage, one entry per site), when the guest asks for it at the order, and prefilled next time; "Forget
// my details" clears them and the fields in one tap. Nothing here is sent anywhere beyond the order itself.

type Kept = Pick<Details, "name" | "phone" | "email" | "address" | "city" | "zip">;
const KEPT_FIELDS = ["name", "phone", "email", "address", "city", "zip"] as const;

/** Before this box, the checkout kept every guest's details unasked, under one key for every site: dropped. */
const UNASKED_KEY = "menu-builder.guest";
const keyOf = (businessId: string) => `menu-builder.guest.${businessId}`;

/** Whether this checkout's guest wants their details kept (the box), per checkout. */
const wishes = new WeakMap<Details, boolean>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked
  }
}

/** The details this device keeps for the site, or none. */
export function keptDetails(businessId: string): Partial<Kept> {
  const store = storage();
  if (!store) return {};
  try {
    store.removeItem(UNASKED_KEY);
    const kept = JSON.parse(store.getItem(keyOf(businessId)) ?? "null") as Partial<Kept> | null;
    if (!kept || typeof kept !== "object") return {};
    return Object.fromEntries(
      KEPT_FIELDS.filter((field) => typeof kept[field] === "string").map((field) => [field, kept[field]]),
    );
  } catch {
    return {};
  }
}

/** The updates the guest asked for when their details were kept: both off when nothing is kept. */
export interface NotifyChoice {
  email: boolean;
  sms: boolean;
}

export function keptNotify(businessId: string): NotifyChoice {
  const store = storage();
  try {
    const kept = JSON.parse(store?.getItem(keyOf(businessId)) ?? "null") as { notify?: unknown } | null;
    const notify = (kept?.notify ?? {}) as Partial<Record<keyof NotifyChoice, unknown>>;
    return { email: notify.email === true, sms: notify.sms === true };
  } catch {
    return { email: false, sms: false };
  }
}

const hasKept = (businessId: string) => Object.keys(keptDetails(businessId)).length > 0;

/** At the order: keeps the details and update choices when the box is ticked, else forgets any kept before. */
export function keepDetails(checkout: Checkout, notify: NotifyChoice) {
  const store = storage();
  if (!store) return;
  const { details, page } = checkout;
  try {
    if (!wishes.get(details)) return store.removeItem(keyOf(page.businessId));
    const kept = Object.fromEntries(KEPT_FIELDS.map((field) => [field, details[field].trim()]));
    store.setItem(keyOf(page.businessId), JSON.stringify({ ...kept, notify }));
  } catch {
    // storage full or blocked: the order went through all the same
  }
}

/** The box, ticked when details were kept before, and "Forget my details" while some are kept. */
export function rememberField(checkout: Checkout, redraw: (notice?: string) => void) {
  const { details, page } = checkout;
  const words = areaWordsOf();
  const isKept = hasKept(page.businessId);
  if (!wishes.has(details)) wishes.set(details, isKept);
  const box = h("input", { type: "checkbox", name: "remember" });
  box.checked = wishes.get(details) === true;
  box.addEventListener("change", () => wishes.set(details, box.checked));
  const forget = () => {
    storage()?.removeItem(keyOf(page.businessId));
    for (const field of KEPT_FIELDS) details[field] = "";
    wishes.set(details, false);
    redraw(words.forgotten);
  };
  return h(
    "div",
    { class: "remember" },
    h("label", { class: "check" }, box, h("span", {}, words.rememberMe)),
    isKept ? h("button", { type: "button", class: "link", onclick: forget }, words.forgetMe) : null,
  );
}
