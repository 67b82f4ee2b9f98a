// /booking-request-confirmation/{id}: what the host sees right after confirming a request.
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useReservationsSnapshot } from "./use-reservations-snapshot.ts";
import { ReservationFacts } from "./reservation-facts.tsx";
import { NotFound } from "../../app/not-found.tsx";
import { Loading } from "../../ui/loading.tsx";

export function BookingRequestConfirmationPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const snapshot = useReservationsSnapshot();
  const request = id ? snapshot.reservations.get(id) : undefined;
  if (!snapshot.ready) return <Loading />;
  if (!request || request.kind !== "booking_request") return <NotFound />;
  const pending = snapshot.pendingByDocument.has(request.id);
  return (
    <main aria-labelledby="confirmation-title">
      <section className="detail">
        <h1 id="confirmation-title">{t("reservations.confirmationTitle")}</h1>
        <p role="status">
          {pending
            ? t("reservations.confirmationPending", { guest: request.guestName })
            : t("reservations.confirmationDone", { guest: request.guestName })}
        </p>
        <ReservationFacts reservation={request} pending={pending} />
        <div className="actions">
          <Link to="/reservations/requests" className="primary" style={{ textDecoration: "none" }}>
            {t("reservations.backToRequests")}
          </Link>
        </div>
      </section>
    </main>
  );
}
