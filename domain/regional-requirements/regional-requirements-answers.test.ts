import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RegionalRequirementsConfiguration } from "./regional-requirements.ts";
import { regionalRequirementsProblems } from "./regional-requirements-check.ts";
import { checkRegionalRequirements } from "./regional-requirements-answers.ts";
import { malformedRegistrations } from "./registration-number.ts";

const italy: RegionalRequirementsConfiguration = {
  registration: {
    fields: [
      { name: "nationalIdentificationCode", type: "text", required: true, options: [] },
      {
        name: "accommodationCategory",
        type: "select",
        required: true,
        options: [
          { value: "locazione_turistica", label: "Tourist rental" },
          { value: "casa_vacanze", label: "Holiday home" },
        ],
      },
      { name: "floors", type: "number", required: false, options: [] },
    ],
  },
};

describe("checkRegionalRequirements", () => {
  it("names each problem under its input, the ownership question first", () => {
    const result = checkRegionalRequirements(
      { ownership: { isOwner: "" }, values: { registration: { nationalIdentificationCode: "12345" } } },
      italy,
      "IT",
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: "isOwner", messageKey: "listingSteps.errors.chooseOne" },
        { field: "registration.accommodationCategory", messageKey: "listingSteps.errors.required" },
        {
          field: "registration.nationalIdentificationCode",
          messageKey: "listingSteps.errors.registrationShape",
        },
      ],
    });
  });

  it("answers with isOwner a boolean and every configured field, an empty one as null", () => {
    const result = checkRegionalRequirements(
      {
        ownership: { isOwner: "false" },
        values: {
          registration: {
            nationalIdentificationCode: "IT063080C2ABCDEF12",
            accommodationCategory: "casa_vacanze",
          },
        },
      },
      italy,
      "IT",
    );
    expect(result).toEqual({
      ok: true,
      changes: {
        ownership: { isOwner: false },
        values: {
          registration: {
            nationalIdentificationCode: "IT063080C2ABCDEF12",
            accommodationCategory: "casa_vacanze",
            floors: null,
          },
        },
      },
    });
  });

  it("never passes an answer the server would refuse", () => {
    const text = fc.oneof(
      fc.constantFrom("", " ", "IT063080C2ABCDEF12", "casa_vacanze", "castle", "3", "12345"),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom("" as const, "true" as const, "false" as const),
        text,
        text,
        text,
        (isOwner, code, category, floors) => {
          const form = {
            ownership: { isOwner },
            values: {
              registration: { nationalIdentificationCode: code, accommodationCategory: category, floors },
            },
          };
          const result = checkRegionalRequirements(form, italy, "IT");
          if (!result.ok) return;
          expect(result.changes.ownership.isOwner).not.toBeNull();
          expect(regionalRequirementsProblems(italy, result.changes)).toEqual([]);
          expect(malformedRegistrations("IT", result.changes)).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
