import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RegionalRequirements } from "./regional-requirements.ts";
import {
  answeredRegistrationFields,
  isWellFormedRegistration,
  malformedRegistrations,
} from "./registration-number.ts";

const answers = (values: RegionalRequirements["values"]): RegionalRequirements => ({
  ownership: { isOwner: true },
  values,
});

describe("isWellFormedRegistration", () => {
  it("takes Italy's CIN only in its shape", () => {
    expect(isWellFormedRegistration("IT", "nationalIdentificationCode", "IT053006C2MTL9OOYY")).toBe(true);
    expect(isWellFormedRegistration("IT", "nationalIdentificationCode", " it053006c2mtl9ooyy ")).toBe(true);
    expect(isWellFormedRegistration("IT", "nationalIdentificationCode", "IT05300C2MTL9OOYY")).toBe(false);
    expect(isWellFormedRegistration("IT", "nationalIdentificationCode", "12345")).toBe(false);
  });

  it("takes Portugal's local-lodging number as digits then /AL", () => {
    expect(isWellFormedRegistration("PT", "registrationNumber", "12345/AL")).toBe(true);
    expect(isWellFormedRegistration("PT", "registrationNumber", "AL-12345")).toBe(false);
  });

  it("elsewhere takes 4 to 40 letters, digits and separators holding a digit", () => {
    expect(isWellFormedRegistration("HR", "registrationNumber", "UP/I-335-02/24-01/123")).toBe(true);
    expect(isWellFormedRegistration("ES", "registrationNumber", "VT-123456-A")).toBe(true);
    expect(isWellFormedRegistration("HR", "registrationNumber", "none")).toBe(false);
    expect(isWellFormedRegistration("HR", "registrationNumber", "12")).toBe(false);
    expect(isWellFormedRegistration("HR", "registrationNumber", "12#45")).toBe(false);
    expect(isWellFormedRegistration("HR", "registrationNumber", "1".repeat(41))).toBe(false);
  });

  it("never takes a number without a digit, in any country", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("IT", "PT", "HR", "ES", "DE"),
        fc.constantFrom("registrationNumber" as const, "nationalIdentificationCode" as const),
        fc.string({ unit: fc.constantFrom("A", "b", "/", "-", " ", ".") }),
        (country, field, text) => !isWellFormedRegistration(country, field, text),
      ),
      { numRuns: 1000 },
    );
  });
});

describe("malformedRegistrations", () => {
  it("names filled-in registration answers not in their country's shape, and nothing else", () => {
    const given = answers({
      registration: { registrationNumber: "12", touristTaxPaid: true, note: "x" },
      other: { nationalIdentificationCode: "" },
    });
    expect(malformedRegistrations("HR", given)).toEqual(["registration.registrationNumber"]);
    expect(
      malformedRegistrations("HR", answers({ registration: { registrationNumber: "HR-2024-77" } })),
    ).toEqual([]);
  });
});

describe("answeredRegistrationFields", () => {
  it("names the registration fields filled in with a new value", () => {
    const before = answers({
      registration: { registrationNumber: "HR-1", nationalIdentificationCode: "X-1" },
    });
    const after = answers({
      registration: { registrationNumber: "HR-2", nationalIdentificationCode: "X-1" },
    });
    expect(answeredRegistrationFields(before, after)).toEqual(["registrationNumber"]);
    expect(answeredRegistrationFields(null, after)).toEqual([
      "registrationNumber",
      "nationalIdentificationCode",
    ]);
    expect(answeredRegistrationFields(after, after)).toEqual([]);
    expect(
      answeredRegistrationFields(before, answers({ registration: { registrationNumber: " " } })),
    ).toEqual([]);
  });
});
