import { describe, expect, it } from "vitest";
import {
  type DeliveryArea,
  DeliveryAreaSchema,
  findDeliveryArea,
  normalizePostalCode,
  parsePostalCode,
} from "./delivery-areas.ts";
import { listAreas, outsideAreaMessage } from "./order-words/delivery-area-words.ts";
import { DEFAULT_ORDERING_SETTINGS, leadMinutes, offeredTypes, readOrderingSettings } from "./orders.ts";

const area = (overrides: Partial<DeliveryArea> = {}): DeliveryArea => ({
  name: "Downtown",
  postalCodes: ["78701", "78702-78705"],
  fee: 300,
  minimum: 1500,
  estimateMinutes: 40,
  ...overrides,
});

describe("postal codes and ranges", () => {
  it("reads a code or a range of codes of one length, whatever the case and spaces", () => {
    expect(parsePostalCode("78701")).toEqual({ from: "78701", to: "78701" });
    expect(parsePostalCode("78702 - 78705")).toEqual({ from: "78702", to: "78705" });
    expect(parsePostalCode("sw1a 1aa")).toEqual({ from: "SW1A1AA", to: "SW1A1AA" });
    expect(normalizePostalCode(" sw1a-1aa ")).toBe("SW1A1AA");
  });

  it("refuses a range backwards, of two lengths, or of three parts", () => {
    expect(parsePostalCode("78705-78702")).toBeNull();
    expect(parsePostalCode("787-78705")).toBeNull();
    expect(parsePostalCode("1-2-3")).toBeNull();
    expect(parsePostalCode("--")).toBeNull();
  });

  it("finds the first area holding a code, inside a range and at its ends, and none outside", () => {
    const east = area({ name: "East", postalCodes: ["78721", "0800-0899"] });
    const areas = [area(), east];
    for (const zip of ["78701", "78702", "78703", "78705"])
      expect(findDeliveryArea(areas, zip)?.name).toBe("Downtown");
    expect(findDeliveryArea(areas, "78721")?.name).toBe("East");
    expect(findDeliveryArea(areas, "0850")?.name).toBe("East");
    for (const zip of ["78706", "78700", "7870", "787011", "", "0900", "850"])
      expect(findDeliveryArea(areas, zip), zip).toBeNull();
    expect(findDeliveryArea(undefined, "78701")).toBeNull();
  });

  it("judges a ZIP+4 by its ZIP, unless an area names the nine digits", () => {
    const areas = [area(), area({ name: "Block", postalCodes: ["787059999"] })];
    for (const zip of ["78701-1234", " 78701 1234 ", "787011234", "78705-0000"])
      expect(findDeliveryArea(areas, zip)?.name, zip).toBe("Downtown");
    expect(findDeliveryArea(areas, "78705-9999")?.name).toBe("Block");
    for (const zip of ["78706-1234", "78701-123", "78701-12345", "7870-11234"])
      expect(findDeliveryArea(areas, zip), zip).toBeNull();
  });
});

describe("an area's schema", () => {
  it("says what is wrong in a sentence", () => {
    const messages = (value: unknown) =>
      DeliveryAreaSchema.safeParse(value).error?.issues.map((i) => i.message);
    expect(messages(area({ postalCodes: ["78705-78702"] }))).toEqual([
      "Please enter postal codes like 78701, or a range like 78702-78705.",
    ]);
    expect(messages(area({ postalCodes: [] }))).toEqual(["Please enter at least one postal code."]);
    expect(messages(area({ name: "" }))).toEqual(["Please name the area."]);
    expect(messages(area({ fee: -1 }))).toEqual(["Please enter an amount of 0 or more."]);
    expect(messages(area())).toBeUndefined();
  });
});

describe("delivery with areas", () => {
  it("is offered only when the owner turned it on and set an area", () => {
    const on = { ...DEFAULT_ORDERING_SETTINGS, orderDelivery: true };
    expect(offeredTypes(on)).toEqual(["PICKUP"]);
    expect(offeredTypes({ ...on, deliveryAreas: [area()] })).toEqual(["PICKUP", "DELIVERY"]);
    expect(offeredTypes({ ...on, orderDelivery: false, deliveryAreas: [area()] })).toEqual(["PICKUP"]);
    expect(readOrderingSettings({ deliveryAreas: [area()] }).deliveryAreas).toEqual([area()]);
  });

  it("takes its lead time from the area of the postal code", () => {
    const settings = { ...DEFAULT_ORDERING_SETTINGS, deliveryAreas: [area({ estimateMinutes: 70 })] };
    expect(leadMinutes(settings, "DELIVERY", "78703")).toBe(70);
    expect(leadMinutes(settings, "DELIVERY", "90210")).toBe(settings.deliveryTime);
    expect(leadMinutes(settings, "PICKUP", "78703")).toBe(settings.pickUpTime);
  });

  it("refuses an address outside the areas by naming them, in the guest's language", () => {
    const areas = [area(), area({ name: "East", postalCodes: ["78721"] })];
    expect(listAreas(areas)).toBe("Downtown (78701, 78702-78705); East (78721)");
    expect(outsideAreaMessage(null, "90210", areas)).toBe(
      "Sorry, we do not deliver to 90210. We deliver to: Downtown (78701, 78702-78705); East (78721).",
    );
    expect(outsideAreaMessage("es-MX", "90210", areas)).toContain("no hacemos entregas en 90210");
    expect(outsideAreaMessage("ja", "", areas)).toMatch(/^Please enter your postal code/);
  });
});
