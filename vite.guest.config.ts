import { defineConfig } from "vite";

// The guest page's script (src/public-page-client): one small hashed file beside the dashboard's assets,
// found by the server through the manifest.
export default defineConfig({
  publicDir: false,
  build: {
    // Beside the dashboard's assets (served at /assets/ with immutable caching); its manifest names the hashed file.
    outDir: "dist/web/assets",
    emptyOutDir: false,
    manifest: "guest-manifest.json",
    target: "es2020",
    rollupOptions: {
      input: "src/public-page-client/guest.ts",
      output: { entryFileNames: "guest-[hash].js" },
    },
  },
});
