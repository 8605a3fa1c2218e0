import { describe, expect, it } from "vitest";
import { fill } from "../common/fill.ts";
import { WORDED_LANGUAGES } from "../common/worded-language.ts";
import { orderRefusals, REFUSAL_TEMPLATES } from "./order-refusals.ts";
import { ORDER_MESSAGES } from "./order-rules.ts";

/** Every sentence of a refusals object, functions called with a marker. */
function sentences(refusals: ReturnType<typeof orderRefusals>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(refusals)) {
    if (typeof value === "string") out[key] = value;
    else if (key === "choicesBroken")
      out[key] = refusals.choicesBroken({
        item: "⟦X⟧",
        group: "⟦X⟧",
        rule: { min: 1, max: 1 },
        problem: "few",
      });
    else if (key === "textsOnlyTo") out[key] = refusals.textsOnlyTo(["CA", "MX"]);
    else if (typeof value === "function") out[key] = (value as (v: string) => string)("⟦X⟧");
    else
      for (const [inner, text] of Object.entries(value as Record<string, string>))
        out[`${key}.${inner}`] = text;
  }
  return out;
}

describe("the refusals in the guest's language", () => {
  it("keeps English exactly as API clients have always read it", () => {
    const english = orderRefusals(null);
    expect(english.closed).toBe(ORDER_MESSAGES.closed);
    expect(english.typeOff.DELIVERY).toBe(ORDER_MESSAGES.typeOff.DELIVERY);
    expect(english.sizeRequired("Soup")).toBe(ORDER_MESSAGES.sizeRequired("Soup"));
    expect(orderRefusals("ja")).toBe(english);
    expect(orderRefusals("en-GB")).toBe(english);
  });

  it("puts an owner's name in as typed, even with $ signs String.replace would read as patterns", () => {
    const name = "Combo $& Co $$5 $`";
    for (const lang of WORDED_LANGUAGES) expect(orderRefusals(lang).sizeRequired(name), lang).toContain(name);
  });

  it("has every sentence in every language, none left in English, each hole kept", () => {
    const english = sentences(orderRefusals("en"));
    for (const lang of WORDED_LANGUAGES.filter((tag) => tag !== "en")) {
      const own = sentences(orderRefusals(lang));
      expect(Object.keys(own).sort(), lang).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(own)) {
        expect(text, `${lang} ${key}`).not.toBe(english[key]);
        expect(text.trim(), `${lang} ${key}`).not.toBe("");
        expect(text, `${lang} ${key}`).not.toMatch(/\{(name|minimum|days|maximum|countries)\}/);
        if (english[key]?.includes("⟦X⟧")) expect(text, `${lang} ${key}`).toContain("⟦X⟧");
      }
      const template = REFUSAL_TEMPLATES[lang as keyof typeof REFUSAL_TEMPLATES];
      for (const key of ["menuServed", "menuServedScheduled"] as const) {
        expect(template[key], `${lang} ${key}`).toContain("{menu}");
        expect(template[key], `${lang} ${key}`).toContain("{when}");
      }
    }
  });

  it("names the countries texts may reach in the guest's language", () => {
    expect(orderRefusals(null).textsOnlyTo(["US", "CA"])).toBe(
      "Texts can only go to a mobile number in the United States or Canada.",
    );
    expect(orderRefusals("es").textsOnlyTo(["MX"])).toBe(
      "Los SMS solo pueden enviarse a un número móvil de estos países: México.",
    );
  });

  it("reads a regional tag as its language and fills the menu's sentence", () => {
    const french = orderRefusals("fr-CA");
    expect(french).toBe(orderRefusals("fr"));
    expect(fill(french.menuServed, { menu: "Petit-déjeuner", when: "lun.–ven. 07:00–11:00" })).toBe(
      "La carte Petit-déjeuner est servie lun.–ven. 07:00–11:00. Veuillez la commander à ce moment-là, ou programmer la commande pour cette heure.",
    );
    expect(orderRefusals("pt-BR").scheduledTooFar).toBe(
      "As encomendas podem ser feitas com até 6 dias de antecedência.",
    );
  });
});
