// Reject an inquiry: a reason, an explanation only for OTHER (where it is required), and an
// optional message to the guest (operations spec §3, §5).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Result } from "effect";
import { buildInquiryRejectPayload } from "../../../domain/reservations/inquiry-reject-payload.ts";
import {
  inquiryRejectReasons,
  type InquiryRejectReason,
} from "../../../domain/reservations/reject-reasons.ts";
import { InquiryId } from "../../../domain/reservations/reservation-ids.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { ReservationDialog } from "./reservation-dialog.tsx";
import { useSendCommand } from "./use-send-command.ts";

export function RejectInquiryDialog(props: {
  inquiry: ReservationDocument | undefined;
  onClose: () => void;
}) {
  return (
    <ReservationDialog reservation={props.inquiry} onClose={props.onClose}>
      {(inquiry, titleId) => <RejectForm inquiry={inquiry} titleId={titleId} onClose={props.onClose} />}
    </ReservationDialog>
  );
}

function RejectForm(props: { inquiry: ReservationDocument; titleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendCommand();
  const [reason, setReason] = useState<InquiryRejectReason | "">("");
  const [explanation, setExplanation] = useState("");
  const [message, setMessage] = useState("");
  const [tried, setTried] = useState(false);
  const built = reason ? buildInquiryRejectPayload({ reason, explanation, message }) : undefined;
  const error = built && Result.isFailure(built) ? built.failure : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!built || Result.isFailure(built)) return;
    send(
      "rejectInquiry",
      { inquiryId: InquiryId.make(props.inquiry.id), body: built.success },
      t("reservations.inquiryRejected", { guest: props.inquiry.guestName }),
      props.onClose,
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <h2 id={props.titleId}>{t("reservations.rejectInquiryTitle", { guest: props.inquiry.guestName })}</h2>
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
        <div className="field">
          <label htmlFor="inquiry-explanation">
            {t("reservations.explanation")} ({t("reservations.required")})
          </label>
          <textarea
            id="inquiry-explanation"
            rows={3}
            value={explanation}
            onChange={(e) => setExplanation(e.target.value)}
            aria-invalid={tried && error?._tag === "ExplanationRequired"}
          />
          {tried && error?._tag === "ExplanationRequired" ? (
            <span className="error">{t("reservations.explanationRequired")}</span>
          ) : null}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="inquiry-message">{t("reservations.messageToGuest")}</label>
        <textarea
          id="inquiry-message"
          rows={3}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        {error?._tag === "TextTooLong" ? (
          <span className="error">{t("reservations.explanationTooLong", { max: error.maxLength })}</span>
        ) : null}
      </div>
      <div className="actions">
        <button type="button" className="secondary" onClick={props.onClose}>
          {t("reservations.cancel")}
        </button>
        <button type="submit" className="primary">
          {t("reservations.reject")}
        </button>
      </div>
    </form>
  );
}
