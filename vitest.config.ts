import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { scaled, slownessFactor } from "./tests/helpers/slowness.ts";

// Time limits grow with how loaded the machine is when the run starts (tests/helpers/slowness.ts).
console.log(`Test time limits × ${slownessFactor()} (this machine's slowness now; TEST_SLOWNESS sets it)`);

// Two projects, one `vitest run`:
// - "node": API tests build the real app on a real database: PGlite in memory by default, PostgreSQL when
//   DATABASE_URL is set (a fresh database per test file, see tests/helpers/test-app.ts); pure tests beside them.
// - "dashboard": the dashboard's components (`*.test.tsx`) drawn in happy-dom and driven as an owner would; they
//   never touch a database, so they skip its global setup.
export default defineConfig({
  test: {
    // The whole run's ceiling, shared by both projects (Vitest's default would leave half the cores idle).
    maxWorkers: Math.max(2, availableParallelism()),
    // The default reporter, then the 10 slowest files, so whoever looks at a slow run sees where its time went.
    reporters: ["default", "./tests/reporters/slowest-files.ts"],
    projects: [
      {
        test: {
          name: "node",
          include: [
            "src/**/*.test.ts",
            "tests/api/**/*.test.ts",
            "tests/lint/**/*.test.ts",
            "tests/reporters/**/*.test.ts",
          ],
          pool: "forks",
          isolate: false,
          // Vitest's default leaves half the cores idle; each file's app and database keep one core busy.
          maxWorkers: Math.max(2, availableParallelism()),
          // One migrated database, copied for each test file.
          globalSetup: ["tests/helpers/migrated-template.ts"],
          testTimeout: scaled(30_000),
          hookTimeout: scaled(60_000),
          // expect.poll waits for an outcome (a child process started, a job run): Vitest's default second is a
          // quiet machine's, and a poll waits only as long as the outcome takes.
          expect: { poll: { timeout: scaled(20_000) } },
        },
      },
      {
        test: {
          name: "dashboard",
          include: ["src/**/*.test.tsx"],
          environment: "happy-dom",
          // One page and one import of React, Mantine and the dashboard per worker, not per file: imports were
          // half the project's time (436 s → 240 s on a busy machine). src/web/test-setup.ts puts back what a file
          // may leave on the shared page before the next one starts.
          isolate: false,
          setupFiles: ["src/web/test-setup.ts"],
          // A test types into the whole editor key by key, each key a render of every field: seconds, not
          // milliseconds, on a busy machine.
          testTimeout: scaled(90_000),
          expect: { poll: { timeout: scaled(20_000) } },
        },
      },
    ],
  },
});
