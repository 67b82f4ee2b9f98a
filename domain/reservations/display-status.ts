// The status label a host sees on a reservation card (operations spec §3, "Booking status list").
// A cancelled booking says who cancelled when it is known: owners and guests acting through an
// external system count as owner and guest; a cancel by the external system itself, or by nobody
// named, is shown as plain "cancelled".
import type { BookingRequestStatus } from "./booking-request.ts";
import type { BookingStatus, PartyRole } from "./booking.ts";
import type { InquiryStatus } from "./inquiry.ts";

export type DisplayStatusLabel =
  | "requested"
  | "action_needed"
  | "confirmed"
  | "completed"
  | "cancelled"
  | "cancelled_by_guest"
  | "cancelled_by_owner"
  | "review_collection"
  | "review_collected"
  | "no_review_collected"
  | "expired"
  | "rejected";

export type LabelledReservation =
  | { readonly kind: "booking_request"; readonly status: BookingRequestStatus }
  | {
      readonly kind: "booking";
      readonly publicState: BookingStatus;
      readonly cancelledBy: PartyRole | null;
    }
  | { readonly kind: "inquiry"; readonly status: InquiryStatus };

export function cancelledLabel(by: PartyRole | null): DisplayStatusLabel {
  if (by === "OWNER" || by === "OWNER_VIA_EXTERNAL_SYSTEM") return "cancelled_by_owner";
  if (by === "GUEST" || by === "GUEST_VIA_EXTERNAL_SYSTEM") return "cancelled_by_guest";
  return "cancelled";
}

const sharedLabels = {
  REQUESTED: "requested",
  ACTION_NEEDED: "action_needed",
  CONFIRMED: "confirmed",
  COMPLETED: "completed",
  IN_REVIEW_COLLECTION: "review_collection",
  REVIEW_COLLECTED: "review_collected",
  NO_REVIEW_COLLECTED: "no_review_collected",
  EXPIRED: "expired",
  EXPIRED_CHECKOUT: "expired",
  REJECTED: "rejected",
} as const satisfies Record<
  Exclude<BookingRequestStatus | BookingStatus | InquiryStatus, "CANCELLED">,
  DisplayStatusLabel
>;

export function displayStatusLabel(reservation: LabelledReservation): DisplayStatusLabel {
  if (reservation.kind !== "booking") return sharedLabels[reservation.status];
  const state = reservation.publicState;
  return state === "CANCELLED" ? cancelledLabel(reservation.cancelledBy) : sharedLabels[state];
}
