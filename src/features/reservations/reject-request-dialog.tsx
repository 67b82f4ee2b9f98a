// Reject a booking request: a reason, a sub-reason where the reason has some, and an explanation
// (required for OTHER; sent with a sub-reason). The domain's builder decides what may be sent.
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { buildBookingRejectPayload } from "../../../domain/reservations/booking-reject-payload.ts";
import { ReservationDialog } from "./reservation-dialog.tsx";
import type { ReservationDialogProps, ReservationFormProps } from "./reservation-dialog.tsx";
import { BookingReasonFields } from "./booking-reason-fields.tsx";
import { useBookingReasons } from "./use-booking-reasons.ts";
import { ReasonTextField } from "./reason-text-field.tsx";
import { DialogActions } from "./dialog-actions.tsx";
import { useReasonSubmit } from "./use-reason-submit.ts";

export function RejectRequestDialog(props: ReservationDialogProps<"request"> & { onRejected?: () => void }) {
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
  const request = props.reservation;
  const reasons = useBookingReasons();
  const [explanation, setExplanation] = useState("");
  const built = reasons.chosen && buildBookingRejectPayload({ ...reasons.chosen, explanation });
  const { tried, explanationMissing, tooLong, submit } = useReasonSubmit(built, (body) =>
    props.send(
      "rejectBookingRequest",
      { bookingRequestId: request.id, body },
      t("reservations.rejected", { guest: request.guestName }),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <h2 id={props.titleId}>{t("reservations.rejectTitle", { guest: request.guestName })}</h2>
      <BookingReasonFields idPrefix="reject" reasons={reasons} showMissing={tried} />
      {reasons.reason === "OTHER" || reasons.subReason ? (
        <ReasonTextField
          id="reject-explanation"
          rows={4}
          value={explanation}
          onChange={setExplanation}
          missing={explanationMissing}
          tooLong={tooLong}
        >
          {t("reservations.explanation")}
          {reasons.reason === "OTHER" ? ` (${t("reservations.required")})` : ""}
        </ReasonTextField>
      ) : null}
      <DialogActions closeKey="reservations.cancel" submitKey="reservations.reject" onClose={props.onClose} />
    </form>
  );
}
