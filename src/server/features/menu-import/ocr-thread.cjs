// The OCR worker thread, at the lowest CPU priority. On Linux a thread has its own nice value and
// os.setPriority(19) sets the calling thread's, so a photo being read takes only the CPU the guests' pages leave
// (the server answers on its main thread at normal priority). Then tesseract.js's own worker script runs here.
// Plain CommonJS: scripts/build-server.mjs copies it beside the bundle, and tests load it from here.
try {
  require("node:os").setPriority(19);
} catch {
  // Not allowed here (some containers): the reading runs at normal priority.
}
require("tesseract.js/src/worker-script/node/index.js");
