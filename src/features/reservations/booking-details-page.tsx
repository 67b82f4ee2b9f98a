// /booking-details/{id}: a booking and, while the domain allows it, its cancellation.
import { useState } from "react";
import { useParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { canCancelBooking, type BookingStatus } from "../../../domain/reservations/booking.ts";
import { useReservationsSnapshot } from "./use-reservations-snapshot.ts";
import { ReservationFacts } from "./reservation-facts.tsx";
import { TabBackLink } from "./tab-back-link.tsx";
import { CancelBookingDialog } from "./cancel-booking-dialog.tsx";
import { NotFound } from "../../app/not-found.tsx";
import { Loading } from "../../ui/loading.tsx";
import { localToday } from "../../ui/local-today.ts";

export function BookingDetailsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const snapshot = useReservationsSnapshot();
  const [cancelling, setCancelling] = useState(false);
  const booking = id ? snapshot.reservations.get(id) : undefined;
  if (!snapshot.ready) return <Loading />;
  if (!booking || booking.kind !== "booking") return <NotFound />;
  const cancellable = canCancelBooking(
    { status: booking.status as BookingStatus, checkOut: booking.checkOut },
    localToday(),
  );
  return (
    <main aria-labelledby="booking-title">
      <TabBackLink reservation={booking} />
      <section className="detail">
        <h1 id="booking-title">{t("reservations.bookingOf", { guest: booking.guestName })}</h1>
        <ReservationFacts reservation={booking} pending={snapshot.pendingByDocument.has(booking.id)} />
        {cancellable ? (
          <div className="actions">
            <button type="button" className="secondary" onClick={() => setCancelling(true)}>
              {t("reservations.cancelBooking")}
            </button>
          </div>
        ) : null}
      </section>
      <CancelBookingDialog booking={cancelling ? booking : undefined} onClose={() => setCancelling(false)} />
    </main>
  );
}
