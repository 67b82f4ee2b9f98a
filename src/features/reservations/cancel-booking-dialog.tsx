// Cancel a booking: a reason, an optional sub-reason and an optional explanation, sent only if
// not empty (operations spec §5). The domain's builder decides what may be sent.
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { buildBookingCancelPayload } from "../../../domain/reservations/booking-cancel-payload.ts";
import { BookingId } from "../../../domain/reservations/reservation-ids.ts";
import { ReservationDialog } from "./reservation-dialog.tsx";
import type { ReservationDialogProps, ReservationFormProps } from "./reservation-dialog.tsx";
import { BookingReasonFields } from "./booking-reason-fields.tsx";
import { useBookingReasons } from "./use-booking-reasons.ts";
import { ReasonTextField } from "./reason-text-field.tsx";
import { DialogActions } from "./dialog-actions.tsx";
import { useReasonSubmit } from "./use-reason-submit.ts";
import { localToday } from "../../ui/local-today.ts";

export function CancelBookingDialog(props: ReservationDialogProps<"booking">) {
  return <ReservationDialog reservation={props.booking} onClose={props.onClose} form={CancelForm} />;
}

function CancelForm(props: ReservationFormProps) {
  const { t } = useTranslation();
  const booking = props.reservation;
  const reasons = useBookingReasons();
  const [explanation, setExplanation] = useState("");
  const built = reasons.chosen && buildBookingCancelPayload({ ...reasons.chosen, explanation });
  const { tried, tooLong, submit } = useReasonSubmit(built, (body) => {
    const payload = { bookingId: BookingId.make(booking.id), body, today: localToday() };
    props.send("cancelBooking", payload, t("reservations.cancelled", { guest: booking.guestName }));
  });

  return (
    <form onSubmit={submit} noValidate>
      <h2 id={props.titleId}>{t("reservations.cancelTitle", { guest: booking.guestName })}</h2>
      <BookingReasonFields idPrefix="cancel" reasons={reasons} showMissing={tried} />
      <ReasonTextField
        id="cancel-explanation"
        value={explanation}
        onChange={setExplanation}
        tooLong={tooLong}
      >
        {t("reservations.explanationOptional")}
      </ReasonTextField>
      <DialogActions
        closeKey="reservations.keepBooking"
        submitKey="reservations.cancelBooking"
        onClose={props.onClose}
      />
    </form>
  );
}
