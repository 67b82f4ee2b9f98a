// The tabs of /reservations/ (operations spec §2) and which reservations each shows. The spec names
// the tabs only; our reading (docs/decisions.md):
// - requests, rejected, expired: booking requests in that status (a confirmed request lives on as
//   its booking, so it shows only under all);
// - confirmed, completed, cancelled: bookings by the status filter (review collection counts as
//   completed, as the lowercase filter values allow no other place for it);
// - upcoming: bookings not cancelled whose check-in is after today; current: not cancelled and
//   today within [check-in, check-out), so check-in day is current and check-out day is not;
// - all: every booking request and booking; inquiries have their own two tabs;
// - inquiries: inquiries still open (waiting, confirmed, or in review collection);
//   inquiries-archived: those that ended (rejected, expired, review collected or not).
// Days are YYYY-MM-DD strings, compared as strings.
import { Schema } from "effect";
import { BookingRequestStatus } from "./booking-request.ts";
import { BookingStatus, bookingStatusFilterOf } from "./booking.ts";
import { InquiryStatus } from "./inquiry.ts";

export const reservationsTabs = [
  "requests",
  "rejected",
  "expired",
  "confirmed",
  "completed",
  "cancelled",
  "upcoming",
  "current",
  "all",
  "inquiries",
  "inquiries-archived",
] as const;
export const ReservationsTab = Schema.Literals(reservationsTabs);
export type ReservationsTab = typeof ReservationsTab.Type;

interface Stay {
  readonly checkIn: string;
  readonly checkOut: string;
}

export type TabbedReservation =
  | (Stay & { readonly kind: "booking_request"; readonly status: BookingRequestStatus })
  | (Stay & { readonly kind: "booking"; readonly status: BookingStatus })
  | (Stay & { readonly kind: "inquiry"; readonly status: InquiryStatus });

const archivedInquiryStatuses: readonly InquiryStatus[] = [
  "REJECTED",
  "EXPIRED_CHECKOUT",
  "REVIEW_COLLECTED",
  "NO_REVIEW_COLLECTED",
];

export function isArchivedInquiry(status: InquiryStatus): boolean {
  return archivedInquiryStatuses.includes(status);
}

export function reservationMatchesTab(
  reservation: TabbedReservation,
  tab: ReservationsTab,
  today: string,
): boolean {
  switch (reservation.kind) {
    case "booking_request":
      return (
        tab === "all" ||
        (tab === "requests" && reservation.status === "REQUESTED") ||
        (tab === "rejected" && reservation.status === "REJECTED") ||
        (tab === "expired" && reservation.status === "EXPIRED")
      );
    case "booking": {
      const live = reservation.status !== "CANCELLED";
      return (
        tab === "all" ||
        tab === bookingStatusFilterOf(reservation.status) ||
        (tab === "upcoming" && live && reservation.checkIn > today) ||
        (tab === "current" && live && reservation.checkIn <= today && today < reservation.checkOut)
      );
    }
    case "inquiry":
      return (
        (tab === "inquiries" && !isArchivedInquiry(reservation.status)) ||
        (tab === "inquiries-archived" && isArchivedInquiry(reservation.status))
      );
  }
}

const statusSchemas = {
  booking_request: BookingRequestStatus,
  booking: BookingStatus,
  inquiry: InquiryStatus,
} as const;

/**
 * A stored reservation whose status is kept as a plain string, typed for the tab rule; undefined
 * when the status is not one its kind knows, so an unknown status shows in no tab rather than a wrong one.
 */
export function toTabbedReservation(stored: {
  readonly kind: TabbedReservation["kind"];
  readonly status: string;
  readonly checkIn: string;
  readonly checkOut: string;
}): TabbedReservation | undefined {
  const { kind, status, checkIn, checkOut } = stored;
  if (!Schema.is(statusSchemas[kind])(status)) return undefined;
  return { kind, status, checkIn, checkOut } as TabbedReservation;
}
