import { describe, expect, it } from "vitest";
import { PropertyId, UnitId } from "../ids.ts";
import { listingFixPathOf } from "./listing-fix-step.ts";

const propertyId = PropertyId.make("prop-adriana");
const unitId = UnitId.make("unit-rosemary");
const flag = { field: "registrationNumber" as const, propertyId, propertyUnitId: unitId };

describe("listingFixPathOf", () => {
  it("leads to the flow's regional-requirements step when the flow shows it", () => {
    expect(
      listingFixPathOf(
        flag,
        "multi-unit",
        [{ name: "photos" }, { name: "regional-requirements" }],
        propertyId,
        unitId,
      ),
    ).toBe("/listing/multi-unit/prop-adriana/unit-rosemary/regional-requirements");
  });

  it("leads to the unit's taxes-and-laws page when the flow does not ask for regional requirements", () => {
    expect(listingFixPathOf(flag, "single-unit", [{ name: "publish" }], propertyId, unitId)).toBe(
      "/properties/prop-adriana/units/unit-rosemary/taxes-and-laws",
    );
  });
});
