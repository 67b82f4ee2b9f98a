// Reject a booking request: a reason, a sub-reason where the reason has some, and an explanation
// (required for OTHER; sent with a sub-reason). The domain's builder decides what may be sent.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Result } from "effect";
import { buildBookingRejectPayload } from "../../../domain/reservations/booking-reject-payload.ts";
import {
  type BookingRejectReason,
  type BookingRejectSubReason,
} from "../../../domain/reservations/reject-reasons.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { ReservationDialog } from "./reservation-dialog.tsx";
import { BookingReasonFields } from "./booking-reason-fields.tsx";
import { useSendCommand } from "./use-send-command.ts";

export function RejectRequestDialog(props: {
  request: ReservationDocument | undefined;
  onClose: () => void;
  onRejected?: () => void;
}) {
  return (
    <ReservationDialog reservation={props.request} onClose={props.onClose}>
      {(request, titleId) => (
        <RejectForm
          request={request}
          titleId={titleId}
          onClose={props.onClose}
          onRejected={props.onRejected}
        />
      )}
    </ReservationDialog>
  );
}

function RejectForm(props: {
  request: ReservationDocument;
  titleId: string;
  onClose: () => void;
  onRejected: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const send = useSendCommand();
  const [reason, setReason] = useState<BookingRejectReason | "">("");
  const [subReason, setSubReason] = useState<BookingRejectSubReason | "">("");
  const [explanation, setExplanation] = useState("");
  const [tried, setTried] = useState(false);
  const built = reason
    ? buildBookingRejectPayload({ reason, subReason: subReason || undefined, explanation })
    : undefined;
  const error = built && Result.isFailure(built) ? built.failure : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!built || Result.isFailure(built)) return;
    send(
      "rejectBookingRequest",
      { bookingRequestId: props.request.id, body: built.success },
      t("reservations.rejected", { guest: props.request.guestName }),
      () => {
        props.onClose();
        props.onRejected?.();
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <h2 id={props.titleId}>{t("reservations.rejectTitle", { guest: props.request.guestName })}</h2>
      <BookingReasonFields
        idPrefix="reject"
        reason={reason}
        subReason={subReason}
        onReason={setReason}
        onSubReason={setSubReason}
        showMissing={tried}
      />
      {reason === "OTHER" || subReason ? (
        <div className="field">
          <label htmlFor="reject-explanation">
            {t("reservations.explanation")}
            {reason === "OTHER" ? ` (${t("reservations.required")})` : ""}
          </label>
          <textarea
            id="reject-explanation"
            rows={4}
            value={explanation}
            onChange={(e) => setExplanation(e.target.value)}
            aria-invalid={tried && error?._tag === "ExplanationRequired"}
          />
          {tried && error?._tag === "ExplanationRequired" ? (
            <span className="error">{t("reservations.explanationRequired")}</span>
          ) : null}
          {error?._tag === "TextTooLong" ? (
            <span className="error">{t("reservations.explanationTooLong", { max: error.maxLength })}</span>
          ) : null}
        </div>
      ) : null}
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
