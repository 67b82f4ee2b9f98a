// The browser benches serve the built client (dist/). A dist/ older than the code measures the
// old code without a word, so the client is built again whenever any file it is made of is newer.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const clientSources = [
  "src",
  "sync",
  "domain",
  "locales",
  "index.html",
  "vite.config.ts",
  "package-lock.json",
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  return newest;
}

export function ensureClientBuilt(): void {
  const built = existsSync("dist/index.html") ? statSync("dist/index.html").mtimeMs : 0;
  const sources = Math.max(...clientSources.map(newestChange));
  if (built > sources) return;
  console.log(
    built
      ? "dist/ is older than the client's code: building it again"
      : "dist/ is missing: building the client",
  );
  execFileSync("npx", ["vite", "build"], { stdio: "inherit" });
}
