import { defineConfig } from "vitest/config";
import { localePartsPlugin } from "./scripts/locale-parts-plugin.ts";

// Two projects: fast unit/property/integration tests, and end-to-end runs in real Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        // Modules under test import parts of the locale files as the client build does.
        plugins: [localePartsPlugin()],
        test: {
          name: "unit",
          environment: "node",
          include: [
            "domain/**/*.test.ts",
            "sync/**/*.test.ts",
            "server/**/*.test.ts",
            "src/**/*.test.ts",
            "tests/**/*.test.ts",
          ],
          exclude: ["tests/e2e/**", "node_modules/**"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          env: { TZ: "UTC" },
        },
      },
      {
        plugins: [localePartsPlugin()],
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.e2e.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          env: { TZ: "UTC" },
        },
      },
    ],
  },
});
