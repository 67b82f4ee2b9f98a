// Reasons a host gives for rejecting or cancelling (operations spec §8), and the sub-reasons that
// refine them. The spec lists the reasons but not the sub-reasons; these are ours (docs/decisions.md):
// each names a concrete cause a host picks from a second select, so support can act on it without
// reading free text. OVERBOOKING, PROPERTY_HAS_DAMAGE and OTHER have no sub-reasons: OTHER is
// explained in words, and the inquiry reject payload carries no sub-reason at all.
import { Schema } from "effect";

export const inquiryRejectReasons = [
  "OUTDATED_BOOKING_CALENDAR",
  "OVERBOOKING",
  "RATES_MISMATCH",
  "PROPERTY_HAS_DAMAGE",
  "OTHER",
] as const;
export const InquiryRejectReason = Schema.Literals(inquiryRejectReasons);
export type InquiryRejectReason = typeof InquiryRejectReason.Type;

/** Reasons for rejecting a booking request and for cancelling a booking. */
export const bookingRejectReasons = [
  "OUTDATED_BOOKING_CALENDAR",
  "RATES_MISMATCH",
  "PROPERTY_IN_BAD_CONDITION",
  "SELF_MANAGED_BOOKING",
  "OTHER",
] as const;
export const BookingRejectReason = Schema.Literals(bookingRejectReasons);
export type BookingRejectReason = typeof BookingRejectReason.Type;

export const subReasonsByReason = {
  OUTDATED_BOOKING_CALENDAR: ["BOOKED_ON_ANOTHER_CHANNEL", "BLOCKED_FOR_PRIVATE_USE", "CALENDAR_NOT_SYNCED"],
  RATES_MISMATCH: ["PRICE_TOO_LOW", "SEASONAL_PRICE_MISSING", "FEES_MISSING"],
  PROPERTY_IN_BAD_CONDITION: ["UNDER_RENOVATION", "DAMAGED", "MAINTENANCE_DUE"],
  SELF_MANAGED_BOOKING: ["GUEST_BOOKED_DIRECTLY", "REPEAT_GUEST"],
  OTHER: [],
} as const satisfies Record<BookingRejectReason, readonly string[]>;

export const BookingRejectSubReason = Schema.Literals([
  ...subReasonsByReason.OUTDATED_BOOKING_CALENDAR,
  ...subReasonsByReason.RATES_MISMATCH,
  ...subReasonsByReason.PROPERTY_IN_BAD_CONDITION,
  ...subReasonsByReason.SELF_MANAGED_BOOKING,
]);
export type BookingRejectSubReason = typeof BookingRejectSubReason.Type;

/** The sub-reasons the second select offers once `reason` is chosen. */
export function subReasonsFor(reason: BookingRejectReason): readonly BookingRejectSubReason[] {
  return subReasonsByReason[reason];
}

export function isSubReasonOf(reason: BookingRejectReason, subReason: BookingRejectSubReason): boolean {
  return subReasonsFor(reason).includes(subReason);
}
