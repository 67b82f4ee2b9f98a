import { useCallback } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { useSendCommand } from "./use-send-command.ts";

/** Confirms a booking request through the outbox, with the spec's success or error toast. */
export function useConfirmRequest(): (request: ReservationDocument, then?: () => void) => void {
  const { t } = useTranslation();
  const send = useSendCommand();
  return useCallback(
    (request, then) =>
      send(
        "confirmBookingRequest",
        { bookingRequestId: request.id },
        t("reservations.confirmed", { guest: request.guestName }),
        then,
      ),
    [send, t],
  );
}
