// The booking a conversation is about, from the local reservations: unit, dates, status and a link
// to its details, so the host answers without leaving the inbox.
import { useMemo } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { detailPathOf } from "../reservations/detail-path.ts";
import { useReservationsSnapshot } from "../reservations/use-reservations-snapshot.ts";
import { useStayFormat } from "../reservations/use-stay-format.ts";

// A booking made from a request carries the request's code too; the booking is the one to show.
const rank = (r: ReservationDocument) => (r.kind === "booking" ? 0 : r.kind === "booking_request" ? 1 : 2);

export function BookingSummary(props: { bookingCode: string | null }) {
  const { t } = useTranslation();
  const { reservations } = useReservationsSnapshot();
  const format = useStayFormat();
  const { bookingCode } = props;
  const reservation = useMemo(() => {
    if (bookingCode === null) return undefined;
    let best: ReservationDocument | undefined;
    for (const r of reservations.values())
      if (r.bookingCode === bookingCode && (!best || rank(r) < rank(best))) best = r;
    return best;
  }, [reservations, bookingCode]);
  if (bookingCode === null) return null;
  if (!reservation)
    return (
      <p className="booking-summary" data-testid="booking-summary">
        {t("inbox.bookingCode", { code: bookingCode })}
      </p>
    );
  const stay = format(reservation);
  return (
    <p className="booking-summary" data-testid="booking-summary">
      <span>{reservation.unitTitle}</span>
      <span>{stay.dates}</span>
      <span className="status" data-status={reservation.status}>
        {t(`reservations.status.${reservation.status}`, { defaultValue: reservation.status })}
      </span>
      <Link to={detailPathOf(reservation)}>{t("inbox.bookingDetails", { code: bookingCode })}</Link>
    </p>
  );
}
