// A labelled control of a form with its messages: the control carries its field's name (for the
// focus on the first invalid field), says it is invalid and points at its messages. Each area keeps
// its own look, so the caller names the CSS block (`<block>` and `<block>-error`).
import { useId, type ReactElement } from "react";

export function FormField(props: {
  block: string;
  label: string;
  messages: readonly string[];
  children: (control: {
    id: string;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
  }) => ReactElement;
}) {
  const id = useId();
  const invalid = props.messages.length > 0;
  return (
    <div className={props.block} data-invalid={invalid || undefined}>
      <label htmlFor={id}>{props.label}</label>
      {props.children({
        id,
        "aria-invalid": invalid || undefined,
        "aria-describedby": invalid ? `${id}-error` : undefined,
      })}
      {invalid ? (
        <p id={`${id}-error`} className={`${props.block}-error`}>
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
