import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, createMenu, publishBusiness } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// With debug on, the root route is the light order view itself (the guest's page at /o/{url}), not a page that
// links to it; without debug it stays the dashboard's way in.

function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "menu-web-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    "<!doctype html><html><head><!--app-config--></head><body>dashboard</body></html>",
  );
  return dir;
}

async function page(baseUrl: string, at: string) {
  const response = await fetch(`${baseUrl}${at}`, { headers: { "accept-encoding": "identity" } });
  return { status: response.status, type: response.headers.get("content-type"), html: await response.text() };
}

describe("the root route in debug mode", () => {
  let t: TestApp;
  let api: Api;
  beforeAll(async () => {
    t = await startTestApp({
      config: { publicBaseUrl: "http://menu.test", contextPath: "", debug: true, webDir: fakeBuild() },
    });
    api = createApi(t.baseUrl);
  });
  afterAll(() => t.close());

  it("is the dashboard's page while nothing is published", async () => {
    const root = await page(t.baseUrl, "/");
    expect(root.status).toBe(200);
    expect(root.html).toContain("<body>dashboard</body>");
  });

  it("serves the newest published business's light order view, the same page as /o/{url}", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    const business = await publishBusiness(api, member);
    const address = business.customUrl ?? business.url;

    const root = await page(t.baseUrl, "/");
    const light = await page(t.baseUrl, `/o/${address}`);
    expect(root.status).toBe(200);
    expect(root.type).toContain("text/html");
    expect(root.html).toContain(member.businessName);
    expect(root.html).not.toContain("<body>dashboard</body>");
    expect(root.html).toBe(light.html);
  });

  it("serves the business named by ?url=, and answers as /o/{url} does for an unknown one", async () => {
    const first = await createMember(api);
    await createMenu(api, first);
    const published = await publishBusiness(api, first);
    const later = await createMember(api);
    await createMenu(api, later);
    await publishBusiness(api, later);

    const named = await page(t.baseUrl, `/?url=${published.url}`);
    expect(named.status).toBe(200);
    expect(named.html).toContain(first.businessName);
    expect(named.html).not.toContain(later.businessName);

    const unknown = await page(t.baseUrl, "/?url=nobody-has-this-address");
    const unknownLight = await page(t.baseUrl, "/o/nobody-has-this-address");
    expect(unknown.status).toBe(404);
    expect(unknown.html).toBe(unknownLight.html);
  });
});

describe("the root route without debug", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: { publicBaseUrl: "http://menu.test", contextPath: "", debug: false, webDir: fakeBuild() },
    });
  });
  afterAll(() => t.close());

  it("stays the dashboard's page", async () => {
    const root = await page(t.baseUrl, "/");
    expect(root.status).toBe(200);
    expect(root.html).toContain("<body>dashboard</body>");
  });
});
