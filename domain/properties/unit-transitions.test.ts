import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PropertyId, UnitId } from "../ids.ts";
import type { InvalidField } from "./invalid-field.ts";
import { PropertyState } from "./property-state.ts";
import { isUnitPublishable } from "./unit-publishability.ts";
import {
  availableUnitActions,
  canTransitionUnit,
  nextUnitState,
  UnitTransitionAction,
  type TransitionableUnit,
} from "./unit-transitions.ts";

const unitId = "u1" as UnitId;
const propertyId = "p1" as PropertyId;
const registration: InvalidField = { field: "registrationNumber", propertyId, propertyUnitId: unitId };

function unit(state: PropertyState, invalidFields: readonly InvalidField[] = []): TransitionableUnit {
  return { propertyUnitPublicId: unitId, state, invalidFields };
}

describe("unit publishability (listing spec §3)", () => {
  it("is lost with an invalid registration number of the unit or of the whole property", () => {
    expect(isUnitPublishable(unit("IN_PROGRESS"))).toBe(true);
    expect(isUnitPublishable(unit("IN_PROGRESS", [registration]))).toBe(false);
    expect(isUnitPublishable(unit("IN_PROGRESS", [{ ...registration, propertyUnitId: null }]))).toBe(false);
  });

  it("is kept with another unit's registration number or a national identification code", () => {
    expect(
      isUnitPublishable(unit("UNPUBLISHED", [{ ...registration, propertyUnitId: "u2" as UnitId }])),
    ).toBe(true);
    expect(
      isUnitPublishable(unit("UNPUBLISHED", [{ ...registration, field: "nationalIdentificationCode" }])),
    ).toBe(true);
  });
});

describe("canTransitionUnit", () => {
  it("sends a finished listing to review, and an approved or unpublished unit live", () => {
    expect(nextUnitState("IN_PROGRESS", "publish")).toBe("UNDER_REVIEW");
    expect(nextUnitState("UNDER_REVIEW", "approve")).toBe("APPROVED");
    expect(nextUnitState("APPROVED", "publish")).toBe("PUBLISHED");
    expect(nextUnitState("PUBLISHED", "unpublish")).toBe("UNPUBLISHED");
    expect(nextUnitState("UNPUBLISHED", "publish")).toBe("PUBLISHED");
    expect(nextUnitState("UNDER_REVIEW", "reject")).toBe("REJECTED_BY_STAFF");
    expect(nextUnitState("REJECTED_BY_STAFF", "publish")).toBe("UNDER_REVIEW");
  });

  it("refuses to publish an unpublishable unit", () => {
    expect(canTransitionUnit(unit("UNPUBLISHED"), "publish")).toBe(true);
    expect(canTransitionUnit(unit("UNPUBLISHED", [registration]), "publish")).toBe(false);
    expect(canTransitionUnit(unit("UNPUBLISHED", [registration]), "delete")).toBe(true);
  });

  it("refuses actions the state does not allow", () => {
    expect(canTransitionUnit(unit("IN_PROGRESS"), "unpublish")).toBe(false);
    expect(canTransitionUnit(unit("PUBLISHED"), "publish")).toBe(false);
    expect(availableUnitActions(unit("PUBLISHED"))).toEqual(["unpublish", "delete"]);
    expect(availableUnitActions(unit("DELETED"))).toEqual([]);
  });

  it("never leaves DELETED, always allows delete elsewhere, and never publishes an unpublishable unit", () => {
    const arb = fc.record({
      state: fc.constantFrom(...PropertyState.literals),
      action: fc.constantFrom(...UnitTransitionAction.literals),
      invalid: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, ({ state, action, invalid }) => {
        const u = unit(state, invalid ? [registration] : []);
        const allowed = canTransitionUnit(u, action);
        if (state === "DELETED") expect(allowed).toBe(false);
        else if (action === "delete") expect(allowed).toBe(true);
        if (action === "publish" && invalid) expect(allowed).toBe(false);
        if (allowed) expect(nextUnitState(state, action)).not.toBe(state);
      }),
      { numRuns: 1000 },
    );
  });
});
