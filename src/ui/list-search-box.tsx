// The search box above a list (reservations, inbox): `/` focuses it (the page's keys), Escape clears
// it and gives the keys back to the list, Enter or ArrowDown goes on to the list's rows with the
// search kept. Named for assistive technology by a hidden label; the placeholder says the same.
import type { RefObject } from "react";

export function ListSearchBox(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        ref={props.inputRef}
        type="search"
        placeholder={props.label}
        value={props.value}
        aria-keyshortcuts="/"
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            props.onChange("");
            event.currentTarget.blur();
          }
          if (event.key === "Enter" || event.key === "ArrowDown") event.currentTarget.blur();
        }}
      />
    </>
  );
}
