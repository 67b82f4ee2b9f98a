import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isValidIban, normalizeIban } from "./bank-account.ts";

describe("isValidIban", () => {
  it("accepts real IBANs as typed", () => {
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("gb82west12345698765432")).toBe(true);
    expect(normalizeIban("de89 3704")).toBe("DE893704");
  });

  it("refuses a wrong check digit and malformed text", () => {
    expect(isValidIban("DE88370400440532013000")).toBe(false);
    expect(isValidIban("DE89")).toBe(false);
    expect(isValidIban("12DE370400440532013000")).toBe(false);
  });

  it("catches every single mistyped digit", () => {
    const iban = "DE89370400440532013000";
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: iban.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (at, shift) => {
          const digit = (Number(iban[at]) + shift) % 10;
          const typo = iban.slice(0, at) + String(digit) + iban.slice(at + 1);
          expect(isValidIban(typo)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
