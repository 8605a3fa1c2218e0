// The text recognition's own process (ocr-engine.ts): a photo's decoding (sharp), tesseract's model and
// WebAssembly heap (about 100 MB, which never shrinks) and what its worker thread leaves behind all go back to the
// system when this process ends once its last photo is read, instead of staying in the server's memory. It answers
// each request ({ id, request: a photo's bytes }) with { id, result: its page } or { id, error }, says
// { ready: true } once the English data is loaded, and ends when the server closes the channel
// (lib/kept-process.ts).
// Plain JavaScript: the server bundle copies this file beside itself (scripts/build-server.mjs), with the reading
// bundled as ocr-reading.mjs; from the sources, the reading's TypeScript is loaded through tsx.
import { existsSync } from "node:fs";
import { setPriority } from "node:os";

// The server's nice value for readers (19, the lowest, unless it says otherwise), before any reading starts: on
// Linux each thread has its own nice value and a new thread takes its creator's, so tesseract's worker thread runs
// at it too and a photo being read takes only the CPU the guests' pages leave.
try {
  setPriority(Number(process.argv[2] ?? 19));
} catch {
  // Not allowed here (some containers): the reading runs at normal priority.
}

async function loadReading() {
  if (existsSync(new URL("./ocr-reading.mjs", import.meta.url))) return import("./ocr-reading.mjs");
  const { register } = await import("tsx/esm/api");
  register();
  return import("./ocr-reading.ts");
}

const { openReader } = await loadReading();
const reader = await openReader();

process.on("message", async ({ id, request }) => {
  try {
    const result = await reader.read(request);
    process.send({ id, result });
  } catch (error) {
    process.send({ id, error: String(error?.stack ?? error) });
  }
});
process.on("disconnect", () => process.exit(0));
// Ready: the server sends its first photo once it hears this.
process.send({ ready: true });
