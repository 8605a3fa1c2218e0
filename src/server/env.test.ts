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
