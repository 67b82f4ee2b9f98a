// `npm run test:mutation`: StrykerJS changes domain/'s rules one small mutation at a time and runs the
// domain's tests against each; a mutant no test notices is a rule no test really checks. Per-test
// coverage runs only the tests that reach a mutant, and the incremental file keeps the verdicts of
// unchanged code, so a second run on this 2-core machine redoes only what changed. One module:
// `npm run test:mutation -- --mutate 'domain/reservations/**/*.ts,!domain/**/*.test.ts'`.
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: ["domain/**/*.ts", "!domain/**/*.test.ts", "!domain/**/sample-*.ts"],
  coverageAnalysis: "perTest",
  incremental: true,
  incrementalFile: ".stryker/incremental.json",
  tempDirName: ".stryker/tmp",
  ignorePatterns: ["dist", "bench", ".tmp", "tests", "src", "server", "sync", "docs", "locales", "*.log"],
  ignoreStatic: true,
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  timeoutMS: 20_000,
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: ".stryker/mutation-report.json" },
  thresholds: { high: 90, low: 85, break: null },
};
