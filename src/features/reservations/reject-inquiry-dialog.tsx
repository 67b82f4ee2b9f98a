// Reject an inquiry: a reason, an explanation only for OTHER (where it is required), and an
// optional message to the guest (operations spec §3, §5).
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { buildInquiryRejectPayload } from "../../../domain/reservations/inquiry-reject-payload.ts";
import {
  inquiryRejectReasons,
  type InquiryRejectReason,
} from "../../../domain/reservations/reject-reasons.ts";
import { InquiryId } from "../../../domain/reservations/reservation-ids.ts";
import { ReservationDialog } from "./reservation-dialog.tsx";
import type { ReservationDialogProps, ReservationFormProps } from "./reservation-dialog.tsx";
import { ReasonTextField } from "./reason-text-field.tsx";
import { DialogActions } from "./dialog-actions.tsx";
import { useReasonSubmit } from "./use-reason-submit.ts";

export function RejectInquiryDialog(props: ReservationDialogProps<"inquiry">) {
  return <ReservationDialog reservation={props.inquiry} onClose={props.onClose} form={RejectForm} />;
}

function RejectForm(props: ReservationFormProps) {
  const { t } = useTranslation();
  const inquiry = props.reservation;
  const [reason, setReason] = useState<InquiryRejectReason | "">("");
  const [explanation, setExplanation] = useState("");
  const [message, setMessage] = useState("");
  const built = reason ? buildInquiryRejectPayload({ reason, explanation, message }) : undefined;
  const { tried, explanationMissing, tooLong, submit } = useReasonSubmit(built, (body) =>
    props.send(
      "rejectInquiry",
      { inquiryId: InquiryId.make(inquiry.id), body },
      t("reservations.inquiryRejected", { guest: inquiry.guestName }),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <h2 id={props.titleId}>{t("reservations.rejectInquiryTitle", { guest: inquiry.guestName })}</h2>
      <div className="field">
        <label htmlFor="inquiry-reason">{t("reservations.reason")}</label>
        <select
          id="inquiry-reason"
          value={reason}
          autoFocus
          aria-invalid={tried && !reason}
          onChange={(e) => setReason(e.target.value as InquiryRejectReason)}
        >
          <option value="">{t("reservations.chooseReason")}</option>
          {inquiryRejectReasons.map((r) => (
            <option key={r} value={r}>
              {t(`reservations.inquiryReasons.${r}`)}
            </option>
          ))}
        </select>
        {tried && !reason ? <span className="error">{t("reservations.reasonRequired")}</span> : null}
      </div>
      {reason === "OTHER" ? (
        <ReasonTextField
          id="inquiry-explanation"
          value={explanation}
          onChange={setExplanation}
          missing={explanationMissing}
        >
          {t("reservations.explanation")} ({t("reservations.required")})
        </ReasonTextField>
      ) : null}
      <ReasonTextField id="inquiry-message" value={message} onChange={setMessage} tooLong={tooLong}>
        {t("reservations.messageToGuest")}
      </ReasonTextField>
      <DialogActions closeKey="reservations.cancel" submitKey="reservations.reject" onClose={props.onClose} />
    </form>
  );
}
