import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/shared/src/**/*.test.ts", "apps/web/src/**/*.test.ts", "apps/server/src/**/*.unit.test.ts", "scripts/lint/*.test.mjs"],
          environment: "node",
          // A few unit tests read the whole catalogue (~1-2 s alone); on a loaded 2-core CI
          // machine they took over the 5 s default. Speed is measured by benchmarks, not here.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: ["apps/server/src/**/*.unit.test.ts", "**/node_modules/**"],
          environment: "node",
          globalSetup: ["apps/server/src/testing/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: more workers only queue behind PGlite start-up.
          maxWorkers: 2,
        },
      },
    ],
  },
});
