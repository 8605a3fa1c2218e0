import { describe, expect, it } from "vitest";
import { defaultPaper, printableMenuPath, readPaper } from "./printable-menu.ts";

describe("printable menu paper", () => {
  it("is Letter in the United States and Canada, A4 elsewhere", () => {
    expect(defaultPaper("United States")).toBe("letter");
    expect(defaultPaper(undefined)).toBe("letter");
    expect(defaultPaper("Canada")).toBe("letter");
    expect(defaultPaper("Germany")).toBe("a4");
    expect(defaultPaper("Japan")).toBe("a4");
  });

  it("takes a paper the link names and the country's otherwise", () => {
    expect(readPaper("A4", "Canada")).toBe("a4");
    expect(readPaper("letter", "France")).toBe("letter");
    expect(readPaper("tabloid", "France")).toBe("a4");
    expect(readPaper(["a4", "letter"], "United States")).toBe("letter");
  });

  it("makes the PDF's address", () => {
    expect(printableMenuPath("joe's")).toBe("/m/joe's/menu.pdf");
    expect(printableMenuPath("cafe x", { paper: "a4", menuId: "m1" })).toBe(
      "/m/cafe%20x/menu.pdf?paper=a4&menu=m1",
    );
  });
});
