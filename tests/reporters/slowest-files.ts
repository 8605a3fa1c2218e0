import type { Reporter, TestModule, Vitest } from "vitest/node";
import { formatSlowest, rankSlowest } from "./slowest-table.ts";

/**
 * Prints the 10 slowest test files once the whole run has ended, after the default reporter's summary. A file's
 * time is all a worker spent on it: its environment, imports and suites (`collect`), and its tests and hooks, where
 * an API file starts its app and database.
 */
export default class SlowestFilesReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const table = formatSlowest("Slowest test files", rankSlowest(testModules.map(fileTime)));
    if (table) this.vitest?.logger.log(`\n${table}\n`);
  }
}

/** A test module's path (relative to the project) and the milliseconds a worker spent on it. */
export function fileTime(testModule: TestModule): [string, number] {
  const diagnostic = testModule.diagnostic();
  const ms =
    diagnostic.environmentSetupDuration +
    diagnostic.prepareDuration +
    diagnostic.setupDuration +
    diagnostic.collectDuration +
    diagnostic.duration;
  return [testModule.relativeModuleId, ms];
}
