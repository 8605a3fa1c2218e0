import { describe, expect, it } from "vitest";
import { WORDED_LANGUAGES } from "../common/worded-language.ts";
import { SOLD_OUT_TEMPLATES, soldOutRefusal } from "./sold-out-refusals.ts";

describe("soldOutRefusal", () => {
  it("names the item, and the option with its item, in every language the guest pages speak", () => {
    for (const lang of WORDED_LANGUAGES) {
      const templates = SOLD_OUT_TEMPLATES[lang];
      expect(templates.item, lang).toContain("{name}");
      expect(templates.option, lang).toContain("{name}");
      expect(templates.option, lang).toContain("{option}");
      const option = soldOutRefusal(lang, { item: "Margherita", option: "Extra cheese" });
      expect(option, lang).toContain("Margherita");
      expect(option, lang).toContain("Extra cheese");
    }
  });

  it("reads a regional language as its own and falls back to English", () => {
    expect(soldOutRefusal("pt-BR", { item: "Soda" })).toBe(
      "“Soda” está esgotado de momento. Retire-o do seu pedido.",
    );
    expect(soldOutRefusal("ja", { item: "Soda" })).toBe(
      "“Soda” is sold out for now. Please remove it from your order.",
    );
    expect(soldOutRefusal(null, { item: "$& Soda" })).toContain("“$& Soda”");
  });
});
