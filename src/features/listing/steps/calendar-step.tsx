// Calendar availability: whether the unit's calendar opens for bookings once it is published, or
// stays closed until the host opens dates in the calendar. The same calendar action the calendar
// page sends (setCalendarStatus), only when the choice differs from the unit's.
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { CalendarStatus } from "../../../../domain/calendar/calendar-status.ts";
import { useCurrentUnit } from "../../units/use-current-unit.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegisterSave } from "./use-register-save.ts";

const choices = ["AVAILABLE", "BLOCKED"] as const satisfies readonly CalendarStatus[];

export function CalendarStep(props: ListingStepProps) {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const { send } = useStepForm();
  const draft = useStepDraft<{ status: CalendarStatus }>(props.unitId, props.step.name, () => ({
    status: unit.calendarStatus === "BLOCKED" ? "BLOCKED" : "AVAILABLE",
  }));

  useRegisterSave(props.registerSave, async () => {
    const { status } = draft.values;
    const sent =
      status === unit.calendarStatus || (await send(["setCalendarStatus", { unitId: props.unitId, status }]));
    if (sent) draft.clear();
    return sent;
  });

  return (
    <div className="listing-fields">
      <fieldset className="unit-choices">
        <legend>{t("listing.calendar.question")}</legend>
        {choices.map((status) => (
          <label key={status} className="checkbox-row">
            <input
              type="radio"
              name="calendarStatus"
              value={status}
              checked={draft.values.status === status}
              onChange={() => draft.set({ status })}
            />
            <span>
              {t(`calendar.status.${status}`)}
              <span className="unit-field-hint"> {t(`listing.calendar.${status}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
