import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BankAccount } from "../account/bank-account.ts";
import { CompanyDetails, IndividualDetails } from "../account/host-details.ts";
import {
  checkBankAccount,
  checkCompanyIdentity,
  checkIndividualIdentity,
  checkOwner,
  OwnerDetails,
} from "./verification-forms.ts";

const text = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "Anna",
    "anna@example.com",
    "+39 081 123",
    "()",
    "DE89 3704 0044 0532 0130 00",
    "eur",
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: 99, maxLength: 260 }),
);

describe("the verification forms (listing spec §5)", () => {
  // The oracle: the server's own schema. A form that passes sends a body the server decodes; a
  // form that fails names at least one field.
  it("pass exactly the bodies the server's schemas decode", () => {
    fc.assert(
      fc.property(
        fc.record({ firstName: text, lastName: text, email: text, phoneNumber: text }),
        fc.record({ legalBusinessName: text, accountEmail: text, phoneNumber: text }),
        fc.record({ firstName: text, lastName: text, dateOfBirth: text, nationality: text }),
        fc.record({ accountHolder: text, iban: text, bic: text, currency: text }),
        (individual, company, owner, account) => {
          const results = [
            [checkIndividualIdentity(individual), IndividualDetails],
            [checkCompanyIdentity(company), CompanyDetails],
            [checkOwner(owner), OwnerDetails],
            [checkBankAccount(account), BankAccount],
          ] as const;
          return results.every(([result, schema]) =>
            result.ok ? Schema.is(schema as Schema.Codec<unknown>)(result.body) : result.problems.length > 0,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("treats a phone number without a digit as none, and trims what it sends", () => {
    const result = checkIndividualIdentity({
      firstName: " Anna ",
      lastName: "Berger",
      email: "anna@example.com ",
      phoneNumber: "+ ()",
    });
    expect(result).toEqual({
      ok: true,
      body: { firstName: "Anna", lastName: "Berger", email: "anna@example.com", phoneNumber: null },
    });
  });

  it("names each bad field in the form's order: empty ones required, others invalid", () => {
    const result = checkIndividualIdentity({
      firstName: "",
      lastName: "Berger",
      email: "anna",
      phoneNumber: "",
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: "firstName", problem: "required" },
        { field: "email", problem: "invalid" },
      ],
    });
  });

  it("sends an IBAN in its electronic form and an empty BIC as none", () => {
    expect(
      checkBankAccount({
        accountHolder: "Anna Berger",
        iban: "de89 3704 0044 0532 0130 00",
        bic: " ",
        currency: "eur",
      }),
    ).toEqual({
      ok: true,
      body: { accountHolder: "Anna Berger", iban: "DE89370400440532013000", bic: null, currency: "EUR" },
    });
    // One digit changed: the check digits no longer match.
    const typo = checkBankAccount({
      accountHolder: "A",
      iban: "DE89370400440532013001",
      bic: "",
      currency: "EUR",
    });
    expect(typo).toEqual({ ok: false, problems: [{ field: "iban", problem: "invalid" }] });
  });

  it("asks the owner's date of birth as a date and nationality as a country code", () => {
    expect(
      checkOwner({ firstName: "Max", lastName: "Huber", dateOfBirth: "1980-02-30x", nationality: "at" }),
    ).toEqual({ ok: false, problems: [{ field: "dateOfBirth", problem: "invalid" }] });
    expect(
      checkOwner({ firstName: "Max", lastName: "Huber", dateOfBirth: "1980-02-03", nationality: "at" }),
    ).toEqual({
      ok: true,
      body: { firstName: "Max", lastName: "Huber", dateOfBirth: "1980-02-03", nationality: "AT" },
    });
  });
});
