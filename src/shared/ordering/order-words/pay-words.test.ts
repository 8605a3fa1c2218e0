import { describe, expect, it } from "vitest";
import { WORDED_LANGUAGES } from "../../guest-page/guest-words.ts";
import { PAY_WORDS, payWords } from "./pay-words.ts";

const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the card-payment page's words", () => {
  it("exist in every language the guest page speaks, each sentence with English's holes", () => {
    expect(Object.keys(PAY_WORDS).sort()).toEqual([...WORDED_LANGUAGES].sort());
    const english = PAY_WORDS.en ?? payWords(null);
    for (const [lang, words] of Object.entries(PAY_WORDS))
      for (const [key, text] of Object.entries(english)) {
        const said = words[key as keyof typeof words];
        expect(said, `${key} in ${lang}`).toBeTruthy();
        expect(holes(said), `${key} in ${lang}`).toEqual(holes(text));
      }
  });

  it("reads a regional tag as its language, and English for a language it does not have", () => {
    expect(payWords("pt-BR").payTitle).toBe("Pagar com cartão");
    expect(payWords("ja").payTitle).toBe("Pay by card");
    expect(payWords(null).payTitle).toBe("Pay by card");
  });
});
