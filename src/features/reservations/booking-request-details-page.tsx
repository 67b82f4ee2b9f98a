// /booking-request-details/{id}: one request with everything the host decides on, and its
// actions. Read from the local store, so it opens offline too.
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useReservationsSnapshot } from "./use-reservations-snapshot.ts";
import { useConfirmRequest } from "./use-confirm-request.ts";
import { RejectRequestDialog } from "./reject-request-dialog.tsx";
import { ReservationFacts } from "./reservation-facts.tsx";
import { TabBackLink } from "./tab-back-link.tsx";
import { NotFound } from "../../app/not-found.tsx";
import { Loading } from "../../ui/loading.tsx";

export function BookingRequestDetailsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const snapshot = useReservationsSnapshot();
  const confirm = useConfirmRequest();
  const [rejecting, setRejecting] = useState(false);
  const request = id ? snapshot.reservations.get(id) : undefined;
  if (!snapshot.ready) return <Loading />;
  if (!request || request.kind !== "booking_request") return <NotFound />;
  const open = request.status === "REQUESTED";
  return (
    <main aria-labelledby="request-title">
      <TabBackLink reservation={request} />
      <section className="detail">
        <h1 id="request-title">{t("reservations.requestOf", { guest: request.guestName })}</h1>
        <ReservationFacts reservation={request} pending={snapshot.pendingByDocument.has(request.id)} />
        {open ? (
          <div className="actions">
            <button type="button" className="secondary" onClick={() => setRejecting(true)}>
              {t("reservations.reject")}
            </button>
            <button
              type="button"
              className="primary"
              onClick={() =>
                confirm(
                  request,
                  () => void navigate(`/booking-request-confirmation/${encodeURIComponent(request.id)}`),
                )
              }
              autoFocus
            >
              {t("reservations.confirm")}
            </button>
          </div>
        ) : null}
      </section>
      <RejectRequestDialog
        request={rejecting ? request : undefined}
        onClose={() => setRejecting(false)}
        onRejected={() => void navigate("/reservations/requests")}
      />
    </main>
  );
}
