import { describe, expect, it } from "vitest";
import type { RegionalRequirementsConfiguration } from "./regional-requirements.ts";
import { regionalRequirementsProblems } from "./regional-requirements-check.ts";

const configuration: RegionalRequirementsConfiguration = {
  registration: {
    fields: [
      { name: "registrationNumber", type: "text", required: true, options: [] },
      {
        name: "licenceType",
        type: "select",
        required: false,
        options: [
          { value: 1, label: "Holiday home" },
          { value: 2, label: "Room" },
        ],
      },
    ],
  },
};

describe("regionalRequirementsProblems", () => {
  it("accepts complete answers, options compared as text", () => {
    expect(
      regionalRequirementsProblems(configuration, {
        ownership: { isOwner: true },
        values: { registration: { registrationNumber: "IT-123", licenceType: "2" } },
      }),
    ).toEqual([]);
  });

  it("names a missing required field, an unknown option, group and field", () => {
    expect(
      regionalRequirementsProblems(configuration, {
        ownership: { isOwner: null },
        values: { registration: { registrationNumber: " ", licenceType: 3, colour: "red" }, taxes: {} },
      }),
    ).toEqual([
      { name: "registration.colour", reason: "not a field of this group" },
      { name: "taxes", reason: "not a requirement group of this unit's region" },
      { name: "registration.registrationNumber", reason: "required" },
      { name: "registration.licenceType", reason: "not one of the options" },
    ]);
  });
});
