import { describe, expect, it } from "vitest";
import { MESSAGES } from "../common/messages.ts";
import { BusinessConfigSchema, checkOrderNow, DEFAULT_BUSINESS_CONFIG } from "./business-config.ts";

describe("BusinessConfigSchema", () => {
  it("accepts a partial config, so a PATCH names only what it changes", () => {
    expect(BusinessConfigSchema.parse({})).toEqual({});
    expect(BusinessConfigSchema.parse({ bannerColor: "#112233" })).toEqual({ bannerColor: "#112233" });
  });

  it("accepts its own defaults", () => {
    expect(BusinessConfigSchema.parse(DEFAULT_BUSINESS_CONFIG)).toEqual(DEFAULT_BUSINESS_CONFIG);
  });

  it("keeps phone numbers as digits", () => {
    expect(BusinessConfigSchema.parse({ orderNowPhone: "(415) 555-0199", phone: "+1 415 555 0100" })).toEqual(
      {
        orderNowPhone: "4155550199",
        phone: "14155550100",
      },
    );
  });

  it.each([
    { bannerColor: "red" },
    { bannerColor: "#12345" },
    { menuTextColor: "#GGGGGG" },
    { pickUpTime: -1 },
    { pickUpTime: 1.5 },
    { deliveryTime: 2.5 },
    { minTotal: -0.01 },
    { timeZoneOffset: 841 },
    { currency: "" },
    { showPhone: "yes" },
    { sparkles: true },
  ])("refuses %j", (config) => {
    expect(BusinessConfigSchema.safeParse(config).success).toBe(false);
  });
});

describe("checkOrderNow", () => {
  it.each([
    [{}, null],
    [{ orderNowButton: false }, null],
    [{ orderNowButton: true, orderNowPhone: "4155550199" }, null],
    [{ orderNowButton: true }, MESSAGES.orderNowPhone],
    [{ orderNowButton: true, orderNowPhone: "" }, MESSAGES.orderNowPhone],
  ])("%j → %j", (config, expected) => {
    expect(checkOrderNow(config)).toBe(expected);
  });

  it("says the required sentence", () => {
    expect(MESSAGES.orderNowPhone).toBe("Please enter a phone number to receive orders.");
  });
});
