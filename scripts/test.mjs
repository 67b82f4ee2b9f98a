// `npm test`: everything, in order of cost: lint and format, types, unit/property/integration
// tests, the client build, then end-to-end tests in Chromium against the real server.
import { execSync } from "node:child_process";
import { ensureDependencies } from "./ensure-deps.mjs";

ensureDependencies();
const steps = [
  ["lint", "npx eslint --max-warnings 0 . && npx prettier --check ."],
  ["typecheck", "npx tsc -p tsconfig.json --noEmit"],
  ["unit, property and integration tests", "npx vitest run --project unit"],
  ["client build", "npx vite build --logLevel warn"],
  ["end-to-end tests (Chromium)", "npx vitest run --project e2e"],
];
for (const [name, command] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  try {
    execSync(command, { stdio: "inherit", env: { ...process.env, TZ: "UTC" } });
  } catch {
    process.stderr.write(`\n${name} failed\n`);
    process.exit(1);
  }
}
