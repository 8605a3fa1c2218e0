import { describe, expect, it } from "vitest";
import { guestPhoneText } from "./guest-phone.ts";

describe("a guest's phone in the book", () => {
  it("reads a North American number nationally and keeps any other international", () => {
    expect(guestPhoneText("+14155550170")).toBe("(415) 555-0170");
    expect(guestPhoneText("+919876543210")).toBe("+919876543210");
    // Ten digits after another country's code are not an American number.
    expect(guestPhoneText("+3612345678")).toBe("+3612345678");
  });
});
