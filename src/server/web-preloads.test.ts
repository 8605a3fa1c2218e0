import { describe, expect, it } from "vitest";
import { screenPreloads } from "./web-preloads.ts";

describe("a light page names its own chunks", () => {
  const manifest = {
    "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js"] },
    "_react.js": { file: "assets/react-1.js" },
    "features/auth/login-page.tsx": {
      file: "assets/login-page-1.js",
      imports: ["index.html", "_react.js", "_form.js", "_layout.js"],
      dynamicImports: ["features/menus/editor.tsx"],
    },
    "_form.js": { file: "assets/form-1.js", imports: ["_input.js"] },
    "_input.js": { file: "assets/input-1.js", css: ["assets/input-1.css"] },
    "_layout.js": { file: "assets/layout-1.js", imports: ["_input.js"], css: ["assets/layout-1.css"] },
    "features/menus/editor.tsx": { file: "assets/editor-1.js" },
  };

  it("preloads the screen, its imports through every level and their CSS, once each", () => {
    const links = screenPreloads(manifest, "features/auth/login-page.tsx");
    const hrefs = [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([
      "/assets/login-page-1.js",
      "/assets/form-1.js",
      "/assets/input-1.js",
      "/assets/layout-1.js",
      "/assets/input-1.css",
      "/assets/layout-1.css",
    ]);
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/form-1.js">');
    expect(links).toContain('<link rel="preload" as="style" crossorigin href="/assets/layout-1.css">');
  });

  it("leaves out the entry and its imports (already in the page) and what loads later (the editor)", () => {
    const links = screenPreloads(manifest, "features/auth/login-page.tsx");
    expect(links).not.toContain("index-1.js");
    expect(links).not.toContain("react-1.js");
    expect(links).not.toContain("editor-1.js");
  });

  it("names nothing for a screen the build does not have", () => {
    expect(screenPreloads(manifest, "features/auth/missing.tsx")).toBe("");
  });
});
