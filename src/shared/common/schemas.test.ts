import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  isLoginComplete,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetCompleteSchema,
} from "../auth/auth.ts";
import { LocationSchema } from "../businesses/businesses.ts";
import { CustomUrlSchema } from "../publishing/publishing.ts";
import { MESSAGES } from "./messages.ts";
import { EmailSchema, PasswordSchema, PhoneSchema } from "./schemas.ts";

// The dashboard's forms and the server check the same schemas, with the exact required messages.

/** The field errors of a failed parse, as the API reports them. */
function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

const business = (overrides: Record<string, unknown> = {}) => ({
  name: "Blue Door Cafe",
  phone: "(415) 555-0100",
  address: "1 Market Street",
  city: "San Francisco",
  state: "CA",
  zip: "94105",
  ...overrides,
});
const location = (overrides: Record<string, unknown> = {}) => ({
  name: "Blue Door Cafe",
  address: "1 Market Street",
  city: "San Francisco",
  state: "CA",
  zip: "94105",
  ...overrides,
});

describe("EmailSchema", () => {
  it("trims and lowercases", () => {
    expect(EmailSchema.parse("  Owner@Example.COM ")).toBe("owner@example.com");
  });

  it.each([
    [undefined, MESSAGES.emailRequired],
    ["", MESSAGES.emailRequired],
    ["   ", MESSAGES.emailRequired],
    ["owner", MESSAGES.emailInvalid],
    ["owner@", MESSAGES.emailInvalid],
    ["owner@example", MESSAGES.emailInvalid],
    [`${"a".repeat(250)}@example.com`, MESSAGES.emailInvalid],
  ])("refuses %j with %j", (value, message) => {
    expect(issues(EmailSchema, value)[0]?.message).toBe(message);
  });
});

describe("PasswordSchema", () => {
  it("accepts 8 characters and keeps spaces", () => {
    expect(PasswordSchema.parse(" 1234567")).toBe(" 1234567");
  });
  it.each([
    [undefined, MESSAGES.passwordRequired],
    ["", MESSAGES.passwordRequired],
    ["1234567", MESSAGES.passwordTooShort],
  ])("refuses %j with %j", (value, message) => {
    expect(issues(PasswordSchema, value)).toEqual([{ path: "", message }]);
  });
  it("refuses more than 200 characters", () => {
    expect(PasswordSchema.safeParse("x".repeat(201)).success).toBe(false);
  });
});

describe("PhoneSchema", () => {
  it("keeps the digits only", () => {
    expect(PhoneSchema.parse("(415) 555-0100")).toBe("4155550100");
  });
  it.each([
    ["", MESSAGES.phoneEmpty],
    ["call us", MESSAGES.phoneEmpty],
    ["1".repeat(21), MESSAGES.phoneDigits],
  ])("refuses %j with %j", (value, message) => {
    expect(issues(PhoneSchema, value)[0]?.message).toBe(message);
  });
});

describe("login", () => {
  it("defaults missing fields to empty strings, so the route gives one message for both", () => {
    expect(LoginRequestSchema.parse({})).toEqual({ email: "", password: "" });
    expect(LoginRequestSchema.parse({ email: " a@b.co " })).toEqual({ email: "a@b.co", password: "" });
  });

  it("caps the email at 254 characters", () => {
    expect(LoginRequestSchema.safeParse({ email: "x".repeat(255), password: "p" }).success).toBe(false);
    expect(LoginRequestSchema.safeParse({ email: "x".repeat(254), password: "p" }).success).toBe(true);
  });

  it.each([
    [{ email: "a@b.co", password: "secret" }, true],
    [{ email: "a@b.co", password: "" }, false],
    [{ email: "  ", password: "secret" }, false],
    [{ password: "secret" }, false],
    [{}, false],
  ])("isLoginComplete(%j) is %j", (body, expected) => {
    expect(isLoginComplete(body)).toBe(expected);
  });
});

describe("RegisterRequestSchema", () => {
  const valid = { email: "Owner@Example.com", password: "correct horse", business: business() };

  it("normalises a valid sign-up", () => {
    const parsed = RegisterRequestSchema.parse(valid);
    expect(parsed.email).toBe("owner@example.com");
    expect(parsed.business.phone).toBe("4155550100");
  });

  it.each([
    ["name", { name: "" }, "Business name cannot be empty."],
    ["name", { name: "x".repeat(41) }, "Business name cannot be longer than 40 characters."],
    ["address", { address: " " }, "Address cannot be empty."],
    ["city", { city: "" }, "Please specify the city."],
    ["city", { city: undefined }, "Please specify the city."],
    ["state", { state: "" }, "Please specify the state."],
    ["state", { state: undefined }, "Please specify the state."],
    ["state", { state: "ZZ" }, "Please specify the state."],
    ["zip", { zip: "" }, "Zip cannot be empty."],
    // A US ZIP is 5 digits or ZIP+4; a Canadian province comes from its list.
    ["zip", { zip: "ABCDE" }, MESSAGES.zipInvalid],
    ["zip", { zip: "9410" }, MESSAGES.zipInvalid],
    ["zip", { zip: "94110-12" }, MESSAGES.zipInvalid],
    ["zip", { zip: "94110", country: "US" }, null],
    ["state", { country: "Canada", state: "Bavaria", zip: "M5V 2T6" }, MESSAGES.registerProvince],
  ])("business.%s: %j → %j, once", (field, overrides, message) => {
    if (message === null) {
      expect(RegisterRequestSchema.safeParse({ ...valid, business: business(overrides) }).success).toBe(true);
      return;
    }
    expect(issues(RegisterRequestSchema, { ...valid, business: business(overrides) })).toEqual([
      { path: `business.${field}`, message },
    ]);
  });

  it.each(["94110", "94110-1234", " 02134 "])("accepts the US ZIP %j", (zip) => {
    expect(RegisterRequestSchema.safeParse({ ...valid, business: business({ zip }) }).success).toBe(true);
  });

  it("accepts any postal code outside the US", () => {
    const abroad = business({ country: "United Kingdom", state: "London", zip: "SW1A 1AA" });
    expect(RegisterRequestSchema.safeParse({ ...valid, business: abroad }).success).toBe(true);
  });

  it("accepts exactly 40 characters and any state outside the US", () => {
    expect(
      RegisterRequestSchema.safeParse({ ...valid, business: business({ name: "x".repeat(40) }) }).success,
    ).toBe(true);
    const abroad = business({ country: "Canada", state: "Ontario" });
    expect(RegisterRequestSchema.parse({ ...valid, business: abroad }).business.state).toBe("Ontario");
  });
});

describe("LocationSchema", () => {
  it("fills the optional fields and defaults the country to the United States", () => {
    expect(LocationSchema.parse(location({ phone: "(415) 555-0100" }))).toEqual({
      ...location(),
      address2: "",
      country: "United States",
      phone: "4155550100",
      email: "",
      website: "",
      twitter: "",
      facebook: "",
      instagram: "",
    });
  });

  it.each([
    ["name", { name: "" }, "Business name cannot be empty."],
    ["name", { name: "n".repeat(41) }, "Business name cannot be longer than 40 characters."],
    ["address", { address: "" }, "Address cannot be empty."],
    ["city", { city: "" }, "City cannot be empty."],
    // The US picks its state from a list, so an empty one asks for it by the list's words.
    ["state", { state: "" }, "Please specify the state."],
    ["state", { state: " ", country: "USA" }, "Please specify the state."],
    ["state", { state: undefined }, "State/Province cannot be empty."],
    ["state", { state: "", country: "Canada" }, "State/Province cannot be empty."],
    ["state", { state: "Atlantis" }, "Please specify the state."],
    ["state", { state: "Atlantis", country: "USA" }, "Please specify the state."],
    ["zip", { zip: "" }, "Zip cannot be empty."],
    ["zip", { zip: "ABCDE" }, MESSAGES.zipInvalid],
    ["state", { state: "Bavaria", country: "Canada", zip: "H2X 1Y4" }, MESSAGES.registerProvince],
    ["email", { email: "nope" }, MESSAGES.emailInvalid],
  ])("%s: %j → %j, once", (field, overrides, message) => {
    expect(issues(LocationSchema, location(overrides))).toEqual([{ path: field, message }]);
  });

  it("says every message at once: an empty name and an empty US state", () => {
    expect(issues(LocationSchema, location({ name: "", state: "" }))).toEqual([
      { path: "name", message: "Business name cannot be empty." },
      { path: "state", message: "Please specify the state." },
    ]);
  });

  it("accepts any state outside the United States", () => {
    expect(LocationSchema.parse(location({ country: "Germany", state: "Bavaria" })).state).toBe("Bavaria");
  });
});

describe("ResetCompleteSchema", () => {
  it("needs the member, the token and a long-enough password", () => {
    expect(ResetCompleteSchema.safeParse({ memberId: "m", token: "t", password: "12345678" }).success).toBe(
      true,
    );
    expect(issues(ResetCompleteSchema, { memberId: "m", token: "t", password: "1234567" })).toEqual([
      { path: "password", message: MESSAGES.passwordTooShort },
    ]);
    expect(ResetCompleteSchema.safeParse({ memberId: "", token: "t", password: "12345678" }).success).toBe(
      false,
    );
    expect(ResetCompleteSchema.safeParse({ memberId: "m", token: "", password: "12345678" }).success).toBe(
      false,
    );
  });
});

describe("CustomUrlSchema", () => {
  it.each(["", "joes-pizza", "Joes_Pizza.2", "a".repeat(25)])("accepts %j", (value) => {
    expect(CustomUrlSchema.safeParse(value).success).toBe(true);
  });
  it.each([
    ["a".repeat(26), "Custom URL should not contain more than 25 characters."],
    ["joe's pizza", "Custom URL is invalid. Please remove any special characters or spaces."],
    ["joe/pizza", "Custom URL is invalid. Please remove any special characters or spaces."],
    ["café", "Custom URL is invalid. Please remove any special characters or spaces."],
  ])("refuses %j with %j", (value, message) => {
    expect(issues(CustomUrlSchema, value)[0]?.message).toBe(message);
  });
});
