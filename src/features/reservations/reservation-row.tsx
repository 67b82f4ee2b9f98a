import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { useSession } from "../../app/session.tsx";
import { intlLocale } from "../../i18n/i18n.ts";
import { useToast } from "../../ui/toast.tsx";

const dayMs = 86_400_000;

export const ReservationRow = memo(function ReservationRow(props: {
  reservation: ReservationDocument;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { engine } = useSession();
  const toast = useToast();
  const r = props.reservation;
  const locale = intlLocale(i18n.language);
  const dates = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const nights = Math.round((Date.parse(r.checkOut) - Date.parse(r.checkIn)) / dayMs);
  const price = new Intl.NumberFormat(locale, { style: "currency", currency: r.currency }).format(
    r.totalPrice,
  );
  const confirm = () => {
    void engine.outbox.enqueue("confirmBookingRequest", { bookingRequestId: r.id }).then(
      () => toast.show(t("reservations.confirmed", { guest: r.guestName })),
      (error: unknown) => toast.show((error as Error).message, "error"),
    );
  };
  return (
    <div className="row" style={{ height: "100%" }} data-testid="reservation-row" data-id={r.id}>
      <div>
        <div className="guest">{r.guestName}</div>
        <div className="sub">
          {r.bookingCode} · {t("reservations.guests", { count: r.guestCount })}
        </div>
      </div>
      <div className="unit">{r.unitTitle}</div>
      <div>
        <div>
          {dates.format(Date.parse(r.checkIn))} – {dates.format(Date.parse(r.checkOut))}
        </div>
        <div className="sub">{t("reservations.nights", { count: nights })}</div>
      </div>
      <div className="price">{price}</div>
      <div style={{ display: "flex", gap: "0.5rem", alignItems: "center", justifyContent: "flex-end" }}>
        {props.pending ? <span className="pending">{t("reservations.waiting")}</span> : null}
        <span className="status" data-status={r.status} data-testid="reservation-status">
          {t(`reservations.status.${r.status}`, { defaultValue: r.status })}
        </span>
        {r.kind === "booking_request" && r.status === "REQUESTED" ? (
          <button
            type="button"
            className="primary"
            onClick={confirm}
            aria-label={t("reservations.confirmFor", { guest: r.guestName })}
          >
            {t("reservations.confirm")}
          </button>
        ) : null}
      </div>
    </div>
  );
});
