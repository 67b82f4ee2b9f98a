// Hearth runs on the Node LTS pinned in package.json (the npm registry's `node` package), even on a
// machine whose own Node is older: npm's scripts put node_modules/.bin first on the PATH, so the test
// runner, its workers and the servers they start in-process all run on the pinned binary. A run on
// the machine's Node would fail here rather than pass on a runtime production does not use.
import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";

const run = promisify(execFile);
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
  engines: { node: string };
};
const major = (version: string) => Number(version.replace(/^v/, "").split(".")[0]);

describe("the Node runtime", () => {
  it("is the pinned release, which package.json's engines admit", () => {
    const pinned = manifest.dependencies["node"] ?? "";
    expect(major(process.version)).toBe(major(pinned));
    expect(major(process.version)).toBeGreaterThanOrEqual(major(manifest.engines.node.replace(/^>=/, "")));
  });

  it("is a long-term-support release that oidc-provider accepts without its runtime warning", async () => {
    expect(process.release.lts).toBeTruthy();
    // The warning is printed when the module is first loaded, so a fresh process loads it.
    const { stdout, stderr } = await run(process.execPath, [
      "--input-type=module",
      "-e",
      "await import('oidc-provider'); console.log(process.version)",
    ]);
    expect(stdout.trim()).toBe(process.version);
    expect(stderr).not.toMatch(/Unsupported runtime/);
  });
});
