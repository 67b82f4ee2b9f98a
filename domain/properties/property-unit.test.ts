import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { PropertyUnit } from "./property-unit.ts";

const raw = {
  propertyUnitPublicId: "u1",
  propertyId: "p1",
  title: "Sea view flat",
  thumbnail: null,
  image: null,
  state: "PUBLISHED",
  availableActions: ["unpublish", "delete"],
  links: [],
  propertySize: 54,
  amenities: [{ id: "wifi", group: "internet" }],
  calendarAvailability: { status: "AVAILABLE" },
  accommodationType: "apartment",
  guests: 4,
  bedroomCount: 2,
  invalidFields: [],
};

describe("PropertyUnit schema", () => {
  it("measures in metric unless told otherwise", () => {
    expect(Schema.decodeUnknownSync(PropertyUnit)(raw).propertySizeMeasurementUnit).toBe("metric");
    const imperial = Schema.decodeUnknownSync(PropertyUnit)({
      ...raw,
      propertySizeMeasurementUnit: "imperial",
    });
    expect(imperial.propertySizeMeasurementUnit).toBe("imperial");
  });

  it("rejects an unknown state with a message naming the allowed ones", () => {
    expect(() => Schema.decodeUnknownSync(PropertyUnit)({ ...raw, state: "ARCHIVED" })).toThrow(/PUBLISHED/);
  });
});
