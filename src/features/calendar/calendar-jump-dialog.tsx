// `g`: a small dialog asking for a date; the timeline widens to hold it if needed, and the cursor
// jumps there on the same unit. The browser's date field gives the locale's format and a picker.
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { isCalendarDay } from "../../../domain/calendar/calendar-day.ts";
import { Dialog } from "../../ui/dialog.tsx";

export function CalendarJumpDialog(props: {
  open: boolean;
  initialDay: string;
  onClose: () => void;
  onJump: (day: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const [value, setValue] = useState(props.initialDay);
  const [invalid, setInvalid] = useState(false);
  const [openedFor, setOpenedFor] = useState(false);
  // Each opening starts from the cursor's day (adjusting state while rendering, not in an effect).
  if (props.open !== openedFor) {
    setOpenedFor(props.open);
    if (props.open) {
      setValue(props.initialDay);
      setInvalid(false);
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCalendarDay(value)) {
      setInvalid(true);
      return;
    }
    props.onJump(value);
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} labelledBy={titleId} width={360}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{t("calendar.jump.title")}</h2>
        <div className="field">
          <label htmlFor={fieldId}>{t("calendar.jump.date")}</label>
          <input
            id={fieldId}
            type="date"
            value={value}
            autoFocus
            required
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setInvalid(false);
            }}
          />
          {invalid ? (
            <span id={errorId} className="error" role="alert">
              {t("calendar.jump.invalid")}
            </span>
          ) : null}
        </div>
        <div className="actions">
          <button type="button" className="secondary" onClick={props.onClose}>
            {t("calendar.jump.cancel")}
          </button>
          <button type="submit" className="primary">
            {t("calendar.jump.go")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
