import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectSecurityHeaders } from "../../helpers/security-headers.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Every route sits under a configurable context path (CONTEXT_PATH): the dashboard, its files and the API.

function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "menu-web-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><!--app-config--><script type="module" crossorigin src="./assets/app-abc123.js"></script><link rel="stylesheet" href="/assets/app-abc123.css"></head><body></body></html>',
  );
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log('dashboard')");
  return dir;
}

describe("the dashboard under a context path", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: { publicBaseUrl: "http://menu.test", contextPath: "/admin", debug: true, webDir: fakeBuild() },
    });
  });
  afterAll(() => t.close());

  it("serves the dashboard's pages under the path with its settings", async () => {
    for (const page of ["/admin", "/admin/login", "/admin/app/settings/hours", "/admin/app/anything/else"]) {
      const response = await fetch(`${t.baseUrl}${page}`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expectSecurityHeaders(response.headers, page);
      const html = await response.text();
      expect(html).toContain(
        '<meta name="app-config" content="{&quot;contextPath&quot;:&quot;/admin&quot;,&quot;debug&quot;:true}">',
      );
      // The build's files, named from the root or relative to it, are asked for under the path.
      expect(html).toContain('src="/admin/assets/app-abc123.js"');
      expect(html).toContain('href="/admin/assets/app-abc123.css"');
      expect(html).not.toMatch(/(src|href)="\.?\/assets\//);
    }
  });

  it("answers 404 outside the path, and for unknown API calls", async () => {
    for (const outside of ["/login", "/", "/assets/app-abc123.js", "/v1/openapi.json", "/adminx/login"]) {
      const response = await fetch(`${t.baseUrl}${outside}`);
      expect(response.status, outside).toBe(404);
      expect((await response.json()).message).toBe("Can't find that page.");
    }
    const api = await fetch(`${t.baseUrl}/admin/v1/nothing-here`);
    expect(api.status).toBe(404);
    expect((await api.json()).message).toBe("Can't find that page.");
    const known = await fetch(`${t.baseUrl}/admin/v1/openapi.json`);
    expect(known.status).toBe(200);
    await known.arrayBuffer();
  });

  it("serves hashed assets under the path with immutable caching", async () => {
    const response = await fetch(`${t.baseUrl}/admin/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
    expectSecurityHeaders(response.headers, "asset");
    // Read every body: an unread one keeps its connection busy, and closing the app would wait for it.
    expect(await response.text()).toBe("console.log('dashboard')");
  });
});
