import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLog } from "../../helpers/capture-log.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// One access-log line per API request, written when it ends, instead of Fastify's two (one on arrival: half the
// lines and writes on a busy server): the request, its answer and the time taken, with a `?token=` hidden as before.

describe("the access log", () => {
  let t: TestApp;
  const log = captureLog();
  let neverAnsweredArrivals = 0;

  beforeAll(async () => {
    t = await startTestApp({
      logger: log.logger,
      // A request that is never answered, for the test of a client that goes away.
      extraRoutes: (app) => {
        app.get("/v1/test/never-answered", { config: { auth: "public" } }, () => {
          neverAnsweredArrivals++;
          return new Promise(() => {});
        });
      },
    });
  });
  afterAll(() => t.close());

  /** The lines of the one request made by `send` (they share its reqId). */
  async function linesOf(send: () => Promise<Response>) {
    const before = log.lines.length;
    const response = await send();
    await response.arrayBuffer();
    // The line is written once the answer has gone out: wait for it.
    await expect.poll(() => log.lines.length > before).toBe(true);
    const ids = new Set(log.lines.slice(before).map((line) => line.reqId));
    expect(ids.size).toBe(1);
    return { response, lines: log.lines.slice(before) };
  }

  it("writes one line per API request, naming the request and its answer", async () => {
    const { response, lines } = await linesOf(() => fetch(`${t.baseUrl}/healthz`));
    expect(response.status).toBe(200);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line?.msg).toBe("request completed");
    expect(line?.level).toBe(30);
    expect(line?.req?.method).toBe("GET");
    expect(line?.req?.url).toBe("/healthz");
    expect(line?.res?.statusCode).toBe(200);
    expect(typeof line?.responseTime).toBe("number");
    expect(log.lines.some((l) => l.msg === "incoming request")).toBe(false);
  });

  it("hides a ?token= in the logged URL", async () => {
    const secret = "secret-session-token";
    const { response, lines } = await linesOf(() =>
      fetch(`${t.baseUrl}/v1/members/locations?token=${secret}&x=1`),
    );
    expect(response.status).toBe(401);
    // A refused call too: one line, the error handler adds none for a 401.
    expect(lines).toHaveLength(1);
    const completed = lines.filter((line) => line.msg === "request completed");
    expect(completed[0]?.req?.url).toBe("/v1/members/locations?token=[hidden]&x=1");
    expect(completed[0]?.req?.method).toBe("GET");
    expect(completed[0]?.res?.statusCode).toBe(401);
    expect(typeof completed[0]?.responseTime).toBe("number");
    expect(JSON.stringify(log.lines)).not.toContain(secret);
  });

  it("hides a gift card's code in the logged URL", async () => {
    const code = "WXYZ-2345-6789-ABCD";
    for (const path of [`/g/${code}?lang=es`, `/v1/public/gift-cards/${code}`]) {
      const { lines } = await linesOf(() => fetch(`${t.baseUrl}${path}`));
      const completed = lines.find((line) => line.msg === "request completed");
      expect(completed?.req?.url).toBe(path.replace(code, "[hidden]"));
    }
    expect(JSON.stringify(log.lines)).not.toContain(code);
  });

  it("logs a request whose client leaves before the answer", async () => {
    const before = log.lines.length;
    const leaving = new AbortController();
    const request = fetch(`${t.baseUrl}/v1/test/never-answered`, { signal: leaving.signal }).catch(
      () => null,
    );
    // The client leaves once the server is working on the request, not before it arrives.
    await expect.poll(() => neverAnsweredArrivals).toBe(1);
    leaving.abort();
    await request;
    await expect
      .poll(() => log.lines.slice(before).find((line) => line.req?.url === "/v1/test/never-answered")?.msg)
      .toBe("request aborted");
  });
});
