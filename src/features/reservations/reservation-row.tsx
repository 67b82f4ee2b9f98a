import { memo } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { useConfirmRequest } from "./use-confirm-request.ts";
import { detailPathOf } from "./detail-path.ts";
import { useRowWords } from "./use-row-words.ts";

export const ReservationRow = memo(function ReservationRow(props: {
  reservation: ReservationDocument;
  pending: boolean;
  selected: boolean;
  onSelect: (reservation: ReservationDocument) => void;
  onReject: (reservation: ReservationDocument) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmRequest();
  const r = props.reservation;
  const words = useRowWords()(r);
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
          {r.bookingCode} · {words.guests}
        </div>
      </div>
      <div className="unit">{r.unitTitle}</div>
      <div className="dates">
        <div>{words.dates}</div>
        <div className="sub">{words.nightsText}</div>
      </div>
      <div className="price">{words.price}</div>
      <div
        className="row-actions"
        style={{ display: "flex", gap: "0.5rem", alignItems: "center", justifyContent: "flex-end" }}
      >
        {props.pending ? <span className="pending">{t("reservations.waiting")}</span> : null}
        <span className="status" data-status={r.status} data-testid="reservation-status">
          {words.status}
        </span>
        {r.kind === "booking_request" && r.status === "REQUESTED" ? (
          <>
            <button
              type="button"
              className="secondary"
              onClick={() => props.onReject(r)}
              aria-label={words.rejectFor}
            >
              {t("reservations.reject")}
            </button>
            <button
              type="button"
              className="primary"
              onClick={() => confirm(r)}
              aria-label={words.confirmFor}
            >
              {t("reservations.confirm")}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
});
