import { describe, expect, it } from "vitest";
import { bidiParagraph, directionOf, glyphText, mostlyRightToLeft, wrapLines } from "./pdf-bidi.ts";

/** A line's pieces, left to right as printed, as "text" (left to right) or "<text" (right to left). */
const printed = (text: string, base: "ltr" | "rtl" | "auto", start = 0, end = text.length) =>
  bidiParagraph(text, base)
    .visualLine(start, end)
    .map((piece) => (piece.rtl ? `<${piece.text}` : piece.text));

describe("bidiParagraph", () => {
  it("lays an Arabic line's words out right to left, each kept in logical order for fontkit to shape", () => {
    expect(printed("شوربة عدس", "auto")).toEqual(["<عدس", "<شوربة"]);
  });

  it("keeps a Latin word and a price in digits reading left to right inside Arabic", () => {
    const text = "سلطة Caesar Salad مع 2 قطعة";
    expect(printed(text, "rtl")).toEqual(["<قطعة", "2", "<مع", "Caesar", "Salad", "<سلطة"]);
    expect(bidiParagraph(text, "auto").direction).toBe("rtl");
  });

  it("mirrors brackets in right-to-left text and leaves a left-to-right paragraph's Hebrew word in place", () => {
    // Swapped in the logical text, so once the run is reversed "(" is on the right again, opening it.
    expect(printed("بيتزا (مارغريتا)", "rtl")).toEqual(["<)مارغريتا(", "<بيتزا"]);
    expect(printed("Falafel פלאפל plate", "auto")).toEqual(["Falafel", "<פלאפל", "plate"]);
  });

  it("reorders each wrapped line on its own, so a long description reads on from the right of the next line", () => {
    const text = "خس روماني طازج مع صلصة";
    // Lines break at the third space: "خس روماني طازج" | "مع صلصة".
    expect(printed(text, "rtl", 0, 14)).toEqual(["<طازج", "<روماني", "<خس"]);
    expect(printed(text, "rtl", 15, text.length)).toEqual(["<صلصة", "<مع"]);
  });
});

describe("glyphText", () => {
  const arabicReverses = (text: string) => /[\u0600-\u06ff]/.test(text);
  it("hands fontkit an Arabic word as written (it reverses it) and reverses what it would not", () => {
    expect(glyphText({ text: "عدس", rtl: true, start: 0 }, arabicReverses)).toBe("عدس");
    expect(glyphText({ text: "(«", rtl: true, start: 0 }, arabicReverses)).toBe("«(");
    expect(glyphText({ text: "12", rtl: false, start: 0 }, arabicReverses)).toBe("12");
    // Arabic-Indic digits read left to right, but fontkit reverses their script's runs: turned first.
    expect(glyphText({ text: "١٢", rtl: false, start: 0 }, arabicReverses)).toBe("٢١");
  });

  it("keeps vowel marks on their letters when it reverses", () => {
    expect(glyphText({ text: "שָׁלוֹם", rtl: true, start: 0 }, () => false)).toBe("םוֹלשָׁ");
  });
});

describe("wrapLines", () => {
  const width = (text: string) => text.length;
  it("breaks at spaces so each line fits, a word longer than a line alone on its own", () => {
    const text = "ab cd ef ghijklmnop q";
    expect(wrapLines(text, 5, width).map(([start, end]) => text.slice(start, end))).toEqual([
      "ab cd",
      "ef",
      "ghijklmnop",
      "q",
    ]);
  });
});

describe("directions", () => {
  it("reads a paragraph's direction from its first letter, and a menu's from most of its names", () => {
    expect(directionOf("12 שקל", "ltr")).toBe("rtl");
    expect(directionOf("Pizza بيتزا", "rtl")).toBe("ltr");
    expect(directionOf("12.00", "rtl")).toBe("rtl");
    expect(mostlyRightToLeft(["חומוס", "שקשוקה", "Pita"])).toBe(true);
    expect(mostlyRightToLeft(["Hummus", "Pita", "חומוס"])).toBe(false);
  });
});
