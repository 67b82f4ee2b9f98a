import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { changedKeysBetween, recordDerivation } from "./map-lineage.ts";

/** A tree of map versions: each derived from an earlier one by a few sets and deletes, recorded or not. */
const derivations = fc.array(
  fc.record({
    from: fc.nat(),
    recorded: fc.boolean(),
    edits: fc.array(fc.record({ key: fc.nat(12), value: fc.option(fc.nat(3), { nil: undefined }) }), {
      maxLength: 4,
    }),
  }),
  { maxLength: 30 },
);

function grow(
  plan: ReadonlyArray<{
    from: number;
    recorded: boolean;
    edits: ReadonlyArray<{ key: number; value: number | undefined }>;
  }>,
) {
  const versions: Array<Map<number, { v: number }>> = [
    new Map([
      [0, { v: 0 }],
      [1, { v: 1 }],
    ]),
  ];
  for (const step of plan) {
    const base = versions[step.from % versions.length]!;
    const next = new Map(base);
    const changed = new Set<number>();
    for (const edit of step.edits) {
      changed.add(edit.key);
      // A new object even for an equal number: identity is what screens compare.
      if (edit.value === undefined) next.delete(edit.key);
      else next.set(edit.key, { v: edit.value });
    }
    if (step.recorded) recordDerivation(next, base, changed);
    versions.push(next);
  }
  return versions;
}

describe("map lineage", () => {
  it("names every key whose value differs between two versions, whenever it answers", () => {
    fc.assert(
      fc.property(derivations, fc.nat(), fc.nat(), (plan, a, b) => {
        const versions = grow(plan);
        const from = versions[a % versions.length]!;
        const to = versions[b % versions.length]!;
        const keys = changedKeysBetween(from, to);
        if (keys === undefined) return;
        for (const key of new Set([...from.keys(), ...to.keys()]))
          if (from.get(key) !== to.get(key)) expect(keys.has(key), `key ${key}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("answers along recorded steps, in either direction and across branches", () => {
    const root = new Map([
      ["a", 1],
      ["b", 2],
    ]);
    const left = new Map(root).set("a", 3);
    recordDerivation(left, root, new Set(["a"]));
    const right = new Map(root).set("b", 4);
    recordDerivation(right, root, new Set(["b"]));
    const further = new Map(right).set("c", 5);
    recordDerivation(further, right, new Set(["c"]));
    expect(changedKeysBetween(root, root)).toEqual(new Set());
    expect(changedKeysBetween(root, further)).toEqual(new Set(["b", "c"]));
    expect(changedKeysBetween(further, root)).toEqual(new Set(["b", "c"]));
    expect(changedKeysBetween(left, further)).toEqual(new Set(["a", "b", "c"]));
  });

  it("gives no answer for versions with no recorded ancestor in common", () => {
    const one = new Map([["a", 1]]);
    const other = new Map([["a", 1]]);
    expect(changedKeysBetween(one, other)).toBeUndefined();
    // Nor beyond the steps it walks back.
    let version = one;
    for (let i = 0; i < 100; i++) {
      const next = new Map(version).set("a", i);
      recordDerivation(next, version, new Set(["a"]));
      version = next;
    }
    expect(changedKeysBetween(one, version)).toBeUndefined();
  });
});
