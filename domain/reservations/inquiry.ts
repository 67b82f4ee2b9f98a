// Booking inquiries (operations spec §3, §4). An inquiry is requested, may need the host's action,
// and is confirmed or rejected, or its check-out passes unanswered. A confirmed inquiry goes through
// review collection like a booking. The spec lists the states, not the edges; these are ours.
import { Schema } from "effect";
import { UnitId } from "../ids.ts";
import { IsoDate } from "./booking-request.ts";
import { InquiryId } from "./reservation-ids.ts";

export const InquiryStatus = Schema.Literals([
  "REQUESTED",
  "ACTION_NEEDED",
  "CONFIRMED",
  "IN_REVIEW_COLLECTION",
  "REVIEW_COLLECTED",
  "NO_REVIEW_COLLECTED",
  "EXPIRED_CHECKOUT",
  "REJECTED",
]);
export type InquiryStatus = typeof InquiryStatus.Type;

export const Inquiry = Schema.Struct({
  id: InquiryId,
  status: InquiryStatus,
  checkIn: IsoDate,
  checkOut: IsoDate,
  guestCount: Schema.Number,
  createdAt: Schema.String,
  /** A phone number without a digit is to be read as null: see validation/phone-number.ts (§3, §5). */
  customer: Schema.Struct({ name: Schema.String, phoneNumber: Schema.NullOr(Schema.String) }),
  propertyUnitSummary: Schema.Struct({ publicId: UnitId, title: Schema.String }),
});
export type Inquiry = typeof Inquiry.Type;

const transitions: Record<InquiryStatus, readonly InquiryStatus[]> = {
  REQUESTED: ["ACTION_NEEDED", "CONFIRMED", "REJECTED", "EXPIRED_CHECKOUT"],
  ACTION_NEEDED: ["CONFIRMED", "REJECTED", "EXPIRED_CHECKOUT"],
  CONFIRMED: ["IN_REVIEW_COLLECTION"],
  IN_REVIEW_COLLECTION: ["REVIEW_COLLECTED", "NO_REVIEW_COLLECTED"],
  REVIEW_COLLECTED: [],
  NO_REVIEW_COLLECTED: [],
  EXPIRED_CHECKOUT: [],
  REJECTED: [],
};

export function canMoveInquiry(from: InquiryStatus, to: InquiryStatus): boolean {
  return transitions[from].includes(to);
}

/** Confirm and reject are offered while the inquiry still waits for the host. */
export function canDecideInquiry(status: InquiryStatus): boolean {
  return status === "REQUESTED" || status === "ACTION_NEEDED";
}

/** The inquiry after a confirm or reject: its state is the status the server answered (§4). */
export function inquiryAfterDecision(inquiry: Inquiry, answered: InquiryStatus): Inquiry {
  return { ...inquiry, status: answered };
}
