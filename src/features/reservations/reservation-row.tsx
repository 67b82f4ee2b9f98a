import { memo } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { useConfirmRequest } from "./use-confirm-request.ts";
import { detailPathOf } from "./detail-path.ts";
import { useStayFormat } from "./use-stay-format.ts";

export const ReservationRow = memo(function ReservationRow(props: {
  reservation: ReservationDocument;
  pending: boolean;
  selected: boolean;
  onSelect: (reservation: ReservationDocument) => void;
  onReject: (reservation: ReservationDocument) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmRequest();
  const format = useStayFormat();
  const r = props.reservation;
  const stay = format(r);
  return (
    <div
      className="row"
      style={{ height: "100%" }}
      data-testid="reservation-row"
      data-id={r.id}
      aria-selected={props.selected}
      aria-current={props.selected ? "true" : undefined}
      onClick={() => props.onSelect(r)}
    >
      <div>
        <Link className="guest" to={detailPathOf(r)}>
          {r.guestName}
        </Link>
        <div className="sub">
          {r.bookingCode} · {t("reservations.guests", { count: r.guestCount })}
        </div>
      </div>
      <div className="unit">{r.unitTitle}</div>
      <div className="dates">
        <div>{stay.dates}</div>
        <div className="sub">{t("reservations.nights", { count: stay.nights })}</div>
      </div>
      <div className="price">{stay.price}</div>
      <div
        className="row-actions"
        style={{ display: "flex", gap: "0.5rem", alignItems: "center", justifyContent: "flex-end" }}
      >
        {props.pending ? <span className="pending">{t("reservations.waiting")}</span> : null}
        <span className="status" data-status={r.status} data-testid="reservation-status">
          {t(`reservations.status.${r.status}`, { defaultValue: r.status })}
        </span>
        {r.kind === "booking_request" && r.status === "REQUESTED" ? (
          <>
            <button
              type="button"
              className="secondary"
              onClick={() => props.onReject(r)}
              aria-label={t("reservations.rejectFor", { guest: r.guestName })}
            >
              {t("reservations.reject")}
            </button>
            <button
              type="button"
              className="primary"
              onClick={() => confirm(r)}
              aria-label={t("reservations.confirmFor", { guest: r.guestName })}
            >
              {t("reservations.confirm")}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
});
