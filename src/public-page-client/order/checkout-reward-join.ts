import { fill } from "../../shared/common/fill.ts";
import { checkoutRewardWords } from "../../shared/loyalty/checkout-reward-words.ts";
import type { LoyaltyMe } from "../../shared/loyalty/loyalty.ts";
import { rewardsPageWords } from "../../shared/loyalty/rewards-page-words.ts";
import { ApiError, callApi } from "./api.ts";
import type { Checkout } from "./checkout-state.ts";
import { h, uniqueId } from "./dom.ts";
import { keepRewardToken } from "./reward-session.ts";
import { langQuery, pageLang, words } from "./words.ts";

// Joining the rewards program from the review, as on the rewards page: a phone or an email, the six-digit code
// sent to it, then the session, kept on this device (reward-session.ts). The form's refusals are said by their
// code in the page's language, as the rewards page says them.

type Contact = { phone: string } | { email: string };

export interface JoinState {
  step: "contact" | "code";
  phone: string;
  email: string;
  code: string;
  /** Where the code went: the session proves the same phone or email. */
  sentTo: Contact | null;
  error: string | null;
}

interface JoinEvents {
  onJoined: (me: LoyaltyMe) => void;
  /** Draws the section again, focus on the control with this key (focus.ts), else where it was. */
  draw: (to?: string) => void;
}

/** The guest's loyalty routes, with the page's language for their refusals. */
export const loyaltyPath = (checkout: Checkout, path: string) =>
  `/v1/public/businesses/${encodeURIComponent(checkout.page.businessId)}/loyalty/${path}${langQuery()}`;

/** The form opens with the phone the guest gave for the order, which is most often the one they join with. */
export const openJoin = (checkout: Checkout): JoinState => ({
  step: "contact",
  phone: checkout.details.phone.trim(),
  email: "",
  code: "",
  sentTo: null,
  error: null,
});

function refusalOf(error: unknown, join: JoinState, sent: Contact): string {
  if (!(error instanceof ApiError)) return words.failed;
  const page = rewardsPageWords(pageLang());
  const byCode: Record<string, string> = {
    CODE_WRONG: page.codeWrong,
    CODE_EXPIRED: page.codeExpired,
    TOO_MANY_REQUESTS: page.tooManyCodes,
    RATE_LIMITED: page.tooManyCodes,
    CANNOT_TEXT: page.cannotText,
    EMAIL_INVALID: page.phoneOrEmail,
    LOYALTY_OFF: checkoutRewardWords(pageLang()).programOff,
    // A malformed value: the code on the code's step, else the phone or the email sent.
    VALIDATION:
      join.step === "code" ? page.codeWrong : "phone" in sent ? page.phoneInvalid : page.phoneOrEmail,
  };
  // Ours in the page's language (offline), or the server's own sentence.
  return byCode[error.problem.code] ?? error.problem.message;
}

async function sendCode(checkout: Checkout, join: JoinState, events: JoinEvents) {
  const email = join.email.trim();
  const phone = join.phone.trim();
  // An email typed wins over the phone the form opened with.
  const contact: Contact | null = email ? { email } : phone ? { phone } : null;
  if (!contact) {
    join.error = rewardsPageWords(pageLang()).phoneOrEmail;
    return events.draw();
  }
  try {
    await callApi("POST", loyaltyPath(checkout, "code"), { body: contact });
  } catch (error) {
    join.error = refusalOf(error, join, contact);
    return events.draw();
  }
  Object.assign(join, { step: "code", sentTo: contact, code: "", error: null });
  events.draw("rewardCode");
}

async function signIn(checkout: Checkout, join: JoinState, events: JoinEvents) {
  const code = join.code.trim();
  if (!join.sentTo || !/^\d{6}$/.test(code)) {
    join.error = rewardsPageWords(pageLang()).codeWrong;
    return events.draw("rewardCode");
  }
  let session: LoyaltyMe & { guestToken: string };
  try {
    session = await callApi("POST", loyaltyPath(checkout, "session"), { body: { ...join.sentTo, code } });
  } catch (error) {
    join.error = refusalOf(error, join, join.sentTo);
    // A code that can no longer work sends the guest back to ask for another.
    if (error instanceof ApiError && error.problem.code === "CODE_EXPIRED") join.step = "contact";
    return events.draw(join.step === "code" ? "rewardCode" : "rewardPhone");
  }
  keepRewardToken(checkout.page.businessId, session.guestToken);
  events.onJoined(session);
}

/** A labelled field writing into the form's state, described by what is said of it (a refusal, the code sent). */
function field(
  join: JoinState,
  key: "phone" | "email" | "code",
  label: string,
  attributes: Record<string, string | number>,
  describedBy: (string | null)[],
) {
  const ids = describedBy.filter(Boolean).join(" ");
  const input = h("input", {
    name: `reward${key[0]?.toUpperCase()}${key.slice(1)}`,
    ...attributes,
    "aria-describedby": ids || null,
  });
  input.value = join[key];
  input.addEventListener("input", () => {
    join[key] = input.value;
  });
  return h("label", { class: "field" }, label, input);
}

export function joinForm(checkout: Checkout, join: JoinState, events: JoinEvents): HTMLFormElement {
  const page = rewardsPageWords(pageLang());
  const errorId = join.error ? uniqueId("reward-error") : null;
  const isCode = join.step === "code" && join.sentTo !== null;
  const submit = h(
    "button",
    { type: "submit", class: isCode ? "primary wide" : "ghost wide", "data-focus": `reward-${join.step}` },
    isCode ? page.join : page.sendCode,
  );
  const anotherWay = () => {
    Object.assign(join, { step: "contact", error: null });
    events.draw("rewardPhone");
  };
  const sentTo = join.sentTo && ("email" in join.sentTo ? join.sentTo.email : join.sentTo.phone);
  // Focus goes to the code's field as the code is sent: the field says where the code went.
  const sentId = uniqueId("reward-sent");
  const form = h(
    "form",
    { class: "reward-join", novalidate: true },
    isCode
      ? [
          h("p", { id: sentId, role: "status" }, fill(page.codeSent, { to: sentTo ?? "" })),
          field(
            join,
            "code",
            page.code,
            { inputmode: "numeric", autocomplete: "one-time-code", maxlength: 6 },
            [sentId, errorId],
          ),
        ]
      : [
          field(join, "phone", page.phone, { type: "tel", autocomplete: "tel", maxlength: 40 }, [errorId]),
          h("p", { class: "muted" }, page.or),
          field(join, "email", page.email, { type: "email", autocomplete: "email", maxlength: 254 }, [
            errorId,
          ]),
        ],
    errorId ? h("p", { class: "alert", role: "alert", id: errorId }, join.error) : null,
    submit,
    isCode
      ? h(
          "button",
          { type: "button", class: "link", "data-focus": "reward-another", onclick: anotherWay },
          page.anotherWay,
        )
      : null,
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // One call at a time: a second Enter while the first is on its way sends nothing.
    if (submit.disabled) return;
    submit.disabled = true;
    form.setAttribute("aria-busy", "true");
    void (isCode ? signIn(checkout, join, events) : sendCode(checkout, join, events));
  });
  return form;
}
