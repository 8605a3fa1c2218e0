import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";
import { GuestAccessLog, isGuestPageRequest } from "./access-log.ts";

describe("the guest access log", () => {
  it("knows a guest page read from everything else", () => {
    for (const url of ["/m/bistro", "/m/bistro/menus/x1", "/o/bistro", "/l/bistro", "/m", "/m?x=1", "/m/"])
      expect(isGuestPageRequest("GET", url), url).toBe(true);
    expect(isGuestPageRequest("HEAD", "/m/bistro")).toBe(true);
    for (const url of ["/v1/menus", "/menus", "/mx", "/login", "/assets/guest.js", "/robots.txt", ""])
      expect(isGuestPageRequest("GET", url), url).toBe(false);
    expect(isGuestPageRequest("POST", "/m/bistro/ratings")).toBe(false);
  });

  it("logs one read in N, none when off, all when all, and decides once per request", () => {
    const count = (log: GuestAccessLog) =>
      Array.from({ length: 100 }, () => ({}) as IncomingMessage).filter((request) => {
        const first = log.isLogged(request);
        expect(log.isLogged(request)).toBe(first); // asked again by Fastify: the same answer
        return first;
      }).length;
    expect(count(new GuestAccessLog(0))).toBe(0);
    expect(count(new GuestAccessLog(1))).toBe(100);
    expect(count(new GuestAccessLog(10))).toBe(10);
  });

  it("reads GUEST_ACCESS_LOG as off by default, all, or 1/N, and stops on anything else", () => {
    expect(readEnv({}).GUEST_ACCESS_LOG).toBe(0);
    expect(readEnv({ GUEST_ACCESS_LOG: "off" }).GUEST_ACCESS_LOG).toBe(0);
    expect(readEnv({ GUEST_ACCESS_LOG: "all" }).GUEST_ACCESS_LOG).toBe(1);
    expect(readEnv({ GUEST_ACCESS_LOG: "1/100" }).GUEST_ACCESS_LOG).toBe(100);
    for (const value of ["sometimes", "2/3", "1/0", "1/"])
      expect(() => readEnv({ GUEST_ACCESS_LOG: value }), value).toThrow(
        'GUEST_ACCESS_LOG must be "off", "all" or "1/N", e.g. 1/100',
      );
  });
});
