import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// API tests build the real app on a real database: PGlite in memory by default, PostgreSQL when
// DATABASE_URL is set (a fresh database per test file, see tests/helpers/test-app.ts).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/api/**/*.test.ts", "tests/lint/**/*.test.ts"],
    pool: "forks",
    isolate: false,
    // Vitest's default leaves half the cores idle; each file's app and database keep one core busy.
    maxWorkers: Math.max(2, availableParallelism()),
    // One migrated database, copied for each test file.
    globalSetup: ["tests/helpers/migrated-template.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
