import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newSlotPool } from "../../ui/slot-pool.ts";
import { keyRows } from "./use-recycled-keys.ts";

/** A window of consecutive indexes, as a virtualizer gives them. */
const windowArb = fc
  .tuple(fc.nat({ max: 300 }), fc.integer({ min: 0, max: 40 }))
  .map(([start, size]) => Array.from({ length: size }, (_, i) => start + i));

describe("keyRows", () => {
  const newPools = () =>
    new Map((["property", "unit"] as const).map((kind) => [kind, newSlotPool<number>()]));

  it("keys rows by kind, keeps a staying row's key, and never reorders the keys that stay", () => {
    fc.assert(
      fc.property(
        // Which of 340 rows are property headers, then the windows a scroll shows.
        fc.array(fc.boolean(), { minLength: 340, maxLength: 340 }),
        fc.array(windowArb, { minLength: 1, maxLength: 30 }),
        (headers, windows) => {
          const kindOf = (index: number) => (headers[index] ? "property" : "unit");
          const pools = newPools();
          let before: Array<{ index: number; key: string }> = [];
          for (const indexes of windows) {
            const keyed = keyRows(
              pools,
              kindOf,
              indexes.map((index) => ({ index })),
            ).map(({ item, key }) => ({ index: item.index, key }));
            expect(keyed.map((row) => row.index).sort((a, b) => a - b)).toEqual(indexes);
            expect(new Set(keyed.map((row) => row.key)).size).toBe(keyed.length);
            for (const row of keyed) expect(row.key.startsWith(`${kindOf(row.index)}-`)).toBe(true);
            const keyBefore = new Map(before.map((row) => [row.index, row.key]));
            for (const row of keyed)
              if (keyBefore.has(row.index)) expect(row.key).toBe(keyBefore.get(row.index));
            // The keys present in both draws come in the same order: React moves no element.
            const now = new Set(keyed.map((row) => row.key));
            const then = new Set(before.map((row) => row.key));
            expect(keyed.map((row) => row.key).filter((key) => then.has(key))).toEqual(
              before.map((row) => row.key).filter((key) => now.has(key)),
            );
            before = keyed;
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("hands a unit scrolled in the element of a unit scrolled out, not of a header", () => {
    const pools = newPools();
    const kindOf = (index: number) => (index % 3 === 0 ? "property" : "unit");
    const first = keyRows(
      pools,
      kindOf,
      [0, 1, 2, 3].map((index) => ({ index })),
    );
    const next = keyRows(
      pools,
      kindOf,
      [2, 3, 4, 5].map((index) => ({ index })),
    );
    const keyOf = (rows: typeof first, index: number) => rows.find((row) => row.item.index === index)?.key;
    expect(keyOf(next, 4)).toBe(keyOf(first, 1));
    expect(keyOf(next, 3)).toBe(keyOf(first, 3));
    expect(keyOf(next, 5)?.startsWith("unit-")).toBe(true);
  });
});
