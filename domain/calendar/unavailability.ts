// Unavailabilities (operations spec §3, §7): nights of a unit that cannot be booked, the block and
// unblock bodies, and the page of unavailabilities overlapping an inquiry. All ranges are half-open
// (date-range.ts).
import { Schema } from "effect";
import { UnitId } from "../ids.ts";
import { Pagination } from "../pagination/paginated-list.ts";
import { CalendarDay } from "./calendar-day.ts";
import { isNonEmptyRange } from "./date-range.ts";

export const Unavailability = Schema.Struct({
  unitId: UnitId,
  dateFrom: CalendarDay,
  dateTo: CalendarDay,
}).check(isNonEmptyRange);
export type Unavailability = typeof Unavailability.Type;

/** Body of POST /api/app/properties/{unitId}/unavailabilities/block and /unblock. */
export const UnavailabilityChangePayload = Schema.Struct({
  dateFrom: CalendarDay,
  dateTo: CalendarDay,
}).check(isNonEmptyRange);
export type UnavailabilityChangePayload = typeof UnavailabilityChangePayload.Type;

/** Answer of GET /api/app/booking-inquiries/{id}/overlapping-unavailabilities (page defaults to 1). */
export const OverlappingUnavailabilitiesPage = Schema.Struct({
  items: Schema.Array(Unavailability),
  pagination: Pagination,
});
export type OverlappingUnavailabilitiesPage = typeof OverlappingUnavailabilitiesPage.Type;
