import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Schema } from "effect";
import {
  BoundedAddress,
  countryCodeLength,
  maxAddressLineLength,
  maxPostalCodeLength,
} from "./address-fields.ts";
import { addressForSubmit, stateMaxLength } from "./address-submit.ts";

const decode = Schema.decodeUnknownExit(BoundedAddress);
const address = {
  countryCode: "AT",
  city: "Wien",
  street: "Operngasse",
  houseNumberOrName: "4",
  postalCode: "1010",
  state: "9",
};
const limits = {
  countryCode: countryCodeLength,
  city: maxAddressLineLength,
  street: maxAddressLineLength,
  houseNumberOrName: maxAddressLineLength,
  postalCode: maxPostalCodeLength,
  state: stateMaxLength,
  stateOrProvince: stateMaxLength,
  province: maxAddressLineLength,
} as const;

describe("address fields", () => {
  it("take a real address, and an unfinished one with empty fields", () => {
    expect(decode(address)._tag).toBe("Success");
    expect(decode({ countryCode: "", city: "", street: "", houseNumberOrName: "" })._tag).toBe("Success");
  });

  it("take each field at its limit and refuse it one character past, naming the field", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(limits) as (keyof typeof limits)[])),
        fc.boolean(),
        (field, past) => {
          const value = "x".repeat(limits[field] + (past ? 1 : 0));
          const exit = decode({ ...address, [field]: value });
          expect(exit._tag).toBe(past ? "Failure" : "Success");
          if (exit._tag === "Failure") expect(String(exit.cause)).toContain(field);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("take whatever the form's submit rule sends, however long the state typed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), fc.string({ maxLength: 50 }), (state, stateOrProvince) => {
        expect(decode(addressForSubmit({ ...address, state, stateOrProvince }))._tag).toBe("Success");
      }),
      { numRuns: 1000 },
    );
  });
});
