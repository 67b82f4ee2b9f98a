import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BookingTypeValue } from "../configuration/booking-type.ts";
import { canSaveBulkSwitch, openBulkSwitchForm } from "./bulk-switch-form.ts";

const both: BookingTypeValue[] = ["onRequest", "onLine"];

describe("bulk switch modal", () => {
  it("preselects instant booking when allowed (spec §5)", () => {
    expect(openBulkSwitchForm("bulk_switch_to_other_booking_type", both, "onRequest").selected).toBe(
      "onLine",
    );
    expect(openBulkSwitchForm("bulk_switch_to_other_booking_type", ["onRequest"], "onLine").selected).toBe(
      "onRequest",
    );
  });

  it("offers only instant booking in the switch-to-instant task", () => {
    expect(openBulkSwitchForm("bulk_switch_to_instant_booking", both, "onRequest").allowed).toEqual([
      "onLine",
    ]);
  });

  it("enables Save only when the choice would change something and is allowed", () => {
    const form = openBulkSwitchForm("bulk_switch_to_instant_booking", both, "onRequest");
    expect(canSaveBulkSwitch(form)).toBe(true);
    expect(canSaveBulkSwitch({ ...form, current: "onLine" })).toBe(false);
    expect(canSaveBulkSwitch({ ...form, selected: "onRequest" })).toBe(false);
    expect(canSaveBulkSwitch({ ...form, selected: null })).toBe(false);
  });

  it("never saves a type outside the allowed options, nor an unchanged one", () => {
    const type = fc.constantFrom<BookingTypeValue>("onLine", "onRequest");
    fc.assert(
      fc.property(
        fc.subarray(both),
        fc.option(type, { nil: null }),
        fc.option(type, { nil: null }),
        (allowed, current, selected) => {
          const save = canSaveBulkSwitch({ allowed, current, selected });
          expect(save).toBe(selected !== null && allowed.includes(selected) && selected !== current);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
