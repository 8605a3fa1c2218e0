// The printable menu's own process (menu-printer.ts): it lays menus out with pdfkit and the machine's fonts, which
// would otherwise stay in the server's memory for good once one guest asked for a PDF (the fonts alone are about
// 15 MB), and whose layout would hold the server's event loop while guests wait for their pages. It answers each
// request ({ id, request }) with { id, result } or { id, error }, and ends when the server closes the channel
// (lib/kept-process.ts).
// Plain JavaScript: the server bundle copies this file beside itself (scripts/build-server.mjs), with the layout
// bundled as menu-pdf-render.mjs; from the sources, the layout's TypeScript is loaded through tsx.
import { existsSync } from "node:fs";

async function loadRenderer() {
  if (existsSync(new URL("./menu-pdf-render.mjs", import.meta.url))) return import("./menu-pdf-render.mjs");
  const { register } = await import("tsx/esm/api");
  register();
  return import("./menu-pdf.ts");
}

const { renderMenuPdf } = await loadRenderer();

/** Bytes arrive as plain Uint8Arrays; pdfkit draws only Buffers. */
const asBuffer = (bytes) => (bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null);

process.on("message", async ({ id, request: input }) => {
  try {
    const images = [...input.iconImages].map(([src, bytes]) => [src, asBuffer(bytes)]);
    const result = await renderMenuPdf({ ...input, logo: asBuffer(input.logo), iconImages: new Map(images) });
    process.send({ id, result });
  } catch (error) {
    process.send({ id, error: String(error?.stack ?? error) });
  }
});
process.on("disconnect", () => process.exit(0));
// Ready: the server sends its first menu once it hears this.
process.send({ ready: true });
