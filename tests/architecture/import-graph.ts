// Reads the project's own TypeScript files and the relative imports between them.
// Used by the layer and cycle checks; it parses import specifiers with a regex, which is enough
// because the project has no dynamic import paths built from variables.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "../..");

const sourceFile = /\.(ts|tsx)$/;
const importSpecifier =
  /(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^\s*import\s+["']([^"']+)["']/gm;

export function listSources(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (sourceFile.test(name)) out.push(full);
    }
  };
  walk(join(root, folder));
  return out;
}

export function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(importSpecifier)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (spec) found.push(spec);
  }
  return found;
}

/** The project-relative path a relative import points at, or undefined for packages. */
export function resolveLocal(file: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  return relative(root, resolve(dirname(file), spec));
}

export function layerOf(projectPath: string): string {
  return projectPath.split("/")[0] ?? "";
}
