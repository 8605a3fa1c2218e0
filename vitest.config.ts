import { defineConfig } from "vitest/config";

// API tests build the real app on a real database: PGlite in memory by default, PostgreSQL when
// DATABASE_URL is set (a fresh database per test file, see tests/helpers/test-app.ts).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/api/**/*.test.ts", "tests/lint/**/*.test.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
