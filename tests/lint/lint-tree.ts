import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");
const BIOME = join(ROOT, "node_modules/.bin/biome");

/**
 * Lints the given files (path → text) in a temporary tree with the project's own biome.json, as `npm run lint`
 * would, so a test can show a rule both passing and failing. The tree is removed afterwards.
 */
export function lintTree(files: Record<string, string>): { isOk: boolean; output: string } {
  const tree = mkdtempSync(join(tmpdir(), "lint-tree-"));
  try {
    const config = JSON.parse(readFileSync(join(ROOT, "biome.json"), "utf8"));
    config.vcs = { enabled: false }; // the temporary tree is no git checkout
    writeFileSync(join(tree, "biome.json"), JSON.stringify(config));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    }
    const run = spawnSync(BIOME, ["lint", "--max-diagnostics=50", "."], { cwd: tree, encoding: "utf8" });
    return { isOk: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}
