import { dirname, relative } from "node:path";
import type { FullConfig, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { formatSlowest, rankSlowest } from "./slowest-table.ts";

/**
 * Prints the 10 slowest spec files and the 10 slowest tests once the run has ended, after the list reporter's
 * summary. A retried test counts every attempt: each one took the run's time.
 */
export default class SlowestSpecsReporter implements Reporter {
  private rootDir = process.cwd();
  private readonly fileTimes = new Map<string, number>();
  private readonly testTimes = new Map<string, number>();

  onBegin(config: FullConfig) {
    // Paths from the project's root, as `npx playwright test <path>` takes them (config.rootDir is the test folder).
    this.rootDir = config.configFile ? dirname(config.configFile) : config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(this.rootDir, test.location.file);
    const name = `${file}:${test.location.line} ${test.title}`;
    this.fileTimes.set(file, (this.fileTimes.get(file) ?? 0) + result.duration);
    this.testTimes.set(name, (this.testTimes.get(name) ?? 0) + result.duration);
  }

  onEnd() {
    const files = formatSlowest("Slowest test files", rankSlowest(this.fileTimes));
    const tests = formatSlowest("Slowest tests", rankSlowest(this.testTimes), "test");
    if (files) console.log(`\n${files}\n\n${tests}\n`);
  }
}
