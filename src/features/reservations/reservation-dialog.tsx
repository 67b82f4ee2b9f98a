import { useId, type ComponentType } from "react";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { Dialog } from "../../ui/dialog.tsx";

/** What a reservation dialog gives its form. */
export interface ReservationFormProps {
  readonly reservation: ReservationDocument;
  /** The id the form's heading takes: the dialog is titled by it. */
  readonly titleId: string;
  /** Closes the dialog without sending anything. */
  readonly onClose: () => void;
  /** Once the form's command is in the outbox: closes the dialog, then whatever the page does next. */
  readonly onSent: () => void;
}

/**
 * A dialog about one reservation: open while there is one, its form mounted afresh each time
 * (so a reopened dialog never shows the last answer), titled by the form's heading. The form is
 * given as a component, not a render function, so that each dialog is one line and not a copy of
 * this frame; it must be a stable (module-level) component, or every render would remount it
 * and lose what the host typed.
 */
export function ReservationDialog(props: {
  reservation: ReservationDocument | undefined;
  onClose: () => void;
  /** What the page does after the dialog closed on a sent command (the request page leaves). */
  onSent?: (() => void) | undefined;
  form: ComponentType<ReservationFormProps>;
}) {
  const titleId = useId();
  const Form = props.form;
  const onSent = () => {
    props.onClose();
    props.onSent?.();
  };
  return (
    <Dialog open={props.reservation !== undefined} onClose={props.onClose} labelledBy={titleId}>
      {props.reservation ? (
        <Form reservation={props.reservation} titleId={titleId} onClose={props.onClose} onSent={onSent} />
      ) : null}
    </Dialog>
  );
}
