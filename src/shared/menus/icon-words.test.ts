import { describe, expect, it } from "vitest";
import { WORDED_LANGUAGES } from "../guest-page/guest-words.ts";
import { ICON_NAMES, iconName } from "./icon-words.ts";
import { ICON_LIBRARY } from "./icons.ts";

describe("the icon library's names in the guest page's languages", () => {
  it("names every library icon in every language the page has words for, English being the library's own", () => {
    const languages = WORDED_LANGUAGES.filter((lang) => lang !== "en");
    expect(Object.keys(ICON_NAMES).sort()).toEqual([...languages].sort());
    for (const lang of languages)
      for (const icon of ICON_LIBRARY) {
        const name = iconName(icon.key, "", lang);
        expect(name, `${icon.key} in ${lang}`).not.toBe("");
        expect(name.trim(), `${icon.key} in ${lang}`).toBe(name);
      }
    // Nothing named that the library does not have.
    const keys = new Set(ICON_LIBRARY.map((icon) => icon.key));
    for (const names of Object.values(ICON_NAMES))
      for (const key of Object.keys(names)) expect(keys).toContain(key);
  });

  it("reads a regional tag as its language, and falls back to English elsewhere", () => {
    expect(iconName("vegan", "Vegan", "pt-BR")).toBe("Vegano");
    expect(iconName("gluten-free", "Gluten-free", "fr")).toBe("Sans gluten");
    expect(iconName("vegan", "Vegan", "ja")).toBe("Vegan");
    expect(iconName("vegan", "Vegan", null)).toBe("Vegan");
  });
});
