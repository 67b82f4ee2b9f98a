import { memo } from "react";
import type { ReservationRowView } from "../../../domain/first-screen/first-screen.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { isPlainClick } from "../../ui/plain-click.ts";
import { reservationRowView } from "./reservation-row-view.ts";
import type { RowLabels, RowWords } from "./use-row-words.ts";

// A row takes everything from its list and calls no hook: a keystroke or a tab change draws a couple
// of dozen rows again, and a trace showed each row's own i18n bindings, router link hooks and
// command hook costing more than the row's elements. The list resolves them once and hands them down.
export const ReservationRow = memo(function ReservationRow(props: {
  reservation: ReservationDocument;
  pending: boolean;
  selected: boolean;
  words: (r: ReservationDocument) => RowWords;
  labels: RowLabels;
  onSelect: (reservation: ReservationDocument) => void;
  onConfirm: (reservation: ReservationDocument) => void;
  onReject: (reservation: ReservationDocument) => void;
  onOpen: (path: string) => void;
}) {
  const r = props.reservation;
  const w = props.words(r);
  return (
    <ReservationRowContent
      {...reservationRowView(r, props.pending, props.words)}
      labels={props.labels}
      confirmLabel={w.confirmFor}
      rejectLabel={w.rejectFor}
      selected={props.selected}
      onSelect={() => props.onSelect(r)}
      onConfirm={() => props.onConfirm(r)}
      onReject={() => props.onReject(r)}
      onOpen={props.onOpen}
    />
  );
});

/**
 * A row from plain words: the live row's, or the kept first screen's while the store opens (then
 * without confirm and reject handlers: they are disabled until the live row stands in its place).
 */
export function ReservationRowContent(
  props: ReservationRowView & {
    labels: RowLabels;
    /** The confirm and reject buttons' accessible names (they name the guest). */
    confirmLabel: string;
    rejectLabel: string;
    selected: boolean;
    onSelect?: () => void;
    onConfirm?: () => void;
    onReject?: () => void;
    /** Opens a path in the app (the router's navigation), for a plain click on the guest's name. */
    onOpen: (path: string) => void;
  },
) {
  return (
    <div
      className="row"
      style={{ height: "100%" }}
      data-testid="reservation-row"
      data-id={props.id}
      aria-current={props.selected ? "true" : undefined}
      onClick={props.onSelect}
    >
      <div>
        <a
          className="guest"
          href={props.detailPath}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            props.onOpen(props.detailPath);
          }}
        >
          {props.guestName}
        </a>
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
        {props.pending ? <span className="pending">{props.labels.waiting}</span> : null}
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
              aria-label={props.rejectLabel}
            >
              {props.labels.reject}
            </button>
            <button
              type="button"
              className="primary"
              onClick={props.onConfirm}
              disabled={!props.onConfirm}
              aria-label={props.confirmLabel}
            >
              {props.labels.confirm}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
