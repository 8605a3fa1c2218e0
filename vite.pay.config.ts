import { defineConfig } from "vite";

// The guest's card step (src/public-page-client/pay), beside the guest page's script; the pay page
// finds its hashed file through the manifest. Only /pay/{orderId} loads it.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist/web/assets",
    emptyOutDir: false,
    manifest: "pay-manifest.json",
    target: "es2020",
    rollupOptions: {
      input: "src/public-page-client/pay/pay.ts",
      output: { entryFileNames: "pay-[hash].js" },
    },
  },
});
