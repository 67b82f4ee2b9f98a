// /booking-request-confirmation/{id}: what the host sees right after confirming a request. Opened
// for a request that is not confirmed (a link, a reload, a confirm the server refused), it says the
// request's real state instead, and offers the answer while one is still due.
import { Link, useParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { BookingRequestStatus } from "../../../domain/reservations/booking-request.ts";
import {
  requestConfirmationOutcome,
  type RequestConfirmationOutcome,
} from "../../../domain/reservations/request-confirmation.ts";
import { useReservationsSnapshot } from "./use-reservations-snapshot.ts";
import { ReservationFacts } from "./reservation-facts.tsx";
import { NotFound } from "../../app/not-found.tsx";
import { Loading } from "../../ui/loading.tsx";

const texts: Record<RequestConfirmationOutcome, { title: string; body: string }> = {
  confirmed: { title: "reservations.confirmationTitle", body: "reservations.confirmationDone" },
  "confirmation-pending": {
    title: "reservations.confirmationTitle",
    body: "reservations.confirmationPending",
  },
  "awaiting-answer": {
    title: "reservations.confirmationAwaitingTitle",
    body: "reservations.confirmationAwaiting",
  },
  rejected: { title: "reservations.confirmationRejectedTitle", body: "reservations.confirmationRejected" },
  expired: { title: "reservations.confirmationExpiredTitle", body: "reservations.confirmationExpired" },
};

export function BookingRequestConfirmationPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const snapshot = useReservationsSnapshot();
  const request = id ? snapshot.reservations.get(id) : undefined;
  if (!snapshot.ready) return <Loading />;
  if (!request || request.kind !== "booking_request") return <NotFound />;
  const pending = snapshot.pendingByDocument.has(request.id);
  // The document's schema admits only a booking request's statuses for this kind.
  const outcome = requestConfirmationOutcome(request.status as BookingRequestStatus, pending);
  const text = texts[outcome];
  return (
    <main aria-labelledby="confirmation-title">
      <section className="detail" data-testid="request-confirmation" data-outcome={outcome}>
        <h1 id="confirmation-title">{t(text.title)}</h1>
        <p role="status">{t(text.body, { guest: request.guestName })}</p>
        <ReservationFacts reservation={request} pending={pending} />
        <div className="actions">
          {outcome === "awaiting-answer" ? (
            <Link
              to={`/booking-request-details/${encodeURIComponent(request.id)}`}
              className="primary"
              style={{ textDecoration: "none" }}
            >
              {t("reservations.answerRequest")}
            </Link>
          ) : null}
          <Link
            to="/reservations/requests"
            className={outcome === "awaiting-answer" ? "secondary" : "primary"}
            style={{ textDecoration: "none" }}
          >
            {t("reservations.backToRequests")}
          </Link>
        </div>
      </section>
    </main>
  );
}
