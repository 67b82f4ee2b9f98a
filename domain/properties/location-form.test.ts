import fc from "fast-check";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { checkLocationForm, emptyLocationForm } from "./location-form.ts";
import { PropertyLocation } from "./property-location.ts";

describe("checkLocationForm", () => {
  it("names each empty required field and a country that is not a code, in form order", () => {
    expect(checkLocationForm({ ...emptyLocationForm, countryCode: "Italy", city: " " })).toEqual({
      ok: false,
      problems: [
        { field: "countryCode", messageKey: "listingSteps.errors.notACountryCode" },
        { field: "city", messageKey: "listingSteps.errors.required" },
        { field: "street", messageKey: "listingSteps.errors.required" },
        { field: "houseNumberOrName", messageKey: "listingSteps.errors.required" },
      ],
    });
  });

  it("cuts the state to 3 characters and sends blank optional fields as null", () => {
    expect(
      checkLocationForm({
        ...emptyLocationForm,
        countryCode: "HR",
        city: "Split",
        street: " Obala ",
        houseNumberOrName: "7",
        state: "SPL-Dalmatia",
      }),
    ).toEqual({
      ok: true,
      changes: {
        countryCode: "HR",
        city: "Split",
        street: "Obala",
        houseNumberOrName: "7",
        postalCode: null,
        state: "SPL",
        province: null,
      },
    });
  });

  it("passes only what the location call decodes", () => {
    const text = fc.oneof(
      fc.constantFrom("", " ", "HR", "Split", "x".repeat(201)),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(
        fc.record({
          countryCode: text,
          city: text,
          street: text,
          houseNumberOrName: text,
          postalCode: text,
          state: text,
          province: text,
        }),
        (form) => {
          const result = checkLocationForm(form);
          if (result.ok)
            expect(Schema.decodeUnknownSync(PropertyLocation)(result.changes)).toEqual(result.changes);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
