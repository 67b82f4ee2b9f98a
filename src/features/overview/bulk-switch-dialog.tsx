// A bulk-switch task's modal (operations spec §2, §4, §5): the booking type for every unit, from the
// options the task allows (instant preselected); Save only once the choice would change something.
// Saving is two outbox commands — the switch, then the task marked done — so it works offline and
// each reaches the server once; the units show the new type at once.
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { BookingTypeValue } from "../../../domain/configuration/booking-type.ts";
import { BookingTypeValue as BookingTypes } from "../../../domain/configuration/booking-type.ts";
import { canSaveBulkSwitch, openBulkSwitchForm } from "../../../domain/tasks/bulk-switch-form.ts";
import type { TaskType } from "../../../domain/tasks/task.ts";
import { useSession } from "../../app/session.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { useToast } from "../../ui/toast.tsx";
import { useCommandError } from "../reservations/use-command-error.ts";

export function BulkSwitchDialog(props: {
  task: TaskType;
  current: BookingTypeValue | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { engine } = useSession();
  const toast = useToast();
  const describe = useCommandError();
  const id = useId();
  const [form, setForm] = useState(() =>
    openBulkSwitchForm(props.task, BookingTypes.literals, props.current),
  );

  const save = async () => {
    if (!canSaveBulkSwitch(form) || form.selected === null) return;
    try {
      await engine.outbox.enqueue("changeBookingPreference", { bookingType: form.selected });
      await engine.outbox.enqueue("updateTask", { taskType: props.task, status: "done" });
      toast.show(t("overview.tasks.saved"));
      props.onClose();
    } catch (error) {
      toast.show(describe(error), "error");
    }
  };

  return (
    <Dialog open onClose={props.onClose} labelledBy={`${id}-title`} width={688}>
      <form
        className="bulk-switch"
        data-testid={`bulk-switch-${props.task}`}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <h2 id={`${id}-title`}>{t(`overview.tasks.types.${props.task}.title`)}</h2>
        <p className="guest-profile-lead">
          {props.current === null
            ? t("overview.tasks.mixed")
            : t("overview.tasks.current", { type: t(`overview.tasks.bookingTypes.${props.current}`) })}
        </p>
        <fieldset className="guest-profile-options">
          <legend className="visually-hidden">{t(`overview.tasks.types.${props.task}.title`)}</legend>
          {form.allowed.map((type) => (
            <label key={type} className="guest-profile-option" data-chosen={form.selected === type}>
              <input
                type="radio"
                name={`${id}-type`}
                checked={form.selected === type}
                onChange={() => setForm((f) => ({ ...f, selected: type }))}
              />
              <span>{t(`overview.tasks.bookingTypes.${type}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="actions">
          <button type="button" className="secondary" onClick={props.onClose}>
            {t("app.cancel")}
          </button>
          <button type="submit" className="primary" disabled={!canSaveBulkSwitch(form)}>
            {t("overview.tasks.save")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
