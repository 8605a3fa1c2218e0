// `npm start` builds what it needs: dashboard and server are rebuilt only when a source is newer than the build,
// so a restart after a build starts at once.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), "..");
// The oldest of the build's outputs against the newest of its sources.
const outputs = ["dist/web/index.html", "dist/web/login-prerendered.json", "dist/server/main.mjs"];
const inputs = [
  "src",
  "vite.config.ts",
  "vite.guest.config.ts",
  "vite.guest-order.config.ts",
  "vite.pay.config.ts",
  "scripts/build-server.mjs",
  "scripts/prerender-login.mjs",
  "package-lock.json",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = Math.min(
  ...outputs.map((output) =>
    existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0,
  ),
);
const sourcesAt = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
if (builtAt < sourcesAt) {
  console.log("Building the dashboard and the server…");
  execSync("npm run build --silent", { cwd: root, stdio: "inherit" });
}
