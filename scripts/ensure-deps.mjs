// Installs dependencies when node_modules is missing or older than the lock file, so that
// `npm start` and `npm test` work on a fresh clone with nothing run before them.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { execSync } from "node:child_process";

export function ensureDependencies() {
  const lock = readFileSync("package-lock.json");
  const hash = createHash("sha256").update(lock).digest("hex");
  const stamp = "node_modules/.hearth-lock-hash";
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === hash) return;
  process.stdout.write("Installing dependencies (npm ci)…\n");
  execSync("npm ci --no-audit --no-fund", { stdio: "inherit" });
  writeFileSync(stamp, hash);
}
