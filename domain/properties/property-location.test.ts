import { Exit, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressForSubmit, requiredAddressFields, stateMaxLength } from "../validation/address-submit.ts";
import { locationProblems, PropertyLocation, type LocationInput } from "./property-location.ts";

const runs = { numRuns: 1000 };
const decodes = (value: unknown) => Exit.isSuccess(Schema.decodeUnknownExit(PropertyLocation)(value));
const blank = fc.constantFrom("", " ", "\t", "  \n ");
const line = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== "");
const valid = fc.record({
  countryCode: fc.constantFrom("HR", "IT", "AT", "DE"),
  city: line,
  street: line,
  houseNumberOrName: line,
  state: fc.option(fc.string({ maxLength: 12 }), { nil: null }),
});

describe("a property's location", () => {
  it("is saved with every required field filled and the state cut on submit, however long it was typed", () => {
    fc.assert(
      fc.property(valid, (typed) => {
        const sent = addressForSubmit(typed);
        expect(locationProblems(sent)).toEqual([]);
        expect(decodes(sent)).toBe(true);
        if (typeof sent.state === "string") expect(sent.state.length).toBeLessThanOrEqual(stateMaxLength);
      }),
      runs,
    );
  });

  it("names each required field left blank, in form order, and the server refuses the same body", () => {
    fc.assert(
      fc.property(
        valid,
        fc.subarray([...requiredAddressFields], { minLength: 1 }),
        blank,
        (base, emptied, space) => {
          const location: LocationInput = { ...base, state: null };
          const typed = { ...location, ...Object.fromEntries(emptied.map((f) => [f, space])) };
          const problems = locationProblems(typed);
          expect(problems.filter((p) => p.problem === "required").map((p) => p.field)).toEqual(
            requiredAddressFields.filter((f) => emptied.includes(f)),
          );
          expect(decodes(typed)).toBe(false);
        },
      ),
      runs,
    );
  });

  it("refuses a state longer than 3 characters that was not cut, and a country that is not a code", () => {
    fc.assert(
      fc.property(valid, fc.string({ minLength: stateMaxLength + 1, maxLength: 20 }), (base, state) => {
        expect(locationProblems({ ...base, state })).toEqual([{ field: "state", problem: "tooLong" }]);
        expect(decodes({ ...base, state })).toBe(false);
      }),
      runs,
    );
    expect(
      locationProblems({ countryCode: "Croatia", city: "Split", street: "Obala", houseNumberOrName: "7" }),
    ).toEqual([{ field: "countryCode", problem: "notACountryCode" }]);
  });
});
