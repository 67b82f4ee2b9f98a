import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";

/** Where a reservation's details live (operations spec §2 route table). */
export function detailPathOf(reservation: Pick<ReservationDocument, "id" | "kind">): string {
  const id = encodeURIComponent(reservation.id);
  if (reservation.kind === "booking_request") return `/booking-request-details/${id}`;
  if (reservation.kind === "inquiry") return `/inquiries/${id}`;
  return `/booking-details/${id}`;
}
