import { describe, expect, it } from "vitest";
import { guestWords } from "../guest-page/guest-words.ts";
import { describeStatus } from "../hours/hours.ts";
import { dayName } from "./day-names.ts";
import {
  acceptedLanguages,
  isRightToLeft,
  nativeName,
  normalizeLanguage,
  pickLanguage,
  translated,
  translatedSize,
} from "./languages.ts";

describe("pickLanguage (?lang=, else Accept-Language, else the first)", () => {
  const offered = ["en", "fr", "ar", "pt-BR"];
  it("takes ?lang= when the business has it, whatever the browser says", () => {
    expect(pickLanguage(offered, "fr", "ar")).toEqual({ lang: "fr", isFromHeader: false });
    expect(pickLanguage(offered, "PT-br", undefined)).toEqual({ lang: "pt-BR", isFromHeader: false });
  });
  it("else the browser's most wanted language the business has, by q and then by order", () => {
    expect(pickLanguage(offered, null, "de, ar;q=0.8, fr;q=0.9").lang).toBe("fr");
    expect(pickLanguage(offered, "xx", "fr-CA").lang).toBe("fr");
    expect(pickLanguage(offered, null, "pt").lang).toBe("pt-BR");
    expect(pickLanguage(offered, null, "fr;q=0").lang).toBe("en");
  });
  it("else the first language, and says the header decided it", () => {
    expect(pickLanguage(offered, null, "ja")).toEqual({ lang: "en", isFromHeader: true });
    expect(pickLanguage(offered, null, undefined)).toEqual({ lang: "en", isFromHeader: true });
  });
  it("takes the query and the header as a request gives them", () => {
    // A repeated ?lang (an array) or a repeated header: not a language, and the first header.
    expect(pickLanguage(offered, ["fr", "ar"], ["ar", "fr"])).toEqual({ lang: "ar", isFromHeader: true });
    expect(pickLanguage(offered, undefined, ["fr-CA"]).lang).toBe("fr");
  });
  it("a one-language business never varies, and none means no language", () => {
    expect(pickLanguage(["fr"], null, "ar")).toEqual({ lang: "fr", isFromHeader: false });
    expect(pickLanguage([], "fr", "fr")).toEqual({ lang: null, isFromHeader: false });
  });
  it("reads Accept-Language's weights and ignores the wildcard", () => {
    expect(acceptedLanguages("en;q=0.5, *, fr")).toEqual(["fr", "en"]);
  });
});

describe("translated texts", () => {
  const item = {
    name: "Soup",
    sizes: ["Cup", "Bowl"],
    translations: { fr: { name: "Soupe", sizes: ["Tasse", " "] }, de: { name: "  " } },
  };
  it("falls back to the original where a translation is missing or blank", () => {
    expect(translated(item, "name", "fr")).toBe("Soupe");
    expect(translated(item, "name", "de")).toBe("Soup");
    expect(translated(item, "name", "es")).toBe("Soup");
    expect(translated(item, "name", null)).toBe("Soup");
    expect(translatedSize(item, 0, "fr")).toBe("Tasse");
    expect(translatedSize(item, 1, "fr")).toBe("Bowl");
  });
});

describe("language facts", () => {
  it("knows right-to-left scripts", () => {
    expect(isRightToLeft("ar")).toBe(true);
    expect(isRightToLeft("he-IL")).toBe(true);
    expect(isRightToLeft("fr")).toBe(false);
  });
  it("names languages in themselves and normalizes tags", () => {
    expect(nativeName("fr")).toBe("Français");
    expect(nativeName("ar")).toBe("العربية");
    expect(normalizeLanguage("pt_br")).toBe("pt-BR");
    expect(normalizeLanguage("zh-hant")).toBe("zh-Hant");
    expect(normalizeLanguage("english")).toBeNull();
  });
  it("says the status line in the guest's language, days named by Intl", () => {
    const status = {
      open: false,
      closesAt: null,
      nextOpening: { day: "tuesday" as const, time: "09:00", daysAhead: 2 },
    };
    expect(describeStatus(status, true, guestWords("fr"), (day) => dayName(day, "fr"))).toBe(
      "Fermé · Ouvre mardi à 09:00",
    );
    expect(describeStatus(status, false)).toBe("Closed · Opens Tuesday at 9:00 AM");
    expect(guestWords("pt-BR").orderNow).toBe("Encomendar");
    expect(guestWords("ja").orderNow).toBe("Order Now");
  });
});
