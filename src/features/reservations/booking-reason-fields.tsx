// The reason and sub-reason selects shared by rejecting a request and cancelling a booking: the
// same reasons and sub-reasons apply to both (operations spec §8).
import { useTranslation } from "../../i18n/use-translation.ts";
import {
  bookingRejectReasons,
  subReasonsFor,
  type BookingRejectReason,
  type BookingRejectSubReason,
} from "../../../domain/reservations/reject-reasons.ts";
import type { BookingReasons } from "./use-booking-reasons.ts";

export function BookingReasonFields(props: {
  idPrefix: string;
  reasons: BookingReasons;
  showMissing: boolean;
}) {
  const { t } = useTranslation();
  const { reason, subReason } = props.reasons;
  const subReasons = reason ? subReasonsFor(reason) : [];
  return (
    <>
      <div className="field">
        <label htmlFor={`${props.idPrefix}-reason`}>{t("reservations.reason")}</label>
        <select
          id={`${props.idPrefix}-reason`}
          value={reason}
          autoFocus
          aria-invalid={props.showMissing && !reason}
          onChange={(e) => props.reasons.setReason(e.target.value as BookingRejectReason | "")}
        >
          <option value="">{t("reservations.chooseReason")}</option>
          {bookingRejectReasons.map((r) => (
            <option key={r} value={r}>
              {t(`reservations.reasons.${r}`)}
            </option>
          ))}
        </select>
        {props.showMissing && !reason ? (
          <span className="error">{t("reservations.reasonRequired")}</span>
        ) : null}
      </div>
      {subReasons.length > 0 ? (
        <div className="field">
          <label htmlFor={`${props.idPrefix}-sub-reason`}>{t("reservations.subReason")}</label>
          <select
            id={`${props.idPrefix}-sub-reason`}
            value={subReason}
            onChange={(e) => props.reasons.setSubReason(e.target.value as BookingRejectSubReason | "")}
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
