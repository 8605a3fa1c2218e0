import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("DATABASE_POOL_SIZE", () => {
  it("is 10 unless said, and a whole number of connections from 1 to 200", () => {
    expect(readEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(readEnv({ DATABASE_POOL_SIZE: "25" }).DATABASE_POOL_SIZE).toBe(25);
    for (const value of ["0", "many", "2.5", "500"])
      expect(() => readEnv({ DATABASE_POOL_SIZE: value }), value).toThrow("DATABASE_POOL_SIZE");
  });
});

describe("MAIL_FROM", () => {
  it("is an address, bare or with a name; anything else stops the server with a sentence", () => {
    expect(readEnv({}).MAIL_FROM).toBe("Menu Builder <no-reply@localhost>");
    expect(readEnv({ MAIL_FROM: "orders@example.com" }).MAIL_FROM).toBe("orders@example.com");
    expect(readEnv({ MAIL_FROM: "Menus <orders@example.com>" }).MAIL_FROM).toBe("Menus <orders@example.com>");
    for (const value of ["Menus", "Menus <>", "a b@example.com"])
      expect(() => readEnv({ MAIL_FROM: value }), value).toThrow("MAIL_FROM must be an address");
  });
});

describe("IMPORT_READER_NICE", () => {
  it("is 19, the lowest priority, unless said, and a whole number from 0 to 19", () => {
    expect(readEnv({}).IMPORT_READER_NICE).toBe(19);
    expect(readEnv({ IMPORT_READER_NICE: "0" }).IMPORT_READER_NICE).toBe(0);
    for (const value of ["-1", "20", "low", "2.5"])
      expect(() => readEnv({ IMPORT_READER_NICE: value }), value).toThrow(
        "IMPORT_READER_NICE must be a whole number from 0 to 19.",
      );
  });
});
