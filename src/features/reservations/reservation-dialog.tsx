import { useId, type ComponentType } from "react";
import type { CommandPayload, CommandType } from "../../../domain/commands/command-catalogue.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { useSendCommand } from "./use-send-command.ts";

/**
 * What a page gives a reservation dialog: the reservation, under the name the page knows it by
 * (booking, inquiry, request), or none while the dialog is closed; and how to close it.
 */
export type ReservationDialogProps<Name extends string> = {
  readonly [K in Name]: ReservationDocument | undefined;
} & {
  readonly onClose: () => void;
};

/** What a reservation dialog gives its form. */
export interface ReservationFormProps {
  readonly reservation: ReservationDocument;
  /** The id the form's heading takes: the dialog is titled by it. */
  readonly titleId: string;
  /** Closes the dialog without sending anything. */
  readonly onClose: () => void;
  /** Puts the form's command in the outbox with its toast; once it is there, the dialog closes. */
  readonly send: <T extends CommandType>(type: T, payload: CommandPayload<T>, success: string) => void;
}

/**
 * A dialog about one reservation: open while there is one, its form mounted afresh each time
 * (so a reopened dialog never shows the last answer), titled by the form's heading, closed once
 * the form's command is in the outbox. The form is given as a component, not a render function,
 * so that each dialog is one line and not a copy of this frame; it must be a stable
 * (module-level) component, or every render would remount it and lose what the host typed.
 */
export function ReservationDialog(props: {
  reservation: ReservationDocument | undefined;
  onClose: () => void;
  /** What the page does once the dialog closed on a sent command (the request page leaves). */
  onSent?: (() => void) | undefined;
  form: ComponentType<ReservationFormProps>;
}) {
  const titleId = useId();
  const sendCommand = useSendCommand();
  const Form = props.form;
  const send: ReservationFormProps["send"] = (type, payload, success) =>
    sendCommand(type, payload, success, () => {
      props.onClose();
      props.onSent?.();
    });
  return (
    <Dialog open={props.reservation !== undefined} onClose={props.onClose} labelledBy={titleId}>
      {props.reservation ? (
        <Form reservation={props.reservation} titleId={titleId} onClose={props.onClose} send={send} />
      ) : null}
    </Dialog>
  );
}
