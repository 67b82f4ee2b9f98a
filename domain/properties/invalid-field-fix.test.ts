import { describe, expect, it } from "vitest";
import { PropertyId, UnitId } from "../ids.ts";
import { fixPathOf, unitPagePath } from "./invalid-field-fix.ts";

describe("fixPathOf", () => {
  it("leads both flagged fields to the unit's taxes-and-laws page", () => {
    const propertyId = PropertyId.make("prop-1");
    for (const field of ["registrationNumber", "nationalIdentificationCode"] as const)
      expect(fixPathOf({ field, propertyId, propertyUnitId: null }, "unit-2")).toBe(
        "/properties/prop-1/units/unit-2/taxes-and-laws",
      );
    expect(
      fixPathOf({ field: "registrationNumber", propertyId, propertyUnitId: UnitId.make("u/3") }, "u/3"),
    ).toBe("/properties/prop-1/units/u%2F3/taxes-and-laws");
  });

  it("addresses the unit's root page without a slug", () => {
    expect(unitPagePath("p", "u")).toBe("/properties/p/units/u");
    expect(unitPagePath("p", "u", "rooms")).toBe("/properties/p/units/u/rooms");
  });
});
