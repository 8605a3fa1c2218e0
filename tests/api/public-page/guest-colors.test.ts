import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contrastRatio } from "../../../src/shared/guest-page/contrast.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createBusiness, createMember, createMenu } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The owner's colours on the guest pages: an unreadable pick is drawn at a readable shade of its own hue.

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const themeOf = (html: string) => {
  const root = html.match(/:root\{([^}]*)\}/)?.[1] ?? "";
  const entries = Object.fromEntries(root.split(";").map((part) => part.split(":") as [string, string]));
  const at = (key: string) => entries[key] ?? "";
  return { banner: at("--banner"), bannerText: at("--banner-text"), name: at("--name"), text: at("--text") };
};

describe("owner's colours on the guest pages", () => {
  it("draws light-yellow text on a white banner at a readable shade on /m, /o, /l and website pages", async () => {
    const member = await createMember(api);
    await createBusiness(api, member);
    await createMenu(api, member);
    const patched = await api.patch(
      `/v1/businesses/${member.businessId}`,
      {
        config: {
          bannerColor: "#ffffff",
          bannerTextColor: "#fff59d",
          businessNameColor: "#fff59d",
          menuTextColor: "#fff59d",
        },
      },
      member.token,
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const page = await api.post(
      `/v1/businesses/${member.businessId}/pages`,
      { title: "About us", slug: "about", body: "Since 1999." },
      member.token,
    );
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    const published = await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const address = published.body.url as string;

    for (const path of [`/m/${address}`, `/o/${address}`, `/l/${address}`, `/m/${address}/p/about`]) {
      const response = await fetch(`${t.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const theme = themeOf(await response.text());
      expect(theme.banner, path).toBe("#ffffff");
      expect(contrastRatio(theme.bannerText, "#ffffff"), path).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(theme.name, "#ffffff"), path).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(theme.text, "#ffffff"), path).toBeGreaterThanOrEqual(4.5);
      // Still the owner's yellow, darker: red and green well above blue.
      const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((at) =>
        Number.parseInt(theme.text.slice(at, at + 2), 16),
      );
      expect(red, path).toBeGreaterThan(blue + 60);
      expect(green, path).toBeGreaterThan(blue + 60);
    }
  });
});
