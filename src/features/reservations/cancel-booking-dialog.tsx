// Cancel a booking: a reason, an optional sub-reason and an optional explanation, sent only if
// not empty (operations spec §5). The domain's builder decides what may be sent.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buildBookingCancelPayload } from "../../../domain/reservations/booking-cancel-payload.ts";
import { BookingId } from "../../../domain/reservations/reservation-ids.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { ReservationDialog, type ReservationFormProps } from "./reservation-dialog.tsx";
import { BookingReasonFields } from "./booking-reason-fields.tsx";
import { useBookingReasons } from "./use-booking-reasons.ts";
import { ReasonTextField } from "./reason-text-field.tsx";
import { DialogActions } from "./dialog-actions.tsx";
import { useReasonSubmit } from "./use-reason-submit.ts";
import { localToday } from "../../ui/local-today.ts";
import { useSendCommand } from "./use-send-command.ts";

export function CancelBookingDialog(props: {
  booking: ReservationDocument | undefined;
  onClose: () => void;
}) {
  return <ReservationDialog reservation={props.booking} onClose={props.onClose} form={CancelForm} />;
}

function CancelForm(props: ReservationFormProps) {
  const { t } = useTranslation();
  const send = useSendCommand();
  const booking = props.reservation;
  const reasons = useBookingReasons();
  const [explanation, setExplanation] = useState("");
  const built = reasons.chosen && buildBookingCancelPayload({ ...reasons.chosen, explanation });
  const { tried, tooLong, submit } = useReasonSubmit(built, (body) => {
    const payload = { bookingId: BookingId.make(booking.id), body, today: localToday() };
    send("cancelBooking", payload, t("reservations.cancelled", { guest: booking.guestName }), props.onSent);
  });

  return (
    <form onSubmit={submit} noValidate>
      <h2 id={props.titleId}>{t("reservations.cancelTitle", { guest: booking.guestName })}</h2>
      <BookingReasonFields idPrefix="cancel" reasons={reasons} showMissing={tried} />
      <ReasonTextField
        id="cancel-explanation"
        label={t("reservations.explanationOptional")}
        rows={3}
        value={explanation}
        onChange={setExplanation}
        tooLong={tooLong}
      />
      <DialogActions
        closeLabel={t("reservations.keepBooking")}
        submitLabel={t("reservations.cancelBooking")}
        onClose={props.onClose}
      />
    </form>
  );
}
