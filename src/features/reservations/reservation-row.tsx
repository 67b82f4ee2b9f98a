import { memo } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ReservationRowView } from "../../../domain/first-screen/first-screen.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { useConfirmRequest } from "./use-confirm-request.ts";
import { reservationRowView } from "./reservation-row-view.ts";
import { useRowWords } from "./use-row-words.ts";

export const ReservationRow = memo(function ReservationRow(props: {
  reservation: ReservationDocument;
  pending: boolean;
  selected: boolean;
  onSelect: (reservation: ReservationDocument) => void;
  onReject: (reservation: ReservationDocument) => void;
}) {
  const confirm = useConfirmRequest();
  const words = useRowWords();
  const r = props.reservation;
  return (
    <ReservationRowContent
      {...reservationRowView(r, props.pending, words)}
      selected={props.selected}
      onSelect={() => props.onSelect(r)}
      onConfirm={() => confirm(r)}
      onReject={() => props.onReject(r)}
    />
  );
});

/**
 * A row from plain words: the live row's, or the kept first screen's while the store opens (then
 * without handlers: confirm and reject are disabled until the live row stands in its place).
 */
export function ReservationRowContent(
  props: ReservationRowView & {
    selected: boolean;
    onSelect?: () => void;
    onConfirm?: () => void;
    onReject?: () => void;
  },
) {
  const { t } = useTranslation();
  return (
    <div
      className="row"
      style={{ height: "100%" }}
      data-testid="reservation-row"
      data-id={props.id}
      aria-selected={props.selected}
      aria-current={props.selected ? "true" : undefined}
      onClick={props.onSelect}
    >
      <div>
        <Link className="guest" to={props.detailPath}>
          {props.guestName}
        </Link>
        <div className="sub">
          {props.bookingCode} · {props.guests}
        </div>
      </div>
      <div className="unit">{props.unitTitle}</div>
      <div className="dates">
        <div>{props.dates}</div>
        <div className="sub">{props.nights}</div>
      </div>
      <div className="price">{props.price}</div>
      <div
        className="row-actions"
        style={{ display: "flex", gap: "0.5rem", alignItems: "center", justifyContent: "flex-end" }}
      >
        {props.pending ? <span className="pending">{t("reservations.waiting")}</span> : null}
        <span className="status" data-status={props.status} data-testid="reservation-status">
          {props.statusLabel}
        </span>
        {props.decidable ? (
          <>
            <button
              type="button"
              className="secondary"
              onClick={props.onReject}
              disabled={!props.onReject}
              aria-label={t("reservations.rejectFor", { guest: props.guestName })}
            >
              {t("reservations.reject")}
            </button>
            <button
              type="button"
              className="primary"
              onClick={props.onConfirm}
              disabled={!props.onConfirm}
              aria-label={t("reservations.confirmFor", { guest: props.guestName })}
            >
              {t("reservations.confirm")}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
