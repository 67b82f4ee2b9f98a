// What kind of bar or day cell the calendar draws (operations spec §3, entry types). An automated
// block is drawn as a manual one, as the spec says; a confirmed inquiry (and one in review
// collection after its stay) is drawn apart from an open one. Days without any interval are
// available, or blocked when the unit's calendar is blocked or paused.
import type { InquiryStatus } from "../reservations/inquiry.ts";
import type { CalendarInterval } from "./calendar-interval.ts";

export const calendarEntryTypes = [
  "booking",
  "booking_request",
  "inquiry",
  "inquiry_confirmed",
  "manual",
  "external",
  "multi",
  "smoobu",
  "automated_block",
  "available",
  "blocked",
] as const;
export type CalendarEntryType = (typeof calendarEntryTypes)[number];

const confirmedInquiryStatuses: readonly InquiryStatus[] = [
  "CONFIRMED",
  "IN_REVIEW_COLLECTION",
  "REVIEW_COLLECTED",
  "NO_REVIEW_COLLECTED",
];

export function intervalEntryType(
  interval: Pick<CalendarInterval, "source" | "booking" | "bookingRequest" | "inquiry" | "external">,
): CalendarEntryType {
  if (interval.source === "multi") return "multi";
  if (interval.booking !== null) return "booking";
  if (interval.bookingRequest !== null) return "booking_request";
  if (interval.inquiry !== null)
    return confirmedInquiryStatuses.includes(interval.inquiry.status) ? "inquiry_confirmed" : "inquiry";
  if (interval.external !== null) return interval.external.provider === "smoobu" ? "smoobu" : "external";
  return "manual";
}
