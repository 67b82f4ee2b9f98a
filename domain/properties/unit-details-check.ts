// Whether a change to a unit's details names only what the configuration offers (listing spec §3,
// §5): amenities, house rules, the cancellation policy and the accommodation type from the server's
// catalogue; room types from the allowed options and minimum notice from the allowed days, both of
// which depend on the booking type (on request disables some). The unit's pages and the server's
// PATCH run this same check, so a form never sends what the server would refuse.
import type { BookingTypeValue } from "../configuration/booking-type.ts";
import type { Configuration } from "../configuration/configuration.ts";
import { isAllowedMinimumNotice, minimumNoticeOptions } from "../validation/minimum-notice.ts";
import { isAllowedRoomType, roomTypeOptions, type PricingMode } from "../validation/room-type-options.ts";
import type { UnitListingDetails } from "./unit-listing-details.ts";

export interface DetailsProblem {
  /** The field as the PATCH body names it; a room's type is rooms.{index}.type. */
  readonly name: string;
  readonly reason: string;
}

export type DetailsCatalogue = {
  readonly property: Pick<
    Configuration["property"],
    "accommodationType" | "houseRules" | "cancellationPolicy"
  >;
  readonly propertyUnit: Pick<Configuration["propertyUnit"], "amenities">;
};

/** On-request bookings are handled by hand, so their pricing and notice lists are the alternate ones. */
export function pricingModeOf(bookingType: BookingTypeValue | null): PricingMode {
  return bookingType === "onRequest" ? "on-request" : "instant";
}

function unknownIds(chosen: readonly string[], offered: readonly string[]): string[] {
  const known = new Set(offered);
  return chosen.filter((id) => !known.has(id));
}

export function unitDetailsProblems(
  changes: Partial<UnitListingDetails>,
  catalogue: DetailsCatalogue,
  bookingType: BookingTypeValue | null,
): DetailsProblem[] {
  const problems: DetailsProblem[] = [];
  const mode = pricingModeOf(bookingType);
  if (changes.amenities !== undefined) {
    const unknown = unknownIds(
      changes.amenities,
      catalogue.propertyUnit.amenities.map((a) => a.id),
    );
    if (unknown.length > 0)
      problems.push({ name: "amenities", reason: `unknown amenities: ${unknown.join(", ")}` });
    if (new Set(changes.amenities).size !== changes.amenities.length)
      problems.push({ name: "amenities", reason: "an amenity is listed twice" });
  }
  if (changes.houseRules !== undefined) {
    const unknown = unknownIds(
      changes.houseRules,
      catalogue.property.houseRules.map((r) => r.value),
    );
    if (unknown.length > 0)
      problems.push({ name: "houseRules", reason: `unknown house rules: ${unknown.join(", ")}` });
  }
  if (
    changes.cancellationPolicy !== undefined &&
    changes.cancellationPolicy !== null &&
    !catalogue.property.cancellationPolicy.some((p) => p.type === changes.cancellationPolicy)
  )
    problems.push({ name: "cancellationPolicy", reason: "not a cancellation policy on offer" });
  if (
    changes.accommodationType !== undefined &&
    changes.accommodationType !== null &&
    !catalogue.property.accommodationType.some((t) => t.value === changes.accommodationType)
  )
    problems.push({ name: "accommodationType", reason: "not an accommodation type on offer" });
  if (changes.rooms !== undefined) {
    const options = roomTypeOptions(mode);
    changes.rooms.forEach((room, index) => {
      if (!isAllowedRoomType(room.type, options))
        problems.push({ name: `rooms.${index}.type`, reason: "this room type is not allowed here" });
    });
  }
  if (
    changes.minimumNoticeDays !== undefined &&
    changes.minimumNoticeDays !== null &&
    !isAllowedMinimumNotice(changes.minimumNoticeDays, minimumNoticeOptions(mode === "on-request"))
  )
    problems.push({ name: "minimumNoticeDays", reason: "this notice is not allowed for the booking type" });
  return problems;
}
