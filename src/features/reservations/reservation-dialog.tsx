import { useId, type ReactNode } from "react";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { Dialog } from "../../ui/dialog.tsx";

/**
 * A dialog about one reservation: open while there is one, its form mounted afresh each time
 * (so a reopened dialog never shows the last answer), titled by the form's heading.
 */
export function ReservationDialog(props: {
  reservation: ReservationDocument | undefined;
  onClose: () => void;
  children: (reservation: ReservationDocument, titleId: string) => ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={props.reservation !== undefined} onClose={props.onClose} labelledBy={titleId}>
      {props.reservation ? props.children(props.reservation, titleId) : null}
    </Dialog>
  );
}
