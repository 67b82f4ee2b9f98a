import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { movedPhotoIds, orderedPhotoIds } from "./photo-order.ts";

const runs = { numRuns: 1000 };
const ids = fc.uniqueArray(fc.constantFrom(...Array.from({ length: 30 }, (_, i) => `p${i}`)), {
  maxLength: 30,
});
const anyIds = fc.array(fc.constantFrom(...Array.from({ length: 40 }, (_, i) => `p${i}`)), {
  maxLength: 50,
});

describe("orderedPhotoIds", () => {
  it("keeps every photo the unit has, each once, and nothing else", () => {
    fc.assert(
      fc.property(ids, anyIds, (current, requested) => {
        const out = orderedPhotoIds(current, requested);
        expect([...out].sort()).toEqual([...current].sort());
      }),
      runs,
    );
  });

  it("puts the photos named first, in the order named, and the others after in their old order", () => {
    fc.assert(
      fc.property(ids, anyIds, (current, requested) => {
        const out = orderedPhotoIds(current, requested);
        // Oracle: the first time each present id is named, then the unnamed ones as they were.
        const named = requested.filter((id, i) => current.includes(id) && requested.indexOf(id) === i);
        expect(out).toEqual([...named, ...current.filter((id) => !named.includes(id))]);
      }),
      runs,
    );
  });

  it("answers the order asked for when it names exactly the unit's photos", () => {
    fc.assert(
      fc.property(
        ids.chain((current) =>
          fc.tuple(fc.constant(current), fc.shuffledSubarray(current, { minLength: current.length })),
        ),
        ([current, requested]) => {
          expect(orderedPhotoIds(current, requested)).toEqual(requested);
          // Asking again changes nothing.
          expect(orderedPhotoIds(requested, requested)).toEqual(requested);
        },
      ),
      runs,
    );
  });

  it("does not touch its inputs", () => {
    const current = ["a", "b", "c"];
    const requested = ["c", "x", "a"];
    expect(orderedPhotoIds(current, requested)).toEqual(["c", "a", "b"]);
    expect(current).toEqual(["a", "b", "c"]);
    expect(requested).toEqual(["c", "x", "a"]);
  });
});

describe("movedPhotoIds", () => {
  it("moves one photo and keeps the others in their order", () => {
    fc.assert(
      fc.property(
        ids,
        fc.integer({ min: -3, max: 33 }),
        fc.integer({ min: -3, max: 33 }),
        (list, from, to) => {
          const out = movedPhotoIds(list, from, to);
          expect([...out].sort()).toEqual([...list].sort());
          if (list.length === 0) return;
          const clamp = (n: number) => Math.min(Math.max(n, 0), list.length - 1);
          const moved = list[clamp(from)]!;
          expect(out[clamp(to)]).toBe(moved);
          expect(out.filter((id) => id !== moved)).toEqual(list.filter((id) => id !== moved));
        },
      ),
      runs,
    );
  });

  it("makes a photo the cover by moving it to the front", () => {
    expect(movedPhotoIds(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(movedPhotoIds(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(movedPhotoIds([], 0, 1)).toEqual([]);
  });
});
