import { describe, expect, it } from "vitest";
import { describeOrderStatus, describeOrderTime, orderSteps } from "../order-status-text.ts";
import { ORDER_WORDS, orderWords } from "./all.ts";
import { loadOrderWords, ORDER_LANGUAGES, orderLanguage } from "./order-words.ts";

const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the guest's ordering words", () => {
  it("has every word in every language, with the same holes as English", () => {
    const english = ORDER_WORDS.en;
    const keys = Object.keys(english).sort();
    expect(keys.length).toBeGreaterThan(100);
    for (const lang of ORDER_LANGUAGES) {
      const words = ORDER_WORDS[lang] as unknown as Record<string, string>;
      expect(Object.keys(words).sort(), lang).toEqual(keys);
      for (const key of keys) {
        const text = words[key] ?? "";
        expect(text.trim(), `${lang}.${key}`).not.toBe("");
        expect(holes(text), `${lang}.${key}`).toEqual(
          holes((english as unknown as Record<string, string>)[key] ?? ""),
        );
      }
    }
  });

  it("translates them: no language but English reads the English sentences", () => {
    for (const lang of ORDER_LANGUAGES.filter((tag) => tag !== "en")) {
      const words = ORDER_WORDS[lang];
      expect(words.yourOrder, lang).not.toBe(ORDER_WORDS.en.yourOrder);
      expect(words.placeOrder, lang).not.toBe(ORDER_WORDS.en.placeOrder);
      expect(words.receivedDetail, lang).not.toBe(ORDER_WORDS.en.receivedDetail);
    }
  });

  it("picks the language as the page does: a region reads its language, an unknown one English", () => {
    expect(orderLanguage("pt-BR")).toBe("pt");
    expect(orderLanguage("AR")).toBe("ar");
    expect(orderLanguage("ja")).toBe("en");
    expect(orderLanguage(null)).toBe("en");
    expect(orderWords("fr-CA").checkout).toBe("Commander");
  });

  it("loads one language's words on their own", async () => {
    expect(await loadOrderWords("fr")).toBe(ORDER_WORDS.fr);
    expect(await loadOrderWords("zh-Hans")).toBe(ORDER_WORDS.zh);
    expect(await loadOrderWords("ja")).toBe(ORDER_WORDS.en);
  });

  it("says an order's status and times in the order's language, days named by Intl", () => {
    // Wednesday 2026-11-25 12:00 UTC, the business on UTC.
    const now = new Date("2026-11-25T12:00:00Z");
    const zone = { timeZone: "UTC", offsetMinutes: 0, use24HourFormat: true, now };
    const fr = { ...zone, words: orderWords("fr"), lang: "fr" };
    const order = { type: "PICKUP" as const, reason: null, scheduledFor: null };
    expect(
      describeOrderStatus({ ...order, status: "ACCEPTED", readyAt: "2026-11-25T12:30:00Z" }, fr).detail,
    ).toBe("Prête à emporter à 12:30.");
    expect(
      describeOrderStatus(
        { ...order, status: "SCHEDULED", readyAt: null, scheduledFor: "2026-11-27T19:45:00Z" },
        fr,
      ).detail,
    ).toBe("Pour vendredi à 19:45. Le restaurant la recevra à temps.");
    expect(describeOrderTime("2026-11-26T09:00:00Z", fr)).toBe("demain à 9:00");
    // The guest's language writes its own clock, whatever the owner's 12-hour setting: no "las 1:30 PM".
    const es = { ...zone, use24HourFormat: false, words: orderWords("es"), lang: "es" };
    expect(
      describeOrderStatus({ ...order, status: "ACCEPTED", readyAt: "2026-11-25T13:30:00Z" }, es).detail,
    ).toBe("Listo para recoger a las 13:30.");
    const ar = { ...zone, words: orderWords("ar"), lang: "ar" };
    expect(describeOrderTime("2026-11-27T19:45:00Z", ar)).toBe("الجمعة الساعة 19:45");
    const en = { ...zone, use24HourFormat: false, words: orderWords("en"), lang: null };
    expect(
      describeOrderStatus({ ...order, status: "ACCEPTED", readyAt: "2026-11-25T12:30:00Z" }, en).detail,
    ).toBe("Ready for pick-up at 12:30 PM.");
    expect(orderSteps(orderWords("de"))).toEqual(["Erhalten", "Angenommen", "Fertig", "Abgeschlossen"]);
  });
});
