import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The dashboard: built to dist/web and served by the API server (src/server/web-app.ts).
// Assets live at /assets/ under the context path. One build serves any CONTEXT_PATH: chunks find each other and
// their stylesheets relative to their own address, and the server names the entry's files in each page under the
// context path (web-app.ts).
export default defineConfig({
  root: "src/web",
  base: "./",
  plugins: [react()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    // Maps are built beside the chunks for whoever debugs a production build, but the chunks do not name them:
    // a `sourceMappingURL` line on each of the 30-odd chunks of the sign-in screens is bytes every owner downloads.
    sourcemap: "hidden",
    // dist/web/.vite/manifest.json: which chunks and CSS each screen needs, so the server can name them in the
    // HTML of the light pages (src/server/web-app.ts) and the browser fetches them at once.
    manifest: true,
    // No modulepreload polyfill on the sign-in screens' first load: every browser we serve since 2023 (Safari 17,
    // Firefox 115) preloads modules itself, and an older one still loads each chunk when it is imported.
    modulePreload: { polyfill: false },
    // The login page's HTML runs login-boot.ts instead of the dashboard's entry (src/server/login-page.ts).
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, "src/web/index.html"),
        "login-boot": path.resolve(import.meta.dirname, "src/web/login-boot.ts"),
      },
    },
  },
  server: {
    port: 5173,
    // ws: the live menu updates (/v1/businesses/{id}/live) are a WebSocket.
    proxy: {
      "/v1": { target: "http://localhost:3000", ws: true },
      "/m": "http://localhost:3000",
      "/o": "http://localhost:3000",
    },
  },
});
