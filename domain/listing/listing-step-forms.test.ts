import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkAboutForm } from "../properties/unit-forms.ts";
import { maxProseLength, maxTitleLength } from "../validation/text-fields.ts";
import {
  checkGuestsStep,
  checkPropertyStep,
  checkTitleStep,
  checkUnitTypeStep,
} from "./listing-step-forms.ts";

const padded = (text: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom("", " ", "  "), text, fc.constantFrom("", " ")).map(([a, b, c]) => a + b + c);
const anyText = (max: number) => padded(fc.string({ maxLength: max + 5 }));
const numberText = fc.oneof(
  fc.nat(200).map(String),
  fc.constantFrom("", "abc", "-1", "1.5", " 3 ", "12,5", "1000001"),
);

describe("the listing steps' forms", () => {
  it("property step: a trimmed name within the limit and a kind, the name's problem first", () => {
    fc.assert(
      fc.property(
        anyText(maxTitleLength),
        fc.constantFrom("" as const, "single" as const, "multi" as const),
        (title, propertyType) => {
          const result = checkPropertyStep({ title, propertyType });
          const trimmed = title.trim();
          const titleOk = trimmed !== "" && trimmed.length <= maxTitleLength;
          expect(result.ok).toBe(titleOk && propertyType !== "");
          if (result.ok) expect(result.changes).toEqual({ title: trimmed, propertyType });
          else {
            const fields = result.problems.map((p) => p.field);
            expect(fields).toEqual([
              ...(titleOk ? [] : ["title"]),
              ...(propertyType === "" ? ["propertyType"] : []),
            ]);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("title step: a title and a description are both required and trimmed", () => {
    fc.assert(
      fc.property(
        anyText(maxTitleLength),
        fc.oneof(anyText(50), fc.constant("x".repeat(maxProseLength + 1))),
        (title, description) => {
          const result = checkTitleStep({ title, description });
          const t = title.trim();
          const d = description.trim();
          const ok = t !== "" && t.length <= maxTitleLength && d !== "" && d.length <= maxProseLength;
          expect(result.ok).toBe(ok);
          if (result.ok) expect(result.changes).toEqual({ title: t, description: d });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("unit type step: only one of the offered types", () => {
    fc.assert(
      fc.property(fc.constantFrom("", "house", "villa", "castle"), (type) => {
        const result = checkUnitTypeStep(type, ["house", "villa"]);
        expect(result.ok).toBe(type === "house" || type === "villa");
        if (!result.ok)
          expect(result.problems[0]!.messageKey).toBe(
            type === "" ? "units.errors.chooseOne" : "units.errors.notOffered",
          );
      }),
      { numRuns: 1000 },
    );
  });

  it("guests step: the unit about page's rules for guests, bedrooms and size, to the same changes", () => {
    fc.assert(
      fc.property(
        numberText,
        numberText,
        numberText,
        fc.constantFrom("metric" as const, "imperial" as const),
        (guests, bedroomCount, propertySize, measurementUnit) => {
          const step = checkGuestsStep({ guests, bedroomCount, propertySize, measurementUnit });
          const about = checkAboutForm({
            title: "A title",
            description: "",
            accommodationType: "",
            guests,
            bedroomCount,
            propertySize,
            measurementUnit,
          });
          expect(step.ok).toBe(about.ok);
          if (step.ok && about.ok) {
            const { title: _title, description: _description, ...rest } = about.changes;
            expect(step.changes).toEqual(rest);
          }
          if (!step.ok && !about.ok) expect(step.problems).toEqual(about.problems);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
