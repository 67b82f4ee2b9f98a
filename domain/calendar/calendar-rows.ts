// What one unit's calendar row shows (operations spec §3, §4): its reservations and unavailabilities
// as calendar intervals, grouped by the calendar rules, and the bars to draw for a window of days.
//
// Drawn on the calendar: booking requests still REQUESTED (the nights are asked for), bookings that
// are not CANCELLED, and inquiries that still hold or held the nights. A rejected inquiry and one
// whose check-out passed unanswered never became a stay: drawing them would show nights as taken
// that were free all along, so they are left out like cancelled bookings (docs/decisions.md).
import { Schema } from "effect";
import type { UnitId } from "../ids.ts";
import { BookingRequestStatus } from "../reservations/booking-request.ts";
import { BookingStatus } from "../reservations/booking.ts";
import { InquiryStatus } from "../reservations/inquiry.ts";
import type { ReservationDocument } from "../reservations/reservation-document.ts";
import { daysBetween } from "./calendar-day.ts";
import type { CalendarInterval, CalendarIntervalItem } from "./calendar-interval.ts";
import type { DateRange } from "./date-range.ts";
import { groupCalendarIntervals } from "./group-calendar-intervals.ts";
import type { UnavailabilityDocument } from "./unavailability-document.ts";

const isBookingStatus = Schema.is(BookingStatus);
const isBookingRequestStatus = Schema.is(BookingRequestStatus);
const isInquiryStatus = Schema.is(InquiryStatus);

const hiddenInquiryStatuses: readonly InquiryStatus[] = ["REJECTED", "EXPIRED_CHECKOUT"];

// The store decoded these ids when it took the documents; the brand only restates that.
const unitIdOf = (id: string) => id as UnitId;

/**
 * Written out field by field, not spread from a shared base: every interval then has one shape (the
 * fields in one order), and a reload makes 170,000 of them on the large host, where the spreads took
 * most of the row index's build.
 */
export function calendarInterval(
  id: string,
  unitId: UnitId,
  dateFrom: string,
  dateTo: string,
  source: CalendarInterval["source"],
  party: Pick<CalendarInterval, "booking" | "bookingRequest" | "inquiry" | "external">,
): CalendarInterval {
  return {
    id,
    unitId,
    dateFrom,
    dateTo,
    source,
    booking: party.booking,
    bookingRequest: party.bookingRequest,
    inquiry: party.inquiry,
    external: party.external,
  };
}

/** The interval a reservation draws, or undefined when the calendar does not show it. */
export function reservationInterval(doc: ReservationDocument): CalendarInterval | undefined {
  if (!(doc.checkIn < doc.checkOut)) return undefined;
  const at = (party: Pick<CalendarInterval, "booking" | "bookingRequest" | "inquiry" | "external">) =>
    calendarInterval(doc.id, unitIdOf(doc.unitId), doc.checkIn, doc.checkOut, null, party);
  if (doc.kind === "booking") {
    if (!isBookingStatus(doc.status) || doc.status === "CANCELLED") return undefined;
    return at({
      booking: { publicId: doc.id, guestName: doc.guestName, status: doc.status },
      bookingRequest: null,
      inquiry: null,
      external: null,
    });
  }
  if (doc.kind === "booking_request") {
    if (!isBookingRequestStatus(doc.status) || doc.status !== "REQUESTED") return undefined;
    return at({
      booking: null,
      bookingRequest: { publicId: doc.id, guestName: doc.guestName, status: doc.status },
      inquiry: null,
      external: null,
    });
  }
  if (!isInquiryStatus(doc.status) || hiddenInquiryStatuses.includes(doc.status)) return undefined;
  return at({
    booking: null,
    bookingRequest: null,
    inquiry: { publicId: doc.id, guestName: doc.guestName, status: doc.status },
    external: null,
  });
}

const noParty = { booking: null, bookingRequest: null, inquiry: null, external: null } as const;

/** The interval an unavailability draws: manual and automated blocks by source, imports as external. */
export function unavailabilityInterval(doc: UnavailabilityDocument): CalendarInterval | undefined {
  if (!(doc.dateFrom < doc.dateTo)) return undefined;
  if (doc.source === "external")
    return calendarInterval(doc.id, doc.unitId, doc.dateFrom, doc.dateTo, null, {
      ...noParty,
      external: { provider: doc.provider ?? "external" },
    });
  return calendarInterval(doc.id, doc.unitId, doc.dateFrom, doc.dateTo, doc.source, noParty);
}

/** Every drawn interval, by unit id: one pass over each collection, for all rows at once. */
export function intervalsByUnit(
  reservations: Iterable<ReservationDocument>,
  unavailabilities: Iterable<UnavailabilityDocument>,
): Map<string, CalendarInterval[]> {
  const byUnit = new Map<string, CalendarInterval[]>();
  const add = (interval: CalendarInterval | undefined) => {
    if (interval === undefined) return;
    const list = byUnit.get(interval.unitId);
    if (list === undefined) byUnit.set(interval.unitId, [interval]);
    else list.push(interval);
  };
  for (const doc of reservations) add(reservationInterval(doc));
  for (const doc of unavailabilities) add(unavailabilityInterval(doc));
  return byUnit;
}

/** One unit's row: its intervals grouped; items come sorted and never overlap. */
export function calendarRowItems(intervals: readonly CalendarInterval[]): CalendarIntervalItem[] {
  return groupCalendarIntervals(intervals);
}

/** A bar: columns count days from the window's first day, `endColumn` excluded. */
export interface DrawnEntry {
  readonly item: CalendarIntervalItem;
  readonly startColumn: number;
  readonly endColumn: number;
  /** The item starts before the window or ends after it: the bar is cut at that edge. */
  readonly continuesBefore: boolean;
  readonly continuesAfter: boolean;
}

/** The first item ending after `day`: items are sorted and disjoint, so their ends are sorted too. */
function firstEndingAfter(items: readonly CalendarIntervalItem[], day: string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (items[middle]!.dateTo <= day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The bars of a row's grouped items within the window [dateFrom, dateTo): each item at most once,
 * over exactly its days inside the window. A binary search finds the first, so a scroll frame costs
 * the bars in view, not the row's whole history.
 */
export function drawnEntries(items: readonly CalendarIntervalItem[], window: DateRange): DrawnEntry[] {
  const width = daysBetween(window.dateFrom, window.dateTo);
  const drawn: DrawnEntry[] = [];
  for (let index = firstEndingAfter(items, window.dateFrom); index < items.length; index++) {
    const item = items[index]!;
    if (item.dateFrom >= window.dateTo) break;
    const start = daysBetween(window.dateFrom, item.dateFrom);
    const end = daysBetween(window.dateFrom, item.dateTo);
    drawn.push({
      item,
      startColumn: Math.max(0, start),
      endColumn: Math.min(width, end),
      continuesBefore: start < 0,
      continuesAfter: end > width,
    });
  }
  return drawn;
}

/** The grouped item covering `day` (a night from that day), if any. */
export function itemOn(
  items: readonly CalendarIntervalItem[],
  day: string,
): CalendarIntervalItem | undefined {
  const item = items[firstEndingAfter(items, day)];
  return item !== undefined && item.dateFrom <= day ? item : undefined;
}

/** The reservation an item stands for on `day`: its own, else the first child's covering the day. */
export function reservationOn(
  item: CalendarIntervalItem,
  day: string,
): { readonly id: string; readonly kind: ReservationDocument["kind"] } | undefined {
  const members: readonly CalendarInterval[] =
    item.source === "multi" ? item.children : [item, ...item.children];
  for (const member of members) {
    if (member.dateFrom > day || member.dateTo <= day) continue;
    if (member.booking) return { id: member.booking.publicId, kind: "booking" };
    if (member.bookingRequest) return { id: member.bookingRequest.publicId, kind: "booking_request" };
    if (member.inquiry) return { id: member.inquiry.publicId, kind: "inquiry" };
  }
  return undefined;
}
