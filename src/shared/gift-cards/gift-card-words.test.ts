import { describe, expect, it } from "vitest";
import { WORDED_LANGUAGES } from "../common/worded-language.ts";
import { GIFT_CARD_CHECKOUT_WORDS } from "./gift-card-checkout-words.ts";
import { GIFT_CARD_SALE_WORDS } from "./gift-card-sale-words.ts";
import { GIFT_CARD_WORDS, giftCardWords } from "./gift-card-words.ts";
import { GIFT_CARD_MESSAGES } from "./gift-cards.ts";

const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the gift card page's words", () => {
  it("exist in every language the guest page speaks, each sentence with English's holes", () => {
    expect(Object.keys(GIFT_CARD_WORDS).sort()).toEqual([...WORDED_LANGUAGES].sort());
    const english = GIFT_CARD_WORDS.en;
    for (const [lang, words] of Object.entries(GIFT_CARD_WORDS))
      for (const [key, text] of Object.entries(english)) {
        const said = words[key as keyof typeof words];
        expect(said, `${key} in ${lang}`).toBeTruthy();
        expect(holes(said), `${key} in ${lang}`).toEqual(holes(text));
        if (lang !== "en") expect(said, `${key} in ${lang}`).not.toBe(text);
      }
  });

  it("at checkout too, every language with English's holes and a card named as on its page", () => {
    expect(Object.keys(GIFT_CARD_CHECKOUT_WORDS).sort()).toEqual([...WORDED_LANGUAGES].sort());
    const english = GIFT_CARD_CHECKOUT_WORDS.en;
    for (const [lang, words] of Object.entries(GIFT_CARD_CHECKOUT_WORDS)) {
      expect(words.name, lang).toBe(GIFT_CARD_WORDS[lang as keyof typeof GIFT_CARD_WORDS].title);
      for (const [key, text] of Object.entries(english)) {
        const said = words[key as keyof typeof words];
        expect(said, `${key} in ${lang}`).toBeTruthy();
        expect(holes(said), `${key} in ${lang}`).toEqual(holes(text));
        if (lang !== "en") expect(said, `${key} in ${lang}`).not.toBe(text);
      }
    }
  });

  it("to buy a card too, every language with English's holes", () => {
    expect(Object.keys(GIFT_CARD_SALE_WORDS).sort()).toEqual([...WORDED_LANGUAGES].sort());
    const english = GIFT_CARD_SALE_WORDS.en;
    for (const [lang, words] of Object.entries(GIFT_CARD_SALE_WORDS))
      for (const [key, text] of Object.entries(english)) {
        const said = words[key as keyof typeof words];
        expect(said, `${key} in ${lang}`).toBeTruthy();
        expect(holes(said), `${key} in ${lang}`).toEqual(holes(text));
        if (lang !== "en") expect(said, `${key} in ${lang}`).not.toBe(text);
      }
  });

  it("refuse in English with the API's sentences", () => {
    expect(GIFT_CARD_WORDS.en.notFound).toBe(GIFT_CARD_MESSAGES.invalid);
    expect(GIFT_CARD_WORDS.en.tooMany).toBe(GIFT_CARD_MESSAGES.tooMany);
    expect(GIFT_CARD_CHECKOUT_WORDS.en.spent).toBe(GIFT_CARD_MESSAGES.empty);
    expect(GIFT_CARD_CHECKOUT_WORDS.en.notCovered).toBe(GIFT_CARD_MESSAGES.notCovered);
  });

  it("reads a regional tag as its language, and English for a language it does not have", () => {
    expect(giftCardWords("es-MX").title).toBe("Tarjeta regalo");
    expect(giftCardWords("ja").title).toBe("Gift card");
    expect(giftCardWords(null).title).toBe("Gift card");
  });
});
