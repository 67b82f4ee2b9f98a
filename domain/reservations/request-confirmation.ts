// What /booking-request-confirmation/{id} says (operations spec §2 route table: the page after a host
// confirms a request). It may be opened for any request (a link, a reload, a confirm the server
// refused and the outbox rolled back), so it says "confirmed" only of a request that is: one still
// waiting is offered its answer, and a rejected or expired one is named as such.
import type { BookingRequestStatus } from "./booking-request.ts";

export type RequestConfirmationOutcome =
  /** Confirmed on the server: the guest has been told. */
  | "confirmed"
  /** Confirmed here, the command still in the outbox: the guest is told once it is sent. */
  | "confirmation-pending"
  /** Still REQUESTED: the host can confirm or reject it. */
  | "awaiting-answer"
  | "rejected"
  | "expired";

/** `pending`: the request has a command of this host not yet accepted by the server. */
export function requestConfirmationOutcome(
  status: BookingRequestStatus,
  pending: boolean,
): RequestConfirmationOutcome {
  switch (status) {
    case "CONFIRMED":
      return pending ? "confirmation-pending" : "confirmed";
    case "REQUESTED":
      return "awaiting-answer";
    case "REJECTED":
      return "rejected";
    case "EXPIRED":
      return "expired";
  }
}
