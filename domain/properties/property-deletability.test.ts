import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar/calendar-day.ts";
import {
  holdsUnit,
  propertyDeletionRefusal,
  unitDeletionRefusal,
  type UnitStay,
} from "./property-deletability.ts";
import { PropertyState } from "./property-state.ts";
import { addUnitRefusal, propertyTypeRefusal } from "./property-unit-count.ts";

const runs = { numRuns: 1000 };
const today = "2026-03-15";
const stay: fc.Arbitrary<UnitStay> = fc.record({
  kind: fc.constantFrom("booking_request", "booking", "inquiry"),
  status: fc.constantFrom("REQUESTED", "CONFIRMED", "CANCELLED", "REJECTED", "EXPIRED", "COMPLETED", "OPEN"),
  checkOut: fc.integer({ min: -30, max: 30 }).map((n) => addDays(today, n)),
});

describe("deleting a property", () => {
  it("is refused exactly while some unit is not deleted", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PropertyState.literals).map((state) => ({ state }))),
        (units) => {
          const live = units.filter((u) => u.state !== "DELETED").length;
          expect(propertyDeletionRefusal(units)).toBe(live > 0 ? "hasLiveUnits" : undefined);
        },
      ),
      runs,
    );
  });
});

describe("deleting a unit", () => {
  it("is refused exactly while a confirmed booking or an open request is still ahead (naive oracle)", () => {
    fc.assert(
      fc.property(fc.array(stay, { maxLength: 6 }), (stays) => {
        const ahead = stays.filter((s) => s.checkOut > today);
        const held = ahead.some(
          (s) =>
            (s.kind === "booking" && s.status === "CONFIRMED") ||
            (s.kind === "booking_request" && s.status === "REQUESTED"),
        );
        expect(unitDeletionRefusal(stays, today)).toBe(held ? "hasUpcomingStays" : undefined);
      }),
      runs,
    );
  });

  it("is free once the guest has left: a stay ending today holds nothing", () => {
    expect(holdsUnit({ kind: "booking", status: "CONFIRMED", checkOut: today }, today)).toBe(false);
    expect(holdsUnit({ kind: "booking", status: "CONFIRMED", checkOut: addDays(today, 1) }, today)).toBe(
      true,
    );
    expect(holdsUnit({ kind: "inquiry", status: "OPEN", checkOut: addDays(today, 9) }, today)).toBe(false);
  });
});

describe("units per property type", () => {
  it("keeps a single-unit property at one live unit, and bounds no multi-unit property", () => {
    fc.assert(
      fc.property(fc.nat(50), (live) => {
        expect(addUnitRefusal("multi", live)).toBeUndefined();
        expect(propertyTypeRefusal("multi", live)).toBeUndefined();
        expect(addUnitRefusal("single", live) === undefined).toBe(live === 0);
        expect(propertyTypeRefusal("single", live) === undefined).toBe(live <= 1);
      }),
      runs,
    );
  });
});
