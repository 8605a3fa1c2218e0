// Unknown paths under the guest prefixes answered the dashboard's HTML with 200 (a soft 404
// for search engines, a blank app for guests). They answer the guest's "Can't find that page." with 404
// instead; only the dashboard's own routes fall back to its HTML with 200.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../helpers/api-client.ts";
import { createMember, createMenu } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

const DASHBOARD_MARK = "<!-- the dashboard -->";

function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "menu-web-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html><head><!--app-config--></head><body>${DASHBOARD_MARK}</body></html>`,
  );
  return dir;
}

async function expectGuestNotFound(baseUrl: string, pagePath: string) {
  const response = await fetch(`${baseUrl}${pagePath}`);
  expect(response.status, pagePath).toBe(404);
  expect(response.headers.get("content-type"), pagePath).toContain("text/html");
  const html = await response.text();
  expect(html, pagePath).toContain("Can&#39;t find that page.");
  expect(html, pagePath).not.toContain(DASHBOARD_MARK);
}

for (const contextPath of ["", "/admin"]) {
  describe(`unknown guest paths with the dashboard at "${contextPath || "/"}"`, () => {
    let t: TestApp;
    let address: string;
    beforeAll(async () => {
      t = await startTestApp({
        config: { publicBaseUrl: "http://menu.test", contextPath, debug: false, webDir: fakeBuild() },
      });
      // Every route, the guest's included, sits under the context path.
      const api = createApi(`${t.baseUrl}${contextPath}`);
      const member = await createMember(api);
      await createMenu(api, member, { name: "Dinner" });
      expect(
        (await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token)).status,
      ).toBe(200);
      address = (await api.get(`/v1/members/${member.memberId}/dashboard`, member.token)).body.business.url;
    });
    afterAll(() => t.close());

    it("answer the guest's 404 page, under a published address or none", async () => {
      expect((await fetch(`${t.baseUrl}${contextPath}/m/${address}`)).status).toBe(200);
      for (const pagePath of [
        `/m/${address}/anything`,
        `/m/${address}/menus`,
        `/m/${address}/menus/x/y`,
        `/m/${address}/ratings`,
        "/m/nope/x",
        "/m/",
        "/m",
        `/o/${address}/anything`,
        "/o/nope/x/y",
        "/o",
        `/l/${address}/more`,
        "/l/",
      ]) {
        await expectGuestNotFound(`${t.baseUrl}${contextPath}`, pagePath);
      }
    });

    it("answer HEAD with 404 too", async () => {
      const response = await fetch(`${t.baseUrl}${contextPath}/m/${address}/anything`, { method: "HEAD" });
      expect(response.status).toBe(404);
    });
  });
}

describe("the dashboard's fallback", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: { publicBaseUrl: "http://menu.test", contextPath: "", debug: false, webDir: fakeBuild() },
    });
  });
  afterAll(() => t.close());

  it("serves its HTML with 200 on its own routes", async () => {
    for (const pagePath of [
      "/",
      "/login",
      "/start",
      "/pass-forgot",
      "/verify-email",
      "/new-business",
      "/app",
      "/app/biz/x/menus",
      "/settings/general",
    ]) {
      const response = await fetch(`${t.baseUrl}${pagePath}`);
      expect(response.status, pagePath).toBe(200);
      expect(await response.text(), pagePath).toContain(DASHBOARD_MARK);
    }
  });

  it("serves its HTML with 404 elsewhere, where its router shows the not-found page", async () => {
    for (const pagePath of ["/nothing-here", "/login/extra", "/menus/x"]) {
      const response = await fetch(`${t.baseUrl}${pagePath}`);
      expect(response.status, pagePath).toBe(404);
      expect(await response.text(), pagePath).toContain(DASHBOARD_MARK);
    }
  });
});
