import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The dashboard: built to dist/web and served by the API server (src/server/web-app.ts).
// Assets live at /assets/ whatever the context path, so one build serves any CONTEXT_PATH.
export default defineConfig({
  root: "src/web",
  base: "/",
  plugins: [react()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { "/v1": "http://localhost:3000", "/m": "http://localhost:3000", "/o": "http://localhost:3000" },
  },
});
