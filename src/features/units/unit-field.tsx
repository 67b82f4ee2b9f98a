// A labelled control of a unit page with its messages: the control names itself (for the focus on
// the first invalid field), says it is invalid and points at its messages for screen readers.
import { useId, type ReactElement } from "react";

export function UnitField(props: {
  label: string;
  messages: readonly string[];
  hint?: string;
  children: (control: {
    id: string;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
  }) => ReactElement;
}) {
  const id = useId();
  const invalid = props.messages.length > 0;
  const describedBy = [props.hint ? `${id}-hint` : null, invalid ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="unit-field" data-invalid={invalid || undefined}>
      <label htmlFor={id}>{props.label}</label>
      {props.children({
        id,
        "aria-invalid": invalid || undefined,
        "aria-describedby": describedBy === "" ? undefined : describedBy,
      })}
      {props.hint ? (
        <p id={`${id}-hint`} className="unit-field-hint">
          {props.hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} className="unit-field-error" role="alert">
          {props.messages.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
