// `npm start` builds what it needs: the dashboard is rebuilt only when a source is newer than the build,
// so a restart after a build starts at once.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), "..");
const output = path.join(root, "dist/web/index.html");
const inputs = ["src/web", "src/shared", "src/public-page-client", "vite.config.ts", "package-lock.json"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const sourcesAt = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
if (builtAt < sourcesAt) {
  console.log("Building the dashboard…");
  execSync("npm run build --silent", { cwd: root, stdio: "inherit" });
}
