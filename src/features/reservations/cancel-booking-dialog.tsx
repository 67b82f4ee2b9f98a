// Cancel a booking: a reason, an optional sub-reason and an optional explanation, sent only if
// not empty (operations spec §5). The domain's builder decides what may be sent.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Result } from "effect";
import { buildBookingCancelPayload } from "../../../domain/reservations/booking-cancel-payload.ts";
import {
  type BookingRejectReason,
  type BookingRejectSubReason,
} from "../../../domain/reservations/reject-reasons.ts";
import { BookingId } from "../../../domain/reservations/reservation-ids.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { ReservationDialog } from "./reservation-dialog.tsx";
import { BookingReasonFields } from "./booking-reason-fields.tsx";
import { localToday } from "../../ui/local-today.ts";
import { useSendCommand } from "./use-send-command.ts";

export function CancelBookingDialog(props: {
  booking: ReservationDocument | undefined;
  onClose: () => void;
}) {
  return (
    <ReservationDialog reservation={props.booking} onClose={props.onClose}>
      {(booking, titleId) => <CancelForm booking={booking} titleId={titleId} onClose={props.onClose} />}
    </ReservationDialog>
  );
}

function CancelForm(props: { booking: ReservationDocument; titleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendCommand();
  const [reason, setReason] = useState<BookingRejectReason | "">("");
  const [subReason, setSubReason] = useState<BookingRejectSubReason | "">("");
  const [explanation, setExplanation] = useState("");
  const [tried, setTried] = useState(false);
  const built = reason
    ? buildBookingCancelPayload({ reason, subReason: subReason || undefined, explanation })
    : undefined;
  const error = built && Result.isFailure(built) ? built.failure : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!built || Result.isFailure(built)) return;
    const payload = { bookingId: BookingId.make(props.booking.id), body: built.success, today: localToday() };
    send(
      "cancelBooking",
      payload,
      t("reservations.cancelled", { guest: props.booking.guestName }),
      props.onClose,
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <h2 id={props.titleId}>{t("reservations.cancelTitle", { guest: props.booking.guestName })}</h2>
      <BookingReasonFields
        idPrefix="cancel"
        reason={reason}
        subReason={subReason}
        onReason={setReason}
        onSubReason={setSubReason}
        showMissing={tried}
      />
      <div className="field">
        <label htmlFor="cancel-explanation">{t("reservations.explanationOptional")}</label>
        <textarea
          id="cancel-explanation"
          rows={3}
          value={explanation}
          onChange={(e) => setExplanation(e.target.value)}
        />
        {error?._tag === "TextTooLong" ? (
          <span className="error">{t("reservations.explanationTooLong", { max: error.maxLength })}</span>
        ) : null}
      </div>
      <div className="actions">
        <button type="button" className="secondary" onClick={props.onClose}>
          {t("reservations.keepBooking")}
        </button>
        <button type="submit" className="primary">
          {t("reservations.cancelBooking")}
        </button>
      </div>
    </form>
  );
}
