// Stripe's test cards, by number and by test PaymentMethod id (docs.stripe.com/testing), and what each meets when
// it is saved (a SetupIntent) and when it is charged, on-session or off. A card that asks its holder to
// authenticate (3D Secure) is authenticated by the stand-in in the guest's place, as a guest passing the
// challenge would; off-session no one is there to do it, and Stripe answers `authentication_required`.

export interface Decline {
  code: string;
  decline_code: string;
  message: string;
}

export interface TestCard {
  brand: "visa" | "mastercard";
  last4: string;
  country: string;
  /** The bank's answer when the card is saved; null: it is saved. */
  setup: Decline | null;
  /** The bank's answer to a charge once any authentication is done; null: it pays. */
  charge: Decline | null;
  /**
   * When the bank asks the holder to authenticate: never; on a payment not made with a card saved through a
   * SetupIntent ("unless-set-up": a saved card's later off-session charges pass); or on every charge ("always").
   */
  authentication: "never" | "unless-set-up" | "always";
}

const declined: Decline = {
  code: "card_declined",
  decline_code: "generic_decline",
  message: "Your card was declined.",
};
const insufficientFunds: Decline = {
  code: "card_declined",
  decline_code: "insufficient_funds",
  message: "Your card has insufficient funds.",
};

const card = (
  brand: TestCard["brand"],
  last4: string,
  behavior: Partial<Omit<TestCard, "brand" | "last4">> = {},
): TestCard => ({
  brand,
  last4,
  country: "US",
  setup: null,
  charge: null,
  authentication: "never",
  ...behavior,
});

const CARDS: Record<string, TestCard> = {
  "4242424242424242": card("visa", "4242"),
  "5555555555554444": card("mastercard", "4444"),
  "4000000000000002": card("visa", "0002", { setup: declined, charge: declined }),
  "4000000000009995": card("visa", "9995", { setup: insufficientFunds, charge: insufficientFunds }),
  // Stripe's regional test numbers carry the country's ISO number: 250 France, 276 Germany.
  "4000002500003155": card("visa", "3155", { country: "FR", authentication: "unless-set-up" }),
  "4000002760003184": card("visa", "3184", { country: "DE", authentication: "always" }),
  // Attaching it to a customer succeeds; charging it fails.
  "4000000000000341": card("visa", "0341", { charge: declined }),
};

/** Stripe's test PaymentMethods: each stands for the test number that behaves the same. */
const TEST_METHODS: Record<string, string> = {
  pm_card_visa: "4242424242424242",
  pm_card_mastercard: "5555555555554444",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_chargeDeclinedInsufficientFunds: "4000000000009995",
  pm_card_authenticationRequiredOnSetup: "4000002500003155",
  pm_card_authenticationRequired: "4000002760003184",
  pm_card_chargeCustomerFail: "4000000000000341",
};

/** The test number a card number or test PaymentMethod id stands for, if Stripe knows it. */
export function testNumberOf(cardOrMethod: string): string | undefined {
  const number = TEST_METHODS[cardOrMethod] ?? cardOrMethod.replace(/\s+/g, "");
  return CARDS[number] ? number : undefined;
}

export const testCard = (number: string): TestCard | undefined => CARDS[number];

export const isTestMethodId = (id: string) => id in TEST_METHODS;

/** The error a number Stripe does not know meets, as Stripe words it. */
export const INCORRECT_NUMBER: Decline = {
  code: "incorrect_number",
  decline_code: "incorrect_number",
  message: "Your card number is incorrect.",
};

/** Off-session, a card that wants its holder: Stripe's decline, words and all. */
export const AUTHENTICATION_REQUIRED: Decline = {
  code: "authentication_required",
  decline_code: "authentication_required",
  message: "Your card was declined. This transaction requires authentication.",
};
