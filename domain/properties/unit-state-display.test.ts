import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PropertyId, UnitId } from "../ids.ts";
import type { InvalidField } from "./invalid-field.ts";
import { PropertyState } from "./property-state.ts";
import { unitStateDisplay, type DisplayedUnit } from "./unit-state-display.ts";

const unitId = "u1" as UnitId;
const propertyId = "p1" as PropertyId;
const link = { name: "site", url: "https://example.com/u1" };
const registration: InvalidField = { field: "registrationNumber", propertyId, propertyUnitId: unitId };

function unit(overrides: Partial<DisplayedUnit>): DisplayedUnit {
  return {
    propertyUnitPublicId: unitId,
    state: "UNPUBLISHED",
    links: [link],
    invalidFields: [],
    ...overrides,
  };
}

describe("unitStateDisplay (listing spec §4)", () => {
  it("shows rejected and deleted in error style, published in primary style", () => {
    expect(unitStateDisplay(unit({ state: "REJECTED_BY_STAFF" })).tone).toBe("error");
    expect(unitStateDisplay(unit({ state: "DELETED" })).tone).toBe("error");
    expect(unitStateDisplay(unit({ state: "PUBLISHED" }))).toEqual({
      textKey: "properties.state.published",
      tone: "primary",
    });
    expect(unitStateDisplay(unit({ state: "UNDER_REVIEW" })).tone).toBe("neutral");
  });

  it("shows a published unit without links as publishing, with a tooltip", () => {
    expect(unitStateDisplay(unit({ state: "PUBLISHED", links: [] }))).toEqual({
      textKey: "properties.state.publishing",
      tone: "primary",
      tooltipKey: "properties.state.publishingInProgress",
    });
  });

  it("shows no action-needed prompt on an in-progress unit, even with an invalid field", () => {
    const shown = unitStateDisplay(unit({ state: "IN_PROGRESS", invalidFields: [registration] }));
    expect(shown.actionNeeded).toBeUndefined();
    expect(shown.textKey).toBe("properties.state.inProgress");
  });

  it("shows action needed with the field's message and a call to fix it", () => {
    const shown = unitStateDisplay(unit({ state: "PUBLISHED", invalidFields: [registration] }));
    expect(shown.actionNeeded).toEqual({
      labelKey: "properties.state.actionNeeded",
      messageKey: "properties.invalidField.registrationNumber",
      fix: registration,
    });
  });

  it("shows action needed plus the state when staff rejected the unit", () => {
    const shown = unitStateDisplay(unit({ state: "REJECTED_BY_STAFF" }));
    expect(shown.textKey).toBe("properties.state.rejectedByStaff");
    expect(shown.actionNeeded).toEqual({
      labelKey: "properties.state.actionNeeded",
      messageKey: "properties.state.rejectedByStaff",
    });
  });

  it("ignores an invalid field that belongs to another unit", () => {
    const other: InvalidField = { ...registration, propertyUnitId: "u2" as UnitId };
    expect(unitStateDisplay(unit({ invalidFields: [other] })).actionNeeded).toBeUndefined();
  });

  it("holds its rules for any unit", () => {
    const arb = fc.record({
      state: fc.constantFrom(...PropertyState.literals),
      links: fc.array(fc.constant(link), { maxLength: 2 }),
      invalidFields: fc.array(
        fc.record({
          field: fc.constantFrom("registrationNumber" as const, "nationalIdentificationCode" as const),
          propertyId: fc.constant(propertyId),
          propertyUnitId: fc.constantFrom(null, unitId, "u2" as UnitId),
        }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(arb, (u) => {
        const shown = unitStateDisplay(unit(u));
        const concerning = u.invalidFields.some((f) => f.propertyUnitId !== "u2");
        if (u.state === "IN_PROGRESS" || u.state === "DELETED") expect(shown.actionNeeded).toBeUndefined();
        else if (concerning) expect(shown.actionNeeded?.fix).toBeDefined();
        else expect(shown.actionNeeded !== undefined).toBe(u.state === "REJECTED_BY_STAFF");
        expect(shown.tooltipKey !== undefined).toBe(u.state === "PUBLISHED" && u.links.length === 0);
      }),
      { numRuns: 1000 },
    );
  });
});
