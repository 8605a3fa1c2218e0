import { describe, expect, it } from "vitest";
import { embedSnippet, normalizeOrigin } from "./embed.ts";

describe("normalizeOrigin", () => {
  it("writes an origin as browsers do", () => {
    expect(normalizeOrigin(" HTTPS://Shop.Example.COM/ ")).toBe("https://shop.example.com");
    expect(normalizeOrigin("https://example.com:443")).toBe("https://example.com");
    expect(normalizeOrigin("http://example.com:80")).toBe("http://example.com");
    expect(normalizeOrigin("http://example.com:8080")).toBe("http://example.com:8080");
    expect(normalizeOrigin("http://192.168.1.20:3000")).toBe("http://192.168.1.20:3000");
  });

  it("refuses what a frame-ancestors list could not take as one origin", () => {
    for (const value of [
      "example.com",
      "https://",
      "https://example.com/menu",
      "https://example.com:0",
      "https://example.com:70000",
      "https://*.example.com",
      "https://-bad.example",
      "https://example.com 'unsafe-inline'",
      "javascript:alert(1)",
    ])
      expect(normalizeOrigin(value), value).toBeNull();
  });
});

describe("embedSnippet", () => {
  it("keeps a business's name from closing the title attribute", () => {
    expect(embedSnippet("https://menu.example/m/cafe", 'Joe "The Cook" <Diner>')).toContain(
      'title="Joe &#34;The Cook&#34; &#60;Diner&#62;"',
    );
  });
});
