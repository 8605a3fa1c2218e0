import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { escapeHtml } from "./lib/html.ts";
import { readViteManifest, type ViteManifest } from "./lib/vite-manifest.ts";
import { entryScripts, screenStyles } from "./web-preloads.ts";

/** dist/web/login-prerendered.json, written by scripts/prerender-login.mjs from src/web/prerender.tsx. */
interface PrerenderedLogin {
  contextPathMark: string;
  title: string;
  /**
   * The page's meta description: the login page is the dashboard's one page search engines list. Absent from a
   * build made before it existed, which a server run from the sources may still find in dist/.
   */
  description?: string;
  variants: Record<string, string>;
}

const LOGIN_SCREEN = "features/auth/login-page.tsx";
const LOGIN_BOOT = "login-boot.ts";
const DASHBOARD_ENTRY = "index.html";

/**
 * The login page as HTML that shows the form before any script. The dashboard's page (index.html,
 * its settings already in) with the prerendered form in #root, the login screen's CSS linked, and, instead of the
 * dashboard's entry and its preloads, login-boot.ts, which downloads the entry and its chunks (named in a meta tag)
 * once the form is on screen and runs it at the owner's first touch; React then takes over the drawn elements
 * (src/web/main.tsx). The links carry the context path.
 */
export function composeLoginPage(
  indexHtml: string,
  manifest: ViteManifest,
  prerendered: PrerenderedLogin,
  contextPath: string,
): Map<string, string> | null {
  const boot = manifest[LOGIN_BOOT]?.file;
  // The entry and its chunks, then the login screen's own, which the router fetches before React takes over.
  const entry = [
    ...new Set([...entryScripts(manifest, DASHBOARD_ENTRY), ...entryScripts(manifest, LOGIN_SCREEN)]),
  ];
  if (!boot || entry.length === 0 || !indexHtml.includes('<div id="root"></div>')) return null;
  const styles = screenStyles(manifest, LOGIN_SCREEN)
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join("");
  const page = indexHtml
    .replace(/<script type="module"[^>]*><\/script>/, "")
    .replaceAll(/<link rel="modulepreload"[^>]*>/g, "")
    .replace("<html", '<html data-mantine-color-scheme="light"')
    .replace(
      /<title>[^<]*<\/title>/,
      () =>
        `<title>${escapeHtml(prerendered.title)}</title>${
          prerendered.description === undefined
            ? ""
            : `<meta name="description" content="${escapeHtml(prerendered.description)}">`
        }`,
    )
    .replace(
      "</head>",
      `${styles}<meta name="dashboard-entry" content="${entry.map((file) => `${contextPath}/${file}`).join(" ")}"><script type="module" crossorigin src="/${boot}"></script></head>`,
    );
  const pages = new Map<string, string>();
  for (const [variant, markup] of Object.entries(prerendered.variants)) {
    const root = markup.replaceAll(prerendered.contextPathMark, contextPath);
    pages.set(
      variant,
      page.replace('<div id="root"></div>', () => `<div id="root">${root}</div>`),
    );
  }
  return pages;
}

/** The login page's HTML by its query (`""`, `"ses"`, `"pas"`); null without a prerendered build. */
export function readLoginPages(webDir: string, indexHtml: string, contextPath: string) {
  const manifest = readViteManifest(webDir, "dashboard");
  const prerenderedFile = path.join(webDir, "login-prerendered.json");
  if (!manifest || !existsSync(prerenderedFile)) return null;
  return composeLoginPage(
    indexHtml,
    manifest,
    JSON.parse(readFileSync(prerenderedFile, "utf8")) as PrerenderedLogin,
    contextPath,
  );
}
