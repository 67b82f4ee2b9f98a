import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formErrorsOf, messagesOfField } from "./form-errors.ts";

describe("formErrorsOf (listing spec §8)", () => {
  it("reads the message shape: the first error without a field is the general message", () => {
    const body = {
      message: "Validation failed",
      errors: [
        { field: "city", message: "Required" },
        { message: "Please check the address" },
        { field: "city", type: "NotBlank", message: "Required" },
        { field: "street", message: "Required" },
        { message: "Second general message" },
      ],
    };
    expect(formErrorsOf(body)).toEqual({
      general: "Please check the address",
      fields: [
        { field: "city", message: "Required" },
        { field: "street", message: "Required" },
      ],
    });
  });

  it("falls back to the body's message when every error names a field", () => {
    expect(
      formErrorsOf({ message: "Validation failed", errors: [{ field: "a", message: "x" }] }).general,
    ).toBe("Validation failed");
  });

  it("reads the problem-detail shape", () => {
    const body = {
      type: "/problems/unprocessable",
      detail: "The unit cannot be saved",
      invalidParams: [
        { name: "title", reason: "Too long" },
        { name: "title", type: "Length", reason: "Too long" },
      ],
    };
    expect(formErrorsOf(body)).toEqual({
      general: "The unit cannot be saved",
      fields: [{ field: "title", message: "Too long" }],
    });
  });

  it("nests fields under a sub-form prefix and remaps taxId to the first tax identification", () => {
    const body = {
      message: "Invalid",
      errors: [
        { field: "taxId", message: "Invalid tax id" },
        { field: "legalBusinessName", message: "Required" },
      ],
    };
    const errors = formErrorsOf(body, { prefix: "companyDetails" });
    expect(errors.fields).toEqual([
      { field: "companyDetails.taxIdentifications.0.id", message: "Invalid tax id" },
      { field: "companyDetails.legalBusinessName", message: "Required" },
    ]);
    expect(formErrorsOf(body).fields[0]?.field).toBe("taxIdentifications.0.id");
    expect(messagesOfField(errors, "companyDetails.legalBusinessName")).toEqual(["Required"]);
  });

  it("gives an empty result for a body of neither shape", () => {
    expect(formErrorsOf("<html>Bad gateway</html>")).toEqual({ general: null, fields: [] });
    expect(formErrorsOf(null)).toEqual({ general: null, fields: [] });
  });

  it("answers any JSON value without throwing, with no repeated field message", () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.option(fc.string({ maxLength: 5 }), { nil: undefined }),
        (json, prefix) => {
          const errors = formErrorsOf(json, prefix === undefined ? {} : { prefix });
          const keys = errors.fields.map((f) => JSON.stringify([f.field, f.message]));
          return new Set(keys).size === keys.length;
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("keeps every distinct field message of a well-formed body", () => {
    const error = fc.record({
      field: fc.constantFrom("city", "street", "taxId"),
      message: fc.constantFrom("Required", "Too long"),
    });
    fc.assert(
      fc.property(fc.array(error, { maxLength: 8 }), (errors) => {
        const out = formErrorsOf({ message: "m", errors }).fields;
        const expected = new Set(
          errors.map((e) =>
            JSON.stringify([e.field === "taxId" ? "taxIdentifications.0.id" : e.field, e.message]),
          ),
        );
        return (
          out.length === expected.size && out.every((f) => expected.has(JSON.stringify([f.field, f.message])))
        );
      }),
      { numRuns: 1000 },
    );
  });
});
