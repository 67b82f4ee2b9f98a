// A labelled control of a form with its messages: the control carries its field's name (for the
// focus on the first invalid field), says it is invalid and points at its messages. Each area keeps
// its own look, so the caller names the CSS block (`<block>`, `<block>-hint` and `<block>-error`); a
// form that checks as the user goes has its messages announced (`alert`).
import { useId, type ReactElement } from "react";

export function FormField(props: {
  block: string;
  label: string;
  messages: readonly string[];
  hint?: string;
  alert?: boolean;
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
    <div className={props.block} data-invalid={invalid || undefined}>
      <label htmlFor={id}>{props.label}</label>
      {props.children({
        id,
        "aria-invalid": invalid || undefined,
        "aria-describedby": describedBy === "" ? undefined : describedBy,
      })}
      {props.hint ? (
        <p id={`${id}-hint`} className={`${props.block}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} className={`${props.block}-error`} role={props.alert ? "alert" : undefined}>
          {props.messages.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/** Moves the focus to the control of a form's field, found by its name. */
export function focusField(form: HTMLFormElement | null, field: string): void {
  form?.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`)?.focus();
}
