import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PropertyState } from "../properties/property-state.ts";
import { hasUnitsOnRequest, unitsBookingType } from "./units-booking-type.ts";

const unit = fc.record({
  state: fc.constantFrom(...PropertyState.literals),
  bookingType: fc.constantFrom("onLine", "onRequest", null),
});

describe("unitsBookingType", () => {
  it("is the type every live unit has, leaving deleted units out", () => {
    expect(
      unitsBookingType([
        { state: "PUBLISHED", bookingType: "onLine" },
        { state: "DELETED", bookingType: "onRequest" },
        { state: "UNPUBLISHED", bookingType: "onLine" },
      ]),
    ).toBe("onLine");
    expect(
      unitsBookingType([
        { state: "PUBLISHED", bookingType: "onLine" },
        { state: "PUBLISHED", bookingType: "onRequest" },
      ]),
    ).toBeNull();
    expect(unitsBookingType([])).toBeNull();
  });

  it("names a type only when all live units share it, and warns whenever one is on request", () => {
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }), (units) => {
        const live = units.filter((u) => u.state !== "DELETED");
        const shared = unitsBookingType(units);
        if (shared !== null) expect(live.every((u) => u.bookingType === shared)).toBe(true);
        else
          expect(
            live.length === 0 ||
              new Set(live.map((u) => u.bookingType)).size > 1 ||
              live[0]!.bookingType === null,
          ).toBe(true);
        expect(hasUnitsOnRequest(units)).toBe(live.some((u) => u.bookingType === "onRequest"));
      }),
      { numRuns: 1000 },
    );
  });
});
