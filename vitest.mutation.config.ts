import { defineConfig } from "vitest/config";

// The domain's own tests, for the mutation run (stryker.config.mjs): domain/ does no I/O, so these
// tests alone decide whether a change to a rule is caught.
export default defineConfig({
  test: {
    environment: "node",
    include: ["domain/**/*.test.ts"],
    testTimeout: 60_000,
    env: { TZ: "UTC" },
  },
});
