// Reject a booking request: a reason, a sub-reason where the reason has some, and an explanation
// (required for OTHER; sent with a sub-reason). The domain's builder decides what may be sent.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buildBookingRejectPayload } from "../../../domain/reservations/booking-reject-payload.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { ReservationDialog, type ReservationFormProps } from "./reservation-dialog.tsx";
import { BookingReasonFields } from "./booking-reason-fields.tsx";
import { useBookingReasons } from "./use-booking-reasons.ts";
import { ReasonTextField } from "./reason-text-field.tsx";
import { DialogActions } from "./dialog-actions.tsx";
import { useReasonSubmit } from "./use-reason-submit.ts";
import { useSendCommand } from "./use-send-command.ts";

export function RejectRequestDialog(props: {
  request: ReservationDocument | undefined;
  onClose: () => void;
  onRejected?: () => void;
}) {
  return (
    <ReservationDialog
      reservation={props.request}
      onClose={props.onClose}
      onSent={props.onRejected}
      form={RejectForm}
    />
  );
}

function RejectForm(props: ReservationFormProps) {
  const { t } = useTranslation();
  const send = useSendCommand();
  const request = props.reservation;
  const reasons = useBookingReasons();
  const [explanation, setExplanation] = useState("");
  const built = reasons.chosen && buildBookingRejectPayload({ ...reasons.chosen, explanation });
  const { tried, explanationMissing, tooLong, submit } = useReasonSubmit(built, (body) =>
    send(
      "rejectBookingRequest",
      { bookingRequestId: request.id, body },
      t("reservations.rejected", { guest: request.guestName }),
      props.onSent,
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <h2 id={props.titleId}>{t("reservations.rejectTitle", { guest: request.guestName })}</h2>
      <BookingReasonFields idPrefix="reject" reasons={reasons} showMissing={tried} />
      {reasons.reason === "OTHER" || reasons.subReason ? (
        <ReasonTextField
          id="reject-explanation"
          label={
            <>
              {t("reservations.explanation")}
              {reasons.reason === "OTHER" ? ` (${t("reservations.required")})` : ""}
            </>
          }
          rows={4}
          value={explanation}
          onChange={setExplanation}
          missing={explanationMissing}
          tooLong={tooLong}
        />
      ) : null}
      <DialogActions
        closeLabel={t("reservations.cancel")}
        submitLabel={t("reservations.reject")}
        onClose={props.onClose}
      />
    </form>
  );
}
