// A calendar interval item (operations spec §3): a booking, booking request, inquiry, manual or
// automated block, or external block on one unit, over a half-open range of nights (date-range.ts).
// Grouping (group-calendar-intervals.ts) adds children and synthesises `multi` items.
import { Schema } from "effect";
import { UnitId } from "../ids.ts";
import { BookingRequestStatus } from "../reservations/booking-request.ts";
import { BookingStatus } from "../reservations/booking.ts";
import { InquiryStatus } from "../reservations/inquiry.ts";
import { CalendarDay } from "./calendar-day.ts";
import { isNonEmptyRange } from "./date-range.ts";

/** Where a block comes from; reservations and external blocks carry null. */
export const CalendarIntervalSource = Schema.Literals(["manual", "automated_block", "multi"]);
export type CalendarIntervalSource = typeof CalendarIntervalSource.Type;

const intervalFields = {
  id: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(128)),
  unitId: UnitId,
  dateFrom: CalendarDay,
  dateTo: CalendarDay,
  source: Schema.NullOr(CalendarIntervalSource),
  booking: Schema.NullOr(
    Schema.Struct({
      publicId: Schema.String,
      status: BookingStatus,
      guestName: Schema.optional(Schema.String),
    }),
  ),
  bookingRequest: Schema.NullOr(
    Schema.Struct({
      publicId: Schema.String,
      status: BookingRequestStatus,
      guestName: Schema.optional(Schema.String),
    }),
  ),
  inquiry: Schema.NullOr(
    Schema.Struct({
      publicId: Schema.String,
      status: InquiryStatus,
      guestName: Schema.optional(Schema.String),
    }),
  ),
  /** A block imported from another calendar; provider "smoobu" is a channel manager shown apart. */
  external: Schema.NullOr(Schema.Struct({ provider: Schema.String, name: Schema.optional(Schema.String) })),
};

export const CalendarInterval = Schema.Struct(intervalFields).check(isNonEmptyRange);
export type CalendarInterval = typeof CalendarInterval.Type;

/** An interval as the calendar shows it: with the intervals grouped under it (one level deep). */
export const CalendarIntervalItem = Schema.Struct({
  ...intervalFields,
  children: Schema.Array(CalendarInterval),
}).check(isNonEmptyRange);
export type CalendarIntervalItem = typeof CalendarIntervalItem.Type;
