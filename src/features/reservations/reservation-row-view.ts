// The words of one reservation row: what the list draws and what its first screen keeps (one
// definition, so the kept copy looks exactly like the live row it stands for).
import type { TFunction } from "i18next";
import type { ReservationRowView } from "../../../domain/first-screen/first-screen.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { detailPathOf } from "./detail-path.ts";
import type { StayFormat } from "./use-stay-format.ts";

export function reservationRowView(
  r: ReservationDocument,
  pending: boolean,
  format: (r: ReservationDocument) => StayFormat,
  t: TFunction,
): ReservationRowView {
  const stay = format(r);
  return {
    id: r.id,
    detailPath: detailPathOf(r),
    guestName: r.guestName,
    bookingCode: r.bookingCode,
    guests: t("reservations.guests", { count: r.guestCount }),
    unitTitle: r.unitTitle,
    dates: stay.dates,
    nights: t("reservations.nights", { count: stay.nights }),
    price: stay.price,
    status: r.status,
    statusLabel: t(`reservations.status.${r.status}`, { defaultValue: r.status }),
    decidable: r.kind === "booking_request" && r.status === "REQUESTED",
    pending,
  };
}
