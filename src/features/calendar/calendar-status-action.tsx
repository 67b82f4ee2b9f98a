// The calendar action per unit (operations spec §3, §7): available, blocked or paused, set on every
// selected unit as one outbox command each. The select shows the cursor unit's status; NEUTRAL (the
// server's "never set") is listed but cannot be chosen, since no action sets it.
import { useId } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { CalendarStatus } from "../../../domain/calendar/calendar-status.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { useSession } from "../../app/session.tsx";
import { useToast } from "../../ui/toast.tsx";
import { useCommandError } from "../reservations/use-command-error.ts";

const choices: readonly CalendarStatus[] = ["AVAILABLE", "BLOCKED", "PAUSED"];

export function CalendarStatusAction(props: { unit: UnitDocument; selectedUnits: readonly UnitDocument[] }) {
  const { t } = useTranslation();
  const { engine } = useSession();
  const toast = useToast();
  const describe = useCommandError();
  const id = useId();
  const set = (status: CalendarStatus) => {
    const stored = props.selectedUnits.map((u) =>
      engine.outbox.enqueue("setCalendarStatus", { unitId: u.id, status }),
    );
    void Promise.all(stored).then(
      () => toast.show(t("calendar.status.saved")),
      (error: unknown) => toast.show(describe(error), "error"),
    );
  };
  return (
    <span className="calendar-status-action">
      <label htmlFor={id}>{t("calendar.status.label")}</label>
      <select
        id={id}
        data-testid="calendar-status"
        value={props.unit.calendarStatus}
        onChange={(event) => set(event.target.value as CalendarStatus)}
      >
        {props.unit.calendarStatus === "NEUTRAL" ? (
          <option value="NEUTRAL" disabled>
            {t("calendar.status.NEUTRAL")}
          </option>
        ) : null}
        {choices.map((status) => (
          <option key={status} value={status}>
            {t(`calendar.status.${status}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
