import { describe, expect, it } from "vitest";
import { Schema } from "effect";
import { EmailAddress, isEmailAddress, PersonName, UnitTitle } from "./text-fields.ts";

const accepts = (schema: Schema.Codec<string, string>, value: string) => Schema.is(schema)(value);

describe("text fields", () => {
  it("refuses email values that are no address", () => {
    for (const bad of [
      "",
      "NaN",
      "a@@b",
      "a@",
      "a b@example.com",
      "@example.com",
      `${"a".repeat(250)}@example.com`,
    ])
      expect(isEmailAddress(bad), bad).toBe(false);
    expect(accepts(EmailAddress, "anna.berger+host@example.co.uk")).toBe(true);
  });

  it("refuses blank and overlong names and titles", () => {
    expect(accepts(PersonName, "")).toBe(false);
    expect(accepts(PersonName, " \t")).toBe(false);
    expect(accepts(PersonName, "x".repeat(101))).toBe(false);
    expect(accepts(PersonName, "Anna")).toBe(true);
    expect(accepts(UnitTitle, "x".repeat(201))).toBe(false);
    expect(accepts(UnitTitle, "Casa Limone")).toBe(true);
  });
});
