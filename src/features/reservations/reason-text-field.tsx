// A free-text field of a reason dialog (an explanation, or the message to the guest) with the
// errors the payload builders give about it: the three dialogs had four copies of this block.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { TextTooLong } from "../../../domain/reservations/reject-payload-errors.ts";

export function ReasonTextField(props: {
  id: string;
  /** The label, as children: each dialog words it (and its "required") as before. */
  children: ReactNode;
  /** Three lines unless told: only the request's explanation, its one text, is taller. */
  rows?: number;
  value: string;
  onChange: (value: string) => void;
  /**
   * Only on a field the host may have to fill: once a send was refused for want of it, it is
   * marked invalid and says so. Left out on an optional field, which then has no aria-invalid.
   */
  missing?: boolean;
  /** Set on the field that shows the builder's "too long" answer. */
  tooLong?: TextTooLong | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.children}</label>
      <textarea
        id={props.id}
        rows={props.rows ?? 3}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.missing}
      />
      {props.missing ? <span className="error">{t("reservations.explanationRequired")}</span> : null}
      {props.tooLong ? (
        <span className="error">
          {t("reservations.explanationTooLong", { max: props.tooLong.maxLength })}
        </span>
      ) : null}
    </div>
  );
}
