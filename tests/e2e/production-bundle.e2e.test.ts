// The production bundle carries neither RxDB's dev-mode plugin nor its ajv validator: dev-mode
// loads a tracking frame from rxdb's site, which breaks offline use and the CSP.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// Strings that exist only in those modules (checked against node_modules below, so this test
// fails loudly if a new RxDB version renames them).
const markers = [
  { text: "RxDB dev-mode warning", source: "node_modules/rxdb/dist/esm/plugins/dev-mode/index.js" },
  { text: "strictSchema", source: "node_modules/ajv/dist/core.js" },
];

describe("production bundle", () => {
  it("has neither RxDB dev-mode nor the ajv validator", () => {
    const assets = join("dist", "assets");
    const bundle = readdirSync(assets)
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(assets, f), "utf8"))
      .join("\n");
    expect(bundle.length).toBeGreaterThan(100_000);
    for (const marker of markers) {
      expect(readFileSync(marker.source, "utf8")).toContain(marker.text);
      expect(bundle.includes(marker.text), `${marker.text} found in dist/assets`).toBe(false);
    }
  });
});

// What the first screen downloads: the entry script and the modules index.html preloads with it.
function firstScreenScripts(): string[] {
  const html = readFileSync(join("dist", "index.html"), "utf8");
  return [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
}

describe("first screen", () => {
  // An error message of oidc-client-ts's, kept whole through minification.
  const oidcMarker = "No matching state found in storage";

  it("leaves oidc-client-ts to a chunk of its own, loaded only to sign in or renew", () => {
    expect(readFileSync("node_modules/oidc-client-ts/dist/esm/oidc-client-ts.js", "utf8")).toContain(
      oidcMarker,
    );
    const first = firstScreenScripts();
    expect(first.length).toBeGreaterThan(0);
    for (const file of first)
      expect(readFileSync(join("dist", "assets", file), "utf8").includes(oidcMarker), file).toBe(false);
    const lazy = readdirSync(join("dist", "assets")).filter(
      (f) => f.endsWith(".js") && readFileSync(join("dist", "assets", f), "utf8").includes(oidcMarker),
    );
    expect(lazy.length).toBeGreaterThan(0);
  });

  it("has every chunk, lazy ones included, in the service worker's precache", () => {
    const worker = readFileSync(join("dist", "service-worker.js"), "utf8");
    const assets = readdirSync(join("dist", "assets")).filter((f) => !f.endsWith(".map"));
    expect(assets.length).toBeGreaterThan(5);
    for (const asset of assets) expect(worker, asset).toContain(`"/assets/${asset}"`);
  });
});
