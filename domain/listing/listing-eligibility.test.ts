import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listingEntry } from "./listing-eligibility.ts";

describe("the listing's way in", () => {
  it("turns away an expired account whatever it holds, welcomes a host with no property, and lets others add one", () => {
    fc.assert(
      fc.property(fc.constantFrom("active" as const, "expired" as const), fc.nat(1000), (status, count) => {
        const entry = listingEntry({ status }, count);
        if (status === "expired") expect(entry).toBe("onboarding-not-eligible");
        else expect(entry).toBe(count === 0 ? "first-property" : "add-property");
      }),
      { numRuns: 1000 },
    );
  });
});
