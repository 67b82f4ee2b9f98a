// The reason and sub-reason selects shared by rejecting a request and cancelling a booking: the
// same reasons and sub-reasons apply to both (operations spec §8).
import { useTranslation } from "react-i18next";
import {
  bookingRejectReasons,
  subReasonsFor,
  type BookingRejectReason,
  type BookingRejectSubReason,
} from "../../../domain/reservations/reject-reasons.ts";

export function BookingReasonFields(props: {
  idPrefix: string;
  reason: BookingRejectReason | "";
  subReason: BookingRejectSubReason | "";
  onReason: (reason: BookingRejectReason | "") => void;
  onSubReason: (subReason: BookingRejectSubReason | "") => void;
  showMissing: boolean;
}) {
  const { t } = useTranslation();
  const subReasons = props.reason ? subReasonsFor(props.reason) : [];
  return (
    <>
      <div className="field">
        <label htmlFor={`${props.idPrefix}-reason`}>{t("reservations.reason")}</label>
        <select
          id={`${props.idPrefix}-reason`}
          value={props.reason}
          autoFocus
          aria-invalid={props.showMissing && !props.reason}
          onChange={(e) => {
            props.onReason(e.target.value as BookingRejectReason | "");
            props.onSubReason("");
          }}
        >
          <option value="">{t("reservations.chooseReason")}</option>
          {bookingRejectReasons.map((r) => (
            <option key={r} value={r}>
              {t(`reservations.reasons.${r}`)}
            </option>
          ))}
        </select>
        {props.showMissing && !props.reason ? (
          <span className="error">{t("reservations.reasonRequired")}</span>
        ) : null}
      </div>
      {subReasons.length > 0 ? (
        <div className="field">
          <label htmlFor={`${props.idPrefix}-sub-reason`}>{t("reservations.subReason")}</label>
          <select
            id={`${props.idPrefix}-sub-reason`}
            value={props.subReason}
            onChange={(e) => props.onSubReason(e.target.value as BookingRejectSubReason | "")}
          >
            <option value="">{t("reservations.noSubReason")}</option>
            {subReasons.map((s) => (
              <option key={s} value={s}>
                {t(`reservations.subReasons.${s}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}
