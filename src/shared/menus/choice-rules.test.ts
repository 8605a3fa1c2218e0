import { describe, expect, it } from "vitest";
import { WORDED_LANGUAGES } from "../common/worded-language.ts";
import {
  CHOICE_WORD_TABLE,
  choiceProblem,
  choiceRefusal,
  choiceRule,
  describeChoiceRule,
  describeChosen,
} from "./choice-rules.ts";
import { ModifierGroupSchema } from "./menu.ts";

const options = (count: number) => Array.from({ length: count }, (_, index) => index);

describe("a modifier group's rule", () => {
  it("reads a group saved before the rule existed as optional and unbounded", () => {
    expect(choiceRule({ entries: options(3) })).toEqual({ min: 0, max: null });
    const parsed = ModifierGroupSchema.parse({ id: "g", name: "Sauce", entries: [] });
    expect(parsed).toMatchObject({ min: 0, max: null });
  });

  it("never asks for more options than the group has", () => {
    expect(choiceRule({ min: 3, max: 4, entries: options(2) })).toEqual({ min: 2, max: 2 });
    expect(choiceRule({ min: 1, max: 5, entries: options(3) })).toEqual({ min: 1, max: 3 });
    expect(choiceRule({ min: 2, max: null, entries: [] })).toEqual({ min: 0, max: null });
  });

  it("tells too few from too many", () => {
    const rule = { min: 1, max: 2 };
    expect([0, 1, 2, 3].map((chosen) => choiceProblem(rule, chosen))).toEqual(["few", null, null, "many"]);
  });

  it("says the rule in plain words", () => {
    expect(describeChoiceRule({ min: 0, max: null })).toBe("Optional");
    expect(describeChoiceRule({ min: 1, max: 1 })).toBe("Choose 1");
    expect(describeChoiceRule({ min: 0, max: 3 })).toBe("Choose up to 3");
    expect(describeChoiceRule({ min: 2, max: 4 })).toBe("Choose 2–4");
    expect(describeChoiceRule({ min: 2, max: null })).toBe("Choose at least 2");
    expect(describeChoiceRule({ min: 1, max: 1 }, "es-MX")).toBe("Elija 1");
    expect(describeChosen({ min: 0, max: 3 }, 2)).toBe("2 of 3 chosen");
    expect(describeChosen({ min: 0, max: null }, 2)).toBe("2 chosen");
    expect(describeChosen({ min: 0, max: 3 }, 2, "de")).toBe("2 von 3 gewählt");
    expect(
      choiceRefusal({ item: "Burger", group: "Side", rule: { min: 1, max: 1 }, problem: "few" }, "fr"),
    ).toBe("Veuillez en choisir au moins 1 dans « Side » pour « Burger ».");
  });

  it("has every sentence in every language of the guest page, with its holes", () => {
    const english = CHOICE_WORD_TABLE.en;
    for (const lang of WORDED_LANGUAGES) {
      const words = CHOICE_WORD_TABLE[lang];
      for (const key of Object.keys(english) as (keyof typeof english)[]) {
        const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
        expect(words[key].trim(), `${lang}.${key}`).not.toBe("");
        expect(holes(words[key]), `${lang}.${key}`).toEqual(holes(english[key]));
      }
    }
  });

  it("refuses a rule whose minimum passes its maximum", () => {
    const result = ModifierGroupSchema.safeParse({ id: "g", name: "Side", entries: [], min: 2, max: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["min"]);
  });
});
