import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname, "src") };
const API_TESTS = ["tests/api/**/*.test.ts"];
/**
 * With TEST_DATABASE_URL (CI) the API suite runs on PostgreSQL, what production runs, and on PGlite
 * only the files whose subject works differently on the embedded database: its LISTEN/NOTIFY and
 * pg-boss through its single connection. The browser suite's server runs on PGlite, as npm start
 * does; without TEST_DATABASE_URL the whole suite runs on PGlite (decision 040).
 */
const PGLITE_SPECIFIC_API_TESTS = [
  "tests/api/jobs.test.ts",
  "tests/api/events-dispatch.test.ts",
  "tests/api/live-order-events.test.ts",
  "tests/api/messages-live.test.ts",
  "tests/api/notifications-live.test.ts",
  "tests/api/trust-checkouts.test.ts",
];
const apiProject = (name: string, env: Record<string, string>, include = API_TESTS) => ({
  extends: true as const,
  test: {
    name,
    include,
    environment: "node",
    globalSetup: ["tests/setup/api-global-setup.ts"],
    env,
    // One worker process runs many files: the app's module graph is imported once per worker, not
    // once per file (about 3 s each). Every file still opens its own cloned database and context.
    isolate: false,
    // Beside the browser tests on two cores a test can take three times as long as alone.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

/*
 * One runner, four kinds of tests (ENGINEERING.md §5). The API suite runs on a cloned PGlite,
 * and again on PostgreSQL when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on these 2-core machines.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "unit", include: ["src/**/*.test.ts"], environment: "node" } },
      {
        extends: true,
        test: {
          name: "components",
          include: ["src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/setup/components-setup.ts"],
        },
      },
      apiProject("api", { TEST_DB_KIND: "pglite" }, process.env.TEST_DATABASE_URL ? PGLITE_SPECIFIC_API_TESTS : API_TESTS),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api-postgres", { TEST_DB_KIND: "postgres" })] : []),
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/e2e-global-setup.ts"],
          // One file at a time: the browser tests run beside the API suites (scripts/test.mjs), and
          // two files at once against one server crossed its per-IP sign-in limit (decision 038).
          fileParallelism: false,
          // expect.poll waits 1 s by default: too short for a server answer on a loaded CI machine.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
