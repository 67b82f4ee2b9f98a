import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { commercialModelOfFeePlan, FeePlan, normalizedOwnerType, OwnerType } from "./commercial-terms.ts";
import { SharedHostFields } from "./host-details.ts";

describe("commercial terms (listing spec §3)", () => {
  it("assigns each fee plan its commercial model", () => {
    expect(commercialModelOfFeePlan("host_only_14_5")).toBe("commission");
    expect(commercialModelOfFeePlan("subscription_2")).toBe("subscription");
    expect(commercialModelOfFeePlan("hybrid_13")).toBe("hybrid");
  });

  it("reads both owner-type spellings as two kinds", () => {
    expect(normalizedOwnerType("Business")).toBe("company");
    expect(normalizedOwnerType("Individual")).toBe("individual");
    expect(OwnerType.literals.map(normalizedOwnerType)).toEqual([
      "company",
      "individual",
      "company",
      "individual",
    ]);
  });

  it("refuses an unknown fee plan", () => {
    expect(() => Schema.decodeUnknownSync(FeePlan)("hybrid_5")).toThrow(/hybrid_7/);
  });

  it("keeps a not-yet-answered EU establishment question as null", () => {
    const fields = Schema.decodeUnknownSync(SharedHostFields)({
      euPermanentEstablishment: null,
      taxIdentifications: [],
    });
    expect(fields.euPermanentEstablishment).toBeNull();
  });
});
