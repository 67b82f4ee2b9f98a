// The words of one reservation row: what the list draws and what its first screen keeps (one
// definition, so the kept copy looks exactly like the live row it stands for). The phrases and
// formats come from the row's words, made once per document and language (use-row-words.ts).
import type { ReservationRowView } from "../../../domain/first-screen/first-screen.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { detailPathOf } from "./detail-path.ts";
import type { RowWords } from "./use-row-words.ts";

export function reservationRowView(
  r: ReservationDocument,
  pending: boolean,
  words: (r: ReservationDocument) => RowWords,
): ReservationRowView {
  const w = words(r);
  return {
    id: r.id,
    detailPath: detailPathOf(r),
    guestName: r.guestName,
    bookingCode: r.bookingCode,
    guests: w.guests,
    unitTitle: r.unitTitle,
    dates: w.dates,
    nights: w.nightsText,
    price: w.price,
    status: r.status,
    statusLabel: w.status,
    decidable: r.kind === "booking_request" && r.status === "REQUESTED",
    pending,
  };
}
