import { describe, expect, it } from "vitest";
import { pathInContext } from "../http/front-server.ts";
import { assetsUnder } from "../web-app.ts";
import { locationUnder, pageUnder } from "./context-path.ts";

describe("the context path", () => {
  it("is taken off a request's path, and a path outside it is nobody's", () => {
    expect(pathInContext("/admin/m/cafe?x=1", "/admin")).toBe("/m/cafe?x=1");
    expect(pathInContext("/admin", "/admin")).toBe("/");
    expect(pathInContext("/admin?ses", "/admin")).toBe("/?ses");
    expect(pathInContext("/adminx/login", "/admin")).toBeNull();
    expect(pathInContext("/m/cafe", "/admin")).toBeNull();
    expect(pathInContext("/m/cafe", "")).toBe("/m/cafe");
  });

  it("is put before a page's addresses from the root, and named on its <html>", () => {
    const page =
      '<html lang="en"><a href="/m/cafe">x</a><img src="https://cdn.example/a.png"><a href="//other.example/">y</a>' +
      '<form action="/m/cafe/ratings"></form><body data-track="/v1/public/orders/1" data-tz="UTC"></body></html>';
    const under = pageUnder(page, "/admin");
    expect(under).toContain('<html data-context-path="/admin" lang="en">');
    expect(under).toContain('href="/admin/m/cafe"');
    expect(under).toContain('action="/admin/m/cafe/ratings"');
    expect(under).toContain('data-track="/admin/v1/public/orders/1"');
    expect(under).toContain('src="https://cdn.example/a.png"');
    expect(under).toContain('href="//other.example/"');
    expect(under).toContain('data-tz="UTC"');
    expect(pageUnder(page, "")).toBe(page);
  });

  it("is put before a redirect's target from the root only", () => {
    expect(locationUnder("/m/cafe#rating-thanks", "/admin")).toBe("/admin/m/cafe#rating-thanks");
    expect(locationUnder("https://checkout.stripe.com/x", "/admin")).toBe("https://checkout.stripe.com/x");
    expect(locationUnder("//elsewhere.example/", "/admin")).toBe("//elsewhere.example/");
    expect(locationUnder("/m/cafe", "")).toBe("/m/cafe");
  });

  it("is put before the dashboard's built files, named from the root or relative to it", () => {
    const page = '<script src="./assets/index-1.js"></script><link href="/assets/index-1.css">';
    expect(assetsUnder(page, "/admin")).toBe(
      '<script src="/admin/assets/index-1.js"></script><link href="/admin/assets/index-1.css">',
    );
    expect(assetsUnder(page, "")).toBe(
      '<script src="/assets/index-1.js"></script><link href="/assets/index-1.css">',
    );
  });
});
