// The layered map against the copy it stands for: after any sets and deletes, read in any order,
// it answers get, has, size and iteration as `new Map(base)` with the same changes does, and lineage
// names every key it changed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LayeredMap } from "./layered-map.ts";
import { changedKeysBetween } from "./map-lineage.ts";

const arbitraryOp = fc.oneof(
  fc.record({ op: fc.constant("set" as const), key: fc.nat(15), value: fc.nat(5) }),
  fc.record({ op: fc.constant("delete" as const), key: fc.nat(15) }),
  fc.record({ op: fc.constant("read" as const), key: fc.nat(15) }),
  fc.record({ op: fc.constant("iterate" as const) }),
);

describe("LayeredMap", () => {
  it("reads as a copy of its base with the same changes", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.nat(15), fc.nat(5)), { selector: ([key]) => key, maxLength: 10 }),
        fc.array(arbitraryOp, { maxLength: 25 }),
        (entries, ops) => {
          const base: ReadonlyMap<number, { v: number }> = new Map(entries.map(([k, v]) => [k, { v }]));
          const layered = new LayeredMap(base);
          const copy = new Map(base);
          const sorted = (map: ReadonlyMap<number, { v: number }>) => [...map].sort(([a], [b]) => a - b);
          for (const step of ops) {
            if (step.op === "set") {
              const value = { v: step.value };
              layered.set(step.key, value);
              copy.set(step.key, value);
            } else if (step.op === "delete") expect(layered.delete(step.key)).toBe(copy.delete(step.key));
            else if (step.op === "read") {
              expect(layered.get(step.key)).toBe(copy.get(step.key));
              expect(layered.has(step.key)).toBe(copy.has(step.key));
              expect(layered.size).toBe(copy.size);
            } else {
              expect(sorted(layered)).toEqual(sorted(copy));
              expect([...layered.keys()].sort()).toEqual([...copy.keys()].sort());
            }
          }
          expect(sorted(layered)).toEqual(sorted(copy));
          expect(layered.size).toBe(copy.size);
          // The base is never changed.
          expect(sorted(base)).toEqual(sorted(new Map(entries.map(([k, v]) => [k, { v }]))));
          const changed = changedKeysBetween(base, layered);
          expect(changed).toBeDefined();
          for (const key of new Set([...base.keys(), ...copy.keys()]))
            if (base.get(key) !== layered.get(key)) expect(changed!.has(key)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
