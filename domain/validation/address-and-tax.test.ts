import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Address } from "../properties/address.ts";
import { addressForSubmit, missingAddressFields } from "./address-submit.ts";
import { phoneOrNull } from "./phone-number.ts";
import { taxFieldsForSubmit, taxIdOf, type TaxForm } from "./tax-identification.ts";

const address: Address = {
  countryCode: "US",
  city: "Austin",
  street: "Congress Ave",
  houseNumberOrName: "100",
  state: "Texas",
};

describe("address on submit (listing spec §5)", () => {
  it("cuts the state to 3 characters", () => {
    expect(addressForSubmit(address).state).toBe("Tex");
    expect(
      addressForSubmit({ ...address, state: undefined, stateOrProvince: "Ontario" }).stateOrProvince,
    ).toBe("Ont");
    expect(address.state).toBe("Texas");
  });

  it("requires country, city, street and house number or name", () => {
    expect(missingAddressFields(address)).toEqual([]);
    expect(missingAddressFields({ ...address, city: " ", houseNumberOrName: "" })).toEqual([
      "city",
      "houseNumberOrName",
    ]);
    expect(missingAddressFields({})).toEqual(["countryCode", "city", "street", "houseNumberOrName"]);
  });

  it("keeps a state of at most 3 characters that prefixes the original, and nothing else changes", () => {
    const arb = fc.record({
      countryCode: fc.string(),
      city: fc.string(),
      street: fc.string(),
      houseNumberOrName: fc.string(),
      state: fc.option(fc.string(), { nil: null }),
    });
    fc.assert(
      fc.property(arb, (a) => {
        const { state, ...rest } = addressForSubmit(a);
        const { state: original, ...originalRest } = a;
        expect(rest).toEqual(originalRest);
        if (original === null) return state === null;
        return typeof state === "string" && state.length <= 3 && original.startsWith(state);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("tax fields on submit (listing spec §5)", () => {
  const form: TaxForm = {
    taxId: " 12345678901 ",
    countryIssueTaxId: "IT",
    vatId: "IT12345678901",
    userHasVatId: true,
    taxIdentifications: [
      { id: "old", countryIsoCode: "IT" },
      { id: "DE999", countryIsoCode: "DE" },
    ],
  };

  it("puts the tax id in the first tax identification", () => {
    const out = taxFieldsForSubmit(form, { countryHasTaxId: true });
    expect(out.taxIdentifications).toEqual([
      { id: "12345678901", countryIsoCode: "IT" },
      { id: "DE999", countryIsoCode: "DE" },
    ]);
    expect(taxIdOf(out.taxIdentifications)).toBe("12345678901");
  });

  it("drops the tax ids for a country without tax id, and the VAT id without the VAT flag", () => {
    expect(taxFieldsForSubmit(form, { countryHasTaxId: false }).taxIdentifications).toEqual([]);
    expect(taxFieldsForSubmit({ ...form, userHasVatId: false }, { countryHasTaxId: true }).vatId).toBeNull();
    expect(taxFieldsForSubmit(form, { countryHasTaxId: true }).vatId).toBe("IT12345678901");
  });
});

describe("phone numbers (listing spec §5)", () => {
  it("treats a number without digits as null", () => {
    expect(phoneOrNull("+ ( )")).toBeNull();
    expect(phoneOrNull("")).toBeNull();
    expect(phoneOrNull(" +49 30 1234567 ")).toBe("+49 30 1234567");
  });

  it("is null exactly when the text has no digit", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => (phoneOrNull(text) === null) === !/\d/.test(text)),
      { numRuns: 1000 },
    );
  });
});
