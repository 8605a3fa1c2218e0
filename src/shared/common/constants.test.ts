import { describe, expect, it } from "vitest";
import { nextMenuName } from "./constants.ts";

// Unnamed menus become "Menu {n}" (docs/requirements.md, "Menus").

describe("nextMenuName", () => {
  it.each([
    [[], "Menu 1"],
    [["Lunch", "Dinner"], "Menu 1"],
    [["Menu 1"], "Menu 2"],
    [["Menu 1", "Menu 2", "Menu 3"], "Menu 4"],
    [["Menu 2", "Menu 3"], "Menu 1"],
    [["Menu 1", "Menu 3"], "Menu 2"],
    [[" Menu 1 "], "Menu 2"],
    [["menu 1"], "Menu 1"],
    [["Menu 01"], "Menu 1"],
    [["Menu 1", "Menu 1"], "Menu 2"],
  ])("%j → %j", (existing, expected) => {
    expect(nextMenuName(existing)).toBe(expected);
  });

  it("never gives a name that is already taken", () => {
    const names: string[] = [];
    for (let i = 0; i < 30; i++) {
      const next = nextMenuName(names);
      expect(names).not.toContain(next);
      names.push(next);
    }
    expect(names.at(-1)).toBe("Menu 30");
  });
});
