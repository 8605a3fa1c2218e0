import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../../src/server/env.ts";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { uniqueEmail } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Behind a load balancer every request arrives from the proxy's address. TRUST_PROXY names the proxies whose
// X-Forwarded-For is believed, so the per-address login limit (10 failures a minute) counts each client; without
// it, the header is ignored and cannot be forged to dodge the limit.

const failLogin = (t: TestApp, forwardedFor: string, attempt: number) =>
  fetch(`${t.baseUrl}/v1/public/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ email: uniqueEmail(`nobody-${attempt}`), password: "guess" }),
  });

async function failTenTimes(t: TestApp, forwardedFor: (attempt: number) => string) {
  for (let attempt = 1; attempt <= 10; attempt++) {
    const response = await failLogin(t, forwardedFor(attempt), attempt);
    expect(response.status).toBe(401);
    await response.arrayBuffer();
  }
}

/** A test app that trusts these proxies (the env's TRUST_PROXY, parsed). */
const appTrusting = (trustProxy: number | string[]) =>
  startTestApp({ config: { publicBaseUrl: "http://menu.test", contextPath: "", debug: false, trustProxy } });

describe("behind a trusted proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting(["127.0.0.1"]);
  });
  afterAll(() => t.close());

  it("counts failed logins per forwarded client address", async () => {
    await failTenTimes(t, () => "203.0.113.7");
    const blocked = await failLogin(t, "203.0.113.7", 11);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toBe(MESSAGES.tooManyAttempts);
    // Another guest behind the same proxy is not held back.
    const other = await failLogin(t, "203.0.113.8", 12);
    expect(other.status).toBe(401);
    await other.arrayBuffer();
  });
});

describe("behind one load balancer (TRUST_PROXY=1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting(1);
  });
  afterAll(() => t.close());

  it("takes the address the load balancer saw, not one the client wrote in front of it", async () => {
    // The client forges a different left-most entry each time; the balancer appends the real address.
    await failTenTimes(t, (attempt) => `198.51.100.${attempt}, 203.0.113.9`);
    const blocked = await failLogin(t, "198.51.100.77, 203.0.113.9", 11);
    expect(blocked.status).toBe(429);
    await blocked.arrayBuffer();
    const other = await failLogin(t, "203.0.113.10", 12);
    expect(other.status).toBe(401);
    await other.arrayBuffer();
  });
});

describe("without a trusted proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("ignores X-Forwarded-For: a forged address does not reset the count", async () => {
    await failTenTimes(t, (attempt) => `198.51.100.${attempt}`);
    const blocked = await failLogin(t, "198.51.100.99", 11);
    expect(blocked.status).toBe(429);
    await blocked.arrayBuffer();
  });
});

describe("TRUST_PROXY", () => {
  it("reads a number of proxies, a list of addresses, or nothing", () => {
    expect(readEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
  });

  it("stops on anything else with a clear message", () => {
    // "true" would believe the client's own left-most X-Forwarded-For entry.
    for (const value of ["my load balancer", "true"]) {
      expect(() => readEnv({ TRUST_PROXY: value })).toThrow(
        "TRUST_PROXY must be a number of proxies or their addresses, e.g. 1 or 10.0.0.0/8",
      );
    }
  });
});
