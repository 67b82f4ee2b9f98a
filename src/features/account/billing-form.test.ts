import { describe, expect, it } from "vitest";
import { billingSubmit, billingValuesOf } from "./billing-form.ts";

const taxCountries = new Set(["DE", "FR"]);
const filled = {
  ...billingValuesOf({}),
  countryCode: "DE",
  city: "Berlin",
  street: "Unter den Linden",
  houseNumberOrName: "1",
};

describe("billing form (listing spec §5)", () => {
  it("names the missing address fields and a bad email, in the form's order", () => {
    expect(billingSubmit({}, { ...billingValuesOf({}), businessEmail: "nope" }, taxCountries)).toEqual({
      kind: "invalid",
      fields: ["countryCode", "street", "houseNumberOrName", "city", "businessEmail"],
    });
    expect(billingSubmit({}, { ...filled, userHasVatId: true, vatId: " " }, taxCountries)).toEqual({
      kind: "invalid",
      fields: ["vatId"],
    });
  });

  it("cuts the state to 3 characters and keeps the tax id in the first identification", () => {
    const result = billingSubmit({}, { ...filled, state: "Berlin", taxId: " 12345 " }, taxCountries);
    expect(result).toMatchObject({
      kind: "save",
      patch: {
        address: { countryCode: "DE", state: "Ber" },
        taxIdentifications: [{ id: "12345", countryIsoCode: "DE" }],
        countryIssueTaxId: "DE",
      },
    });
  });

  it("drops the tax ids for a country that issues none, and the VAT id without the VAT flag", () => {
    const result = billingSubmit(
      {},
      { ...filled, countryCode: "CH", taxId: "12345", vatId: "CHE-1", userHasVatId: false },
      taxCountries,
    );
    expect(result).toMatchObject({
      kind: "save",
      patch: { taxIdentifications: [], vatId: null, countryIssueTaxId: null, userHasVatId: false },
    });
  });

  it("reads the saved fields back into the form", () => {
    expect(
      billingValuesOf({
        address: { countryCode: "FR", city: "Lyon", street: "Rue", houseNumberOrName: "2" },
        taxIdentifications: [{ id: "FR-9", countryIsoCode: "FR" }],
        userHasVatId: true,
        vatId: "FR123",
      }),
    ).toMatchObject({ countryCode: "FR", taxId: "FR-9", userHasVatId: true, vatId: "FR123" });
  });
});
