import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { useSession } from "../../app/session.tsx";
import { useToast } from "../../ui/toast.tsx";
import { useCommandError } from "./use-command-error.ts";

/** Confirms a booking request through the outbox, with the spec's success or error toast. */
export function useConfirmRequest(): (request: ReservationDocument, then?: () => void) => void {
  const { t } = useTranslation();
  const { engine } = useSession();
  const toast = useToast();
  const describe = useCommandError();
  return useCallback(
    (request, then) => {
      void engine.outbox.enqueue("confirmBookingRequest", { bookingRequestId: request.id }).then(
        () => {
          toast.show(t("reservations.confirmed", { guest: request.guestName }));
          then?.();
        },
        (error: unknown) => toast.show(describe(error), "error"),
      );
    },
    [engine, t, toast, describe],
  );
}
