// `npm test`: everything, in order of cost: lint and format, types, unit/property/integration
// tests (the upload tests a second time on the S3 store), the client build, then end-to-end tests
// in Chromium against the real server. It ends with one plain line counting every test of the
// vitest runs.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureDependencies, handOverToPinnedNode } from "./ensure-deps.mjs";

ensureDependencies();
await handOverToPinnedNode();
ensureChromium();
mkdirSync(".tmp", { recursive: true });
const report = (name) => `--reporter=default --reporter=json --outputFile=.tmp/vitest-${name}.json`;
const uploadTests = [
  "tests/integration/uploads-api.test.ts",
  "tests/integration/upload-bad-input.test.ts",
  "tests/integration/upload-metadata.test.ts",
  "tests/integration/upload-orphans.test.ts",
].join(" ");
const steps = [
  ["lint", "npx eslint --max-warnings 0 . && npx prettier --check ."],
  // The served OpenAPI document against Redocly's recommended rules (offline: no telemetry).
  [
    "OpenAPI lint",
    "npx tsx scripts/write-openapi.ts .tmp/openapi.json && npx redocly lint --extends recommended .tmp/openapi.json",
    { REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  ],
  ["typecheck", "npx tsc -p tsconfig.json --noEmit"],
  ["unit, property and integration tests", `npx vitest run --project unit ${report("unit")}`],
  // The upload tests again with files in an S3-compatible server (s3rver behind a proxy checking
  // every signature), so the S3 store passes what the local one passes; only those files: cheap.
  [
    "upload tests on the S3 store",
    `npx vitest run --project unit ${uploadTests} ${report("s3")}`,
    { TEST_FILE_STORE: "s3" },
  ],
  ["client build", "npx vite build --logLevel warn"],
  ["end-to-end tests (Chromium)", `npx vitest run --project e2e ${report("e2e")}`],
];

// The end-to-end tests drive Debian's Chromium (tests/support/browser.ts looks in the same places).
// As root with apt it is installed here, as .ci/run does; otherwise one line says what to install,
// before minutes of other steps run towards a failure.
function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  if (candidates.some((path) => path && existsSync(path))) return;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    process.stdout.write("Installing Chromium from Debian's packages…\n");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execSync("apt-get update -qq && apt-get install -y -qq chromium >/dev/null", { stdio: "inherit", env });
    return;
  }
  process.stderr.write(
    "Chromium not found: install Debian's chromium package (sudo apt-get install chromium) or set CHROMIUM_PATH.\n",
  );
  process.exit(1);
}

function summary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const name of ["unit", "s3", "e2e"]) {
    const file = `.tmp/vitest-${name}.json`;
    if (!existsSync(file)) continue;
    const result = JSON.parse(readFileSync(file, "utf8"));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    skipped += result.numPendingTests + result.numTodoTests;
  }
  return `tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
}

for (const name of ["unit", "s3", "e2e"]) rmSync(`.tmp/vitest-${name}.json`, { force: true });
for (const [name, command, env = {}] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  try {
    execSync(command, { stdio: "inherit", env: { ...process.env, TZ: "UTC", ...env } });
  } catch {
    process.stderr.write(`\n${name} failed\n`);
    process.stdout.write(`\n${summary()}\n`);
    process.exit(1);
  }
}
process.stdout.write(`\n${summary()}\n`);
