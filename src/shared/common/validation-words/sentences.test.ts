import { describe, expect, it } from "vitest";
import { z } from "zod";
import { installValidationWords } from "./install.ts";
import { issueSentence, isValidatorWording } from "./sentences.ts";

installValidationWords();

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a refusal");
  return result.error.issues[0] as z.core.$ZodIssue;
};

describe("validation sentences", () => {
  it("names the field, its bound and its unit", () => {
    const issue = firstIssue(z.object({ pickUpTime: z.number().int().min(0) }), { pickUpTime: -1 });
    expect(isValidatorWording(issue)).toBe(true);
    expect(issueSentence(issue)).toBe("Pick-up time must be 0 minutes or more.");
  });

  it("writes a field the table lacks as words, and tells a missing value from a wrong one", () => {
    const schema = z.object({ deliveryFee: z.number() });
    const issue = firstIssue(schema, {});
    expect(issueSentence(issue, { value: undefined, isValueKnown: true })).toBe("Delivery fee is missing.");
    expect(issueSentence(firstIssue(schema, { deliveryFee: "x" }))).toBe(
      "Delivery fee must be written in digits.",
    );
  });

  it("keeps a schema's own sentence", () => {
    const issue = firstIssue(z.object({ city: z.string().min(1, "City cannot be empty.") }), { city: "" });
    expect(isValidatorWording(issue)).toBe(false);
    expect(issue.message).toBe("City cannot be empty.");
  });

  it("gives schemas without a sentence a plain one, never the validator's words", () => {
    const issue = firstIssue(z.string().max(3), "long");
    expect(issue.message).toBe("This value can have at most 3 characters.");
  });

  it("does not read a field named like a prototype key as a known name", () => {
    const issue = firstIssue(z.object({ constructor: z.string() }), { constructor: 5 });
    expect(issueSentence(issue)).toBe("Constructor must be text.");
  });

  it("says a list is empty rather than counting 1 entries, and never names a validator's own bound", () => {
    const menus = firstIssue(z.object({ menus: z.array(z.string()).min(1) }), { menus: [] });
    expect(issueSentence(menus)).toBe("Menus cannot be empty.");
    const huge = firstIssue(z.object({ deliveryFee: z.number().int() }), { deliveryFee: 1e308 });
    expect(issueSentence(huge)).toBe("Delivery fee is not valid.");
    expect(issueSentence(huge)).not.toMatch(/9007199254740991/);
  });
});
