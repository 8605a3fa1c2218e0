import { describe, expect, it } from "vitest";
import { WORDED_LANGUAGES } from "../worded-language.ts";
import {
  GUEST_FIELD_NAMES,
  GUEST_SENTENCE_COUNT,
  GUEST_SENTENCES,
  GUEST_TEMPLATES,
} from "./guest-languages.ts";
import { TEMPLATES_EN } from "./sentences.ts";

describe("the guest's refusals in every language of the guest page", () => {
  const languages = WORDED_LANGUAGES.filter((lang) => lang !== "en");

  it.each(languages)("%s has every sentence, template and guest field name", (lang) => {
    expect(GUEST_SENTENCES[lang]).toHaveLength(GUEST_SENTENCE_COUNT);
    expect(Object.keys(GUEST_TEMPLATES[lang]).sort()).toEqual(Object.keys(TEMPLATES_EN).sort());
    expect(Object.keys(GUEST_FIELD_NAMES[lang]).sort()).toEqual(Object.keys(GUEST_FIELD_NAMES.fr).sort());
    for (const sentence of GUEST_SENTENCES[lang]) expect(sentence.trim()).not.toBe("");
  });

  it.each(languages)("%s keeps each template's holes", (lang) => {
    for (const [key, english] of Object.entries(TEMPLATES_EN)) {
      const holes = (text: string) =>
        (text.match(/\{(min|max|values|keys|digits|divisor|n)\}/g) ?? []).sort();
      expect(holes(GUEST_TEMPLATES[lang][key as keyof typeof TEMPLATES_EN]), `${lang} ${key}`).toEqual(
        holes(english),
      );
    }
  });
});
