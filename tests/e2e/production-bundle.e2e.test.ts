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
