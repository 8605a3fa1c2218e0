import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX, DescriptionSchema, PriceSchema } from "./menu.ts";

describe("the limits the editor and the server share", () => {
  it("takes a description of exactly the limit and refuses one character more (issue 11 §10)", () => {
    expect(DescriptionSchema.safeParse("x".repeat(DESCRIPTION_MAX)).success).toBe(true);
    const refused = DescriptionSchema.safeParse("x".repeat(DESCRIPTION_MAX + 1));
    expect(refused.error?.issues[0]?.message).toBe("Descriptions can have at most 1000 characters.");
  });

  it("refuses a price that is not a number or too large, with the words the editor shows (issue 11 §11)", () => {
    expect(PriceSchema.safeParse(Number.NaN).error?.issues[0]?.message).toBe("Price must be a number.");
    expect(PriceSchema.safeParse(99_999_999).error?.issues[0]?.message).toBe("Price is too large.");
    expect(PriceSchema.safeParse(999_999).success).toBe(true);
  });
});
