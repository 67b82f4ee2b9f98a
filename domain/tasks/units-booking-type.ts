// The booking type the host's units share, for the bulk-switch modal's "dirty" rule
// (bulk-switch-form.ts) and the on-request warning (operations spec §4: when the default booking
// type is on request and a setting is on, a warning is shown). Deleted units no longer take
// bookings and do not count; a host whose units differ, or who has none set, has no shared type.
import type { BookingTypeValue } from "../configuration/booking-type.ts";
import type { PropertyState } from "../properties/property-state.ts";

type Unit = { readonly state: PropertyState; readonly bookingType: BookingTypeValue | null };

export function unitsBookingType(units: Iterable<Unit>): BookingTypeValue | null {
  let shared: BookingTypeValue | null | undefined;
  for (const unit of units) {
    if (unit.state === "DELETED") continue;
    if (shared === undefined) shared = unit.bookingType;
    else if (shared !== unit.bookingType) return null;
  }
  return shared ?? null;
}

/** Whether any live unit still waits for the host to confirm each booking. */
export function hasUnitsOnRequest(units: Iterable<Unit>): boolean {
  for (const unit of units) if (unit.state !== "DELETED" && unit.bookingType === "onRequest") return true;
  return false;
}
