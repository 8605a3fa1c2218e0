import { defineConfig } from "vite";

// The guest's cart and checkout, and the confirmation page's live status, built apart from the
// guest page's script (vite.guest.config.ts) so that script stays one small file with nothing to import: the
// page names the cart's file in `data-cart` and loads it on the first Add. The stylesheet comes with it.
export default defineConfig({
  publicDir: false,
  // Chunks import each other and link the stylesheet relative to their own address: /assets/ under the context
  // path, wherever that is.
  base: "./",
  build: {
    outDir: "dist/web/assets",
    assetsDir: "",
    emptyOutDir: false,
    manifest: "guest-order-manifest.json",
    target: "es2020",
    modulePreload: false,
    rollupOptions: {
      input: {
        cart: "src/public-page-client/order/cart-app.ts",
        track: "src/public-page-client/order/track.ts",
        // The booking form's times (server/public-page/render-booking.ts).
        book: "src/public-page-client/book/book.ts",
        // The card that holds a big party's table, on the booking's page.
        "book-card": "src/public-page-client/book/book-card.ts",
      },
      // The cart's `start`, `openItem` are called by the page's script.
      preserveEntrySignatures: "exports-only",
      output: {
        entryFileNames: "guest-order-[name]-[hash].js",
        chunkFileNames: "guest-order-[name]-[hash].js",
        assetFileNames: "guest-order-[name]-[hash][extname]",
      },
    },
  },
});
