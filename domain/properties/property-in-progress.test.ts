import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPropertyInProgress } from "./property-in-progress.ts";
import { PropertyState } from "./property-state.ts";

describe("isPropertyInProgress (listing spec §4)", () => {
  it("is true when a unit is in progress and none is finished", () => {
    expect(isPropertyInProgress(["IN_PROGRESS"])).toBe(true);
    expect(isPropertyInProgress(["IN_PROGRESS", "DELETED"])).toBe(true);
  });

  it("is false once any unit is finished, or when no unit is in progress", () => {
    expect(isPropertyInProgress(["IN_PROGRESS", "PUBLISHED"])).toBe(false);
    expect(isPropertyInProgress(["IN_PROGRESS", "UNDER_REVIEW"])).toBe(false);
    expect(isPropertyInProgress(["UNPUBLISHED"])).toBe(false);
    expect(isPropertyInProgress([])).toBe(false);
  });

  it("is unchanged by the order of units", () => {
    const states = fc.array(fc.constantFrom(...PropertyState.literals), { maxLength: 8 });
    fc.assert(
      fc.property(states, (list) => {
        expect(isPropertyInProgress([...list].reverse())).toBe(isPropertyInProgress(list));
      }),
      { numRuns: 1000 },
    );
  });
});
