// When a property or a unit may be deleted. The spec (listing §1, §4) lets hosts delete both but
// says nothing of when; these are ours, as a platform that keeps guests' stays safe would have them:
//  - a property goes only once it has no live unit: each unit is deleted first, on purpose, so one
//    click never takes several listings (and their calendars) off the market;
//  - a unit goes only when no stay is still ahead of it: a confirmed booking not yet over, or a
//    booking request still waiting for an answer. Such stays are cancelled or answered first, so
//    no guest is left with a booking for a unit that no longer exists. Inquiries do not hold it.
import type { PropertyState } from "./property-state.ts";

export type PropertyDeletionRefusal = "hasLiveUnits";
export type UnitDeletionRefusal = "hasUpcomingStays";

/** Why a property with these units cannot be deleted, or undefined when it can. */
export function propertyDeletionRefusal(
  units: readonly { readonly state: PropertyState }[],
): PropertyDeletionRefusal | undefined {
  return units.some((unit) => unit.state !== "DELETED") ? "hasLiveUnits" : undefined;
}

export interface UnitStay {
  readonly kind: "booking_request" | "booking" | "inquiry";
  readonly status: string;
  /** The day the guest leaves (yyyy-mm-dd). */
  readonly checkOut: string;
}

/** A stay that keeps its unit from being deleted: one still ahead, booked or asked for. */
export function holdsUnit(stay: UnitStay, today: string): boolean {
  if (stay.checkOut <= today) return false;
  return (
    (stay.kind === "booking" && stay.status === "CONFIRMED") ||
    (stay.kind === "booking_request" && stay.status === "REQUESTED")
  );
}

/** Why a unit with these stays cannot be deleted on `today`, or undefined when it can. */
export function unitDeletionRefusal(
  stays: readonly UnitStay[],
  today: string,
): UnitDeletionRefusal | undefined {
  return stays.some((stay) => holdsUnit(stay, today)) ? "hasUpcomingStays" : undefined;
}
