import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { importsOf, layerOf, listSources, resolveLocal, root } from "./import-graph.ts";

// The layers of shared/ARCHITECTURE.md: domain <- sync <- src, and domain <- server.
// `locales` is data (the UI strings), not code: the client bundles it and the server serves it.
const allowed: Record<string, readonly string[]> = {
  domain: ["domain"],
  sync: ["sync", "domain"],
  src: ["src", "sync", "domain", "locales"],
  server: ["server", "domain", "locales"],
};

// Packages that do I/O or touch the UI never enter the domain.
const forbiddenInDomain = /^(node:|react|rxdb|dexie|fastify|pg$|@electric-sql|oidc|jose|i18next)/;

// A co-located test may use the fixtures shared with the cross-layer tests; code never may.
const isSharedFixture = (file: string, target: string) =>
  /\.test\.tsx?$/.test(file) && target.startsWith("tests/support/");

describe("layers", () => {
  for (const [layer, may] of Object.entries(allowed)) {
    it(`${layer}/ imports only ${may.join(", ")}`, () => {
      const crossings: string[] = [];
      for (const file of listSources(layer)) {
        for (const spec of importsOf(file)) {
          const target = resolveLocal(file, spec);
          if (target !== undefined && !may.includes(layerOf(target)) && !isSharedFixture(file, target)) {
            crossings.push(`${relative(root, file)} -> ${spec}`);
          }
          if (layer === "domain" && target === undefined && forbiddenInDomain.test(spec)) {
            crossings.push(`${relative(root, file)} -> ${spec} (I/O or UI package in domain)`);
          }
        }
      }
      expect(crossings).toEqual([]);
    });
  }

  it("domain/ reads no clock, randomness, network or storage", () => {
    const impure =
      /\bDate\.now\(|new Date\(\)|Math\.random\(|\bfetch\(|localStorage|indexedDB|setTimeout\(|setInterval\(/;
    const offenders = listSources("domain")
      .filter((f) => !/\.(test|bench)\.ts$/.test(f))
      .filter((f) => impure.test(readFileSync(f, "utf8")))
      .map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });

  it("the check itself sees a crossing", () => {
    // Guards against the regex silently matching nothing.
    const fake = `${root}/domain/x.ts`;
    expect(resolveLocal(fake, "../sync/database.ts")).toBe("sync/database.ts");
    expect(layerOf("sync/database.ts")).toBe("sync");
    // Only a test may reach the shared fixtures.
    expect(isSharedFixture(`${root}/sync/outbox.test.ts`, "tests/support/inbox-documents.ts")).toBe(true);
    expect(isSharedFixture(`${root}/sync/outbox.ts`, "tests/support/inbox-documents.ts")).toBe(false);
  });
});
