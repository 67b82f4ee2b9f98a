import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { hasLoneSurrogate, loneSurrogatePath, nestsDeeperThan } from "./json-text.ts";

/** The deepest nesting of a parsed value, counted the naive way (the oracle). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

describe("nestsDeeperThan", () => {
  it("agrees with the depth of the parsed value, brackets in strings and keys included", () => {
    const text = fc.string({ unit: fc.constantFrom("[", "]", "{", "}", '"', "\\", "a") });
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), text, (value, max, s) => {
        const json = JSON.stringify([value, s, { [s]: s }]);
        expect(nestsDeeperThan(json, max)).toBe(depthOf(JSON.parse(json)) > max);
      }),
      { numRuns: 2_000 },
    );
  });

  it("counts 5,000 levels without recursion", () => {
    expect(nestsDeeperThan("[".repeat(5_000) + "]".repeat(5_000), 64)).toBe(true);
    expect(nestsDeeperThan('{"a":'.repeat(64) + "1" + "}".repeat(64), 64)).toBe(false);
  });
});

describe("lone surrogates", () => {
  it("tells a lone half from a pair", () => {
    expect(hasLoneSurrogate("\ud800x")).toBe(true);
    expect(hasLoneSurrogate("x\udfff")).toBe(true);
    expect(hasLoneSurrogate("\udc00\ud800")).toBe(true);
    expect(hasLoneSurrogate("\ud83c\udfe1")).toBe(false);
  });

  it("names the path of the first string or key holding one", () => {
    expect(loneSurrogatePath({ a: [1, { b: "\ud800" }] })).toBe("a.1.b");
    expect(loneSurrogatePath({ ok: "fine", ["k\udfff"]: 1 })).toBe("k\udfff");
    expect(loneSurrogatePath("\ud800")).toBe("");
    expect(loneSurrogatePath({ a: ["\ud83c\udfe1"] })).toBeUndefined();
  });

  it("finds none in well-formed JSON values, and one wherever it is put", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        expect(loneSurrogatePath(value)).toBeUndefined();
        expect(loneSurrogatePath({ x: [value, "\ud800"] })).toBe("x.1");
      }),
      { numRuns: 1_000 },
    );
  });
});
