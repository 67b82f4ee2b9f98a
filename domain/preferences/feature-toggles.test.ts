import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { askedToggleState, featureToggles, isFeatureToggle, withToggle } from "./feature-toggles.ts";

describe("feature toggles", () => {
  it("reads the state a link asks for", () => {
    expect(askedToggleState("true")).toBe(true);
    expect(askedToggleState(" OFF ")).toBe(false);
    expect(askedToggleState("maybe")).toBeUndefined();
    expect(askedToggleState(null)).toBeUndefined();
  });

  it("knows only its own toggles", () => {
    expect(isFeatureToggle("reduced-motion")).toBe(true);
    expect(isFeatureToggle("__proto__")).toBe(false);
    expect(isFeatureToggle(undefined)).toBe(false);
  });

  it("switches one toggle and leaves the others and unknown names as they were, known ones only", () => {
    const toggle = fc.constantFrom(...featureToggles);
    fc.assert(
      fc.property(fc.array(fc.oneof(toggle, fc.string())), toggle, fc.boolean(), (enabled, chosen, on) => {
        const next = withToggle(enabled, chosen, on);
        expect(next.includes(chosen)).toBe(on);
        for (const other of featureToggles)
          if (other !== chosen) expect(next.includes(other)).toBe(enabled.includes(other));
        expect(next.every(isFeatureToggle)).toBe(true);
        expect(new Set(next).size).toBe(next.length);
      }),
      { numRuns: 1000 },
    );
  });
});
