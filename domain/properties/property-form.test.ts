import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newPropertyDocument } from "../commands/property-commands.ts";
import { PropertyId } from "../ids.ts";
import { checkPropertyForm, propertyFormValues } from "./property-form.ts";

const villa = {
  ...newPropertyDocument({ propertyId: PropertyId.make("p-1"), propertyType: "multi", title: "Villa" }),
  description: "Stone house",
};

describe("the property's about form", () => {
  it("saves nothing when nothing changed", () => {
    expect(checkPropertyForm(villa, propertyFormValues(villa))).toEqual({
      ok: true,
      changes: null,
      location: null,
    });
  });

  it("sends the changed fields, a cleared description as null, and the whole address with the state cut", () => {
    const typed = {
      ...propertyFormValues(villa),
      title: " Villa Mare ",
      description: "  ",
      countryCode: "hr",
      city: "Split",
      street: "Obala",
      houseNumberOrName: "7",
      state: "Splitsko-dalmatinska",
    };
    expect(checkPropertyForm(villa, typed)).toEqual({
      ok: true,
      changes: { title: "Villa Mare", description: null },
      location: {
        countryCode: "HR",
        city: "Split",
        street: "Obala",
        houseNumberOrName: "7",
        postalCode: null,
        state: "Spl",
        province: null,
      },
    });
  });

  it("names every empty required field in form order, once any part of the address is typed", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((s) => s.trim() !== ""),
        (city) => {
          const result = checkPropertyForm(villa, { ...propertyFormValues(villa), title: "", city });
          expect(result.ok).toBe(false);
          if (result.ok) return;
          expect(result.problems.map((p) => p.field)).toEqual([
            "title",
            "countryCode",
            "street",
            "houseNumberOrName",
          ]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
