// Draws the login page at build time, after `vite build`, so it arrives drawn before any script runs. Vite
// builds src/web/prerender.tsx for Node (the same components, CSS modules named as in the browser's build);
// its markup for each variant goes to dist/web/login-prerendered.json, which the server puts in the login
// page's HTML (src/server/login-page.ts).
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "dist/prerender");
await build({
  configFile: path.join(root, "vite.config.ts"),
  logLevel: "warn",
  build: { ssr: "prerender.tsx", outDir, emptyOutDir: true, manifest: false, sourcemap: false },
});
try {
  const { renderLogin, LOGIN_VARIANTS, CONTEXT_PATH_MARK, LOGIN_PAGE_TITLE, LOGIN_PAGE_DESCRIPTION } =
    await import(pathToFileURL(path.join(outDir, "prerender.js")).href);
  const variants = {};
  for (const variant of LOGIN_VARIANTS) variants[variant] = await renderLogin(variant);
  writeFileSync(
    path.join(root, "dist/web/login-prerendered.json"),
    JSON.stringify({
      contextPathMark: CONTEXT_PATH_MARK,
      title: LOGIN_PAGE_TITLE,
      description: LOGIN_PAGE_DESCRIPTION,
      variants,
    }),
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
