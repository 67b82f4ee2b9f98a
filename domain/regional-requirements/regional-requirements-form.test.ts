import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  RegionalRequirementsConfiguration,
  type RegionalRequirements,
  type RequirementField,
  type RequirementValue,
} from "./regional-requirements.ts";
import {
  formOptions,
  regionalRequirementsFromForm,
  regionalRequirementsToForm,
} from "./regional-requirements-form.ts";

const configuration: RegionalRequirementsConfiguration = {
  registration: {
    fields: [
      { name: "registrationNumber", type: "text", required: true, options: [] },
      {
        name: "licenceType",
        type: "select",
        required: true,
        options: [
          { value: 1, label: "Tourist flat" },
          { value: 2, label: "Holiday home" },
        ],
      },
      {
        name: "hasInsurance",
        type: "radio",
        required: false,
        options: [
          { value: true, label: "Yes" },
          { value: false, label: "No" },
        ],
      },
      { name: "floors", type: "number", required: false, options: [] },
    ],
  },
};

const saved: RegionalRequirements = {
  ownership: { isOwner: true },
  values: {
    registration: { registrationNumber: "ESFCTU0000", licenceType: 2, hasInsurance: false, floors: 3 },
  },
};

describe("regional requirements form (listing spec §3, §7)", () => {
  it("shows isOwner and values as text", () => {
    expect(regionalRequirementsToForm(saved)).toEqual({
      ownership: { isOwner: "true" },
      values: {
        registration: {
          registrationNumber: "ESFCTU0000",
          licenceType: "2",
          hasInsurance: "false",
          floors: "3",
        },
      },
    });
    expect(regionalRequirementsToForm({ ...saved, ownership: { isOwner: null } }).ownership.isOwner).toBe("");
  });

  it("turns option values into text for the form", () => {
    expect(formOptions(configuration.registration!.fields[1]!)).toEqual([
      { value: "1", label: "Tourist flat" },
      { value: "2", label: "Holiday home" },
    ]);
  });

  it("sends isOwner back as a boolean and each value as its option's own value", () => {
    const form = {
      ownership: { isOwner: "false" as const },
      values: {
        registration: { registrationNumber: "X1", licenceType: "1", hasInsurance: "true", floors: "2" },
      },
    };
    expect(regionalRequirementsFromForm(form, configuration)).toEqual({
      ownership: { isOwner: false },
      values: { registration: { registrationNumber: "X1", licenceType: 1, hasInsurance: true, floors: 2 } },
    });
  });

  it("decodes a configuration and refuses an unknown field type", () => {
    expect(Schema.decodeUnknownSync(RegionalRequirementsConfiguration)(configuration)).toEqual(configuration);
    const bad = { g: { fields: [{ name: "x", type: "slider", required: true, options: [] }] } };
    expect(() => Schema.decodeUnknownSync(RegionalRequirementsConfiguration)(bad)).toThrow(/select/);
  });

  it("round-trips any saved requirements whose values fit their fields", () => {
    const optionValue: fc.Arbitrary<RequirementValue> = fc.oneof(
      fc.string({ minLength: 1, maxLength: 5 }),
      fc.integer({ min: -100, max: 100 }),
      fc.boolean(),
    );
    const field: fc.Arbitrary<RequirementField> = fc.oneof(
      fc.record({
        name: fc.string({ minLength: 1, maxLength: 4 }),
        type: fc.constantFrom("select" as const, "radio" as const),
        required: fc.boolean(),
        options: fc
          .uniqueArray(optionValue, { selector: String, minLength: 1, maxLength: 4 })
          .map((vs) => vs.map((value) => ({ value, label: String(value) }))),
      }),
      fc.record({
        name: fc.string({ minLength: 1, maxLength: 4 }),
        type: fc.constantFrom("text" as const, "number" as const),
        required: fc.boolean(),
        options: fc.constant([]),
      }),
    );
    const group = fc.uniqueArray(field, { selector: (f) => f.name, maxLength: 4 });
    const scenario = fc
      .dictionary(fc.string({ minLength: 1, maxLength: 4 }), group, { maxKeys: 3 })
      .chain((groups) => {
        const valueOf = (f: RequirementField): fc.Arbitrary<RequirementValue | null> =>
          fc.option(
            f.options.length > 0
              ? fc.constantFrom(...f.options.map((o) => o.value))
              : f.type === "number"
                ? fc.integer({ min: -1000, max: 1000 }).map((n) => (Object.is(n, -0) ? 0 : n))
                : fc.string({ minLength: 1, maxLength: 6 }),
            { nil: null },
          );
        const values = fc.record(
          Object.fromEntries(
            Object.entries(groups).map(([name, fields]) => [
              name,
              fc.record(Object.fromEntries(fields.map((f) => [f.name, valueOf(f)]))),
            ]),
          ),
        );
        const config: RegionalRequirementsConfiguration = Object.fromEntries(
          Object.entries(groups).map(([name, fields]) => [name, { fields }]),
        );
        return fc.record({
          config: fc.constant(config),
          requirements: fc.record({
            ownership: fc.record({ isOwner: fc.option(fc.boolean(), { nil: null }) }),
            values,
          }),
        });
      });
    fc.assert(
      fc.property(scenario, ({ config, requirements }) => {
        const back = regionalRequirementsFromForm(regionalRequirementsToForm(requirements), config);
        expect(back).toEqual(requirements);
      }),
      { numRuns: 1000 },
    );
  });
});
