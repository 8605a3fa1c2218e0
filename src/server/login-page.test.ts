import { describe, expect, it } from "vitest";
import { composeLoginPage } from "./login-page.ts";

describe("the login page arrives drawn", () => {
  const manifest = {
    "index.html": {
      file: "assets/index-1.js",
      isEntry: true,
      imports: ["_react.js"],
      css: ["assets/index-1.css"],
    },
    "login-boot.ts": { file: "assets/login-boot-1.js", isEntry: true },
    "_react.js": { file: "assets/react-1.js" },
    "features/auth/login-page.tsx": {
      file: "assets/login-page-1.js",
      imports: ["index.html", "_react.js", "_layout.js"],
    },
    "_layout.js": { file: "assets/layout-1.js", css: ["assets/layout-1.css"] },
  };
  const indexHtml =
    '<!doctype html><html lang="en"><head><title>Menu Builder</title>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
    '<body><div id="root"></div></body></html>';
  const prerendered = {
    contextPathMark: "/__context_path__",
    title: "Log in to your account · Menu Builder",
    description: "Log in to Menu Builder to edit your menus & hours.",
    variants: {
      "": '<main><a href="/__context_path__/pass-forgot">Forgot Password</a></main>',
      ses: '<main><p role="status">Your session has expired.</p></main>',
    },
  };

  it("puts the drawn form in #root with the context path in its links, one page per variant", () => {
    const pages = composeLoginPage(indexHtml, manifest, prerendered, "/menus");
    expect([...(pages?.keys() ?? [])]).toEqual(["", "ses"]);
    expect(pages?.get("")).toContain('<div id="root"><main><a href="/menus/pass-forgot">');
    expect(pages?.get("ses")).toContain('<p role="status">Your session has expired.</p>');
    expect(pages?.get("")).not.toContain("__context_path__");
    // The boot script loads the dashboard's files from under the context path too.
    expect(pages?.get("")).toContain('<meta name="dashboard-entry" content="/menus/assets/index-1.js ');
  });

  it("runs the boot script instead of the dashboard's entry, which it names with its and the screen's chunks", () => {
    const page = composeLoginPage(indexHtml, manifest, prerendered, "")?.get("") ?? "";
    expect(page).not.toContain('src="/assets/index-1.js"');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('<script type="module" crossorigin src="/assets/login-boot-1.js"></script>');
    expect(page).toContain(
      '<meta name="dashboard-entry" content="/assets/index-1.js /assets/react-1.js /assets/login-page-1.js /assets/layout-1.js">',
    );
  });

  it("links the login screen's CSS beside the dashboard's, and sets the title, description and color scheme", () => {
    const page = composeLoginPage(indexHtml, manifest, prerendered, "")?.get("") ?? "";
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/layout-1.css">');
    expect(page).toContain("<title>Log in to your account · Menu Builder</title>");
    expect(page).toContain(
      '<meta name="description" content="Log in to Menu Builder to edit your menus &amp; hours.">',
    );
    expect(page).toContain('<html data-mantine-color-scheme="light" lang="en">');
  });

  it("still composes from a build made before the description existed, without one", () => {
    const { description: _description, ...older } = prerendered;
    const page = composeLoginPage(indexHtml, manifest, older, "")?.get("") ?? "";
    expect(page).toContain("<title>Log in to your account · Menu Builder</title>");
    expect(page).not.toContain('name="description"');
  });

  it("gives up (the plain dashboard page serves) when the build has no boot script", () => {
    const { "login-boot.ts": _boot, ...withoutBoot } = manifest;
    expect(composeLoginPage(indexHtml, withoutBoot, prerendered, "")).toBeNull();
  });
});
