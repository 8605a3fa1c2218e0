import { describe, expect, it } from "vitest";
import { WORDED_LANGUAGES } from "../common/worded-language.ts";
import { CHECKOUT_REWARD_WORDS } from "./checkout-reward-words.ts";
import { LOYALTY_MESSAGES, pointsFor } from "./loyalty.ts";
import { LOYALTY_WORDS } from "./loyalty-words.ts";
import { REWARDS_PAGE_WORDS } from "./rewards-page-words.ts";

const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the loyalty program", () => {
  it("words its code in every language the guest page speaks, with English's holes", () => {
    expect(Object.keys(LOYALTY_WORDS).sort()).toEqual([...WORDED_LANGUAGES].sort());
    for (const [lang, words] of Object.entries(LOYALTY_WORDS))
      for (const [key, text] of Object.entries(LOYALTY_WORDS.en)) {
        const said = words[key as keyof typeof words];
        expect(holes(said), `${key} in ${lang}`).toEqual(holes(text));
        if (lang !== "en") expect(said, `${key} in ${lang}`).not.toBe(text);
      }
  });

  it("words the checkout's rewards in every language the guest page speaks, with English's holes", () => {
    expect(Object.keys(CHECKOUT_REWARD_WORDS).sort()).toEqual([...WORDED_LANGUAGES].sort());
    for (const [lang, words] of Object.entries(CHECKOUT_REWARD_WORDS))
      for (const [key, text] of Object.entries(CHECKOUT_REWARD_WORDS.en)) {
        const said = words[key as keyof typeof words];
        expect(holes(said), `${key} in ${lang}`).toEqual(holes(text));
        // "{name} ({points} points)" reads the same in French.
        if (lang !== "en" && key !== "option") expect(said, `${key} in ${lang}`).not.toBe(text);
      }
  });

  it("earns points per whole currency unit, or a stamp per order, from the minimum up", () => {
    const perUnit = {
      enabled: true,
      earn: { kind: "POINTS_PER_UNIT" as const, points: 2, minSubtotal: 500 },
      rewards: [],
    };
    expect(pointsFor(perUnit, 3449, 2)).toBe(68);
    expect(pointsFor(perUnit, 499, 2)).toBe(0);
    expect(pointsFor(perUnit, 3449, 0)).toBe(6898);
    const stamps = { ...perUnit, earn: { kind: "STAMP_PER_ORDER" as const, points: 1, minSubtotal: 1000 } };
    expect(pointsFor(stamps, 1000, 2)).toBe(1);
    expect(pointsFor(stamps, 999, 2)).toBe(0);
    expect(pointsFor({ ...stamps, enabled: false }, 5000, 2)).toBe(0);
  });
});

describe("the rewards page", () => {
  it("is worded in every language the guest page speaks, with English's holes", () => {
    expect(Object.keys(REWARDS_PAGE_WORDS).sort()).toEqual([...WORDED_LANGUAGES].sort());
    for (const [lang, words] of Object.entries(REWARDS_PAGE_WORDS))
      for (const [key, text] of Object.entries(REWARDS_PAGE_WORDS.en)) {
        const said = words[key as keyof typeof words];
        expect(holes(said), `${key} in ${lang}`).toEqual(holes(text));
        if (lang !== "en") expect(said, `${key} in ${lang}`).not.toBe(text);
      }
  });

  it("refuses in English with the API's sentences", () => {
    const words = REWARDS_PAGE_WORDS.en;
    for (const key of [
      "phoneOrEmail",
      "phoneInvalid",
      "codeWrong",
      "codeExpired",
      "tooManyCodes",
      "cannotText",
    ] as const)
      expect(words[key]).toBe(LOYALTY_MESSAGES[key]);
  });
});
