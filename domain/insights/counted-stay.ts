// Which reservations the statistics count as stays (operations spec §2, Statistics). A booking is a
// stay the host hosts and is paid for unless it was cancelled; requests and inquiries become stays
// only through the booking their confirmation creates, so counting them too would count a stay
// twice. The DAC7 report (server/routes/tax-report-routes.ts) applies the same rule in SQL.
import type { ReservationDocument } from "../reservations/reservation-document.ts";

export type StayFields = Pick<ReservationDocument, "kind" | "status">;

export function isCountedStay(reservation: StayFields): boolean {
  return reservation.kind === "booking" && reservation.status !== "CANCELLED";
}

export function isCancelledStay(reservation: StayFields): boolean {
  return reservation.kind === "booking" && reservation.status === "CANCELLED";
}

/** The calendar year a YYYY-MM-DD day or an ISO date-time (read in UTC) falls in. */
export function yearOf(isoDayOrInstant: string): number {
  return Number(isoDayOrInstant.slice(0, 4));
}
