// The host's open tasks on the overview (operations spec §3, §4): each bulk switch not yet done or
// dismissed, to open (the task moves to in progress) or dismiss (hidden, for good). A warning comes
// first when units are still booked on request and the setting asks for it.
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { isTaskOpen, type TaskType } from "../../../domain/tasks/task.ts";
import { tasksOf } from "../../../domain/tasks/task-document.ts";
import { hasUnitsOnRequest, unitsBookingType } from "../../../domain/tasks/units-booking-type.ts";
import { useSession } from "../../app/session.tsx";
import { usePublicSettings } from "../../app/use-public-settings.ts";
import { useToast } from "../../ui/toast.tsx";
import { useCommandError } from "../reservations/use-command-error.ts";
import { useRecords } from "../sync/use-records.ts";
import { useLocalUnits } from "../unit-selector/use-local-units.ts";

const BulkSwitchDialog = lazy(() =>
  import("./bulk-switch-dialog.tsx").then((m) => ({ default: m.BulkSwitchDialog })),
);

export function TasksCard() {
  const { t } = useTranslation();
  const { engine } = useSession();
  const toast = useToast();
  const describe = useCommandError();
  const records = useRecords();
  const units = useLocalUnits();
  const settings = usePublicSettings();
  const [opened, setOpened] = useState<TaskType | undefined>(undefined);
  const open = useMemo(
    () => tasksOf(records.tasks.values()).filter((task) => isTaskOpen(task.status)),
    [records.tasks],
  );
  const onRequest = settings?.onRequestBookingTypeWarning === true && hasUnitsOnRequest(units);

  const move = (task: TaskType, status: "in_progress" | "hidden") =>
    engine.outbox.enqueue("updateTask", { taskType: task, status }).catch((error: unknown) => {
      toast.show(describe(error), "error");
    });

  return (
    <section className="overview-card" aria-labelledby="overview-tasks" data-testid="overview-tasks">
      <h2 id="overview-tasks">{t("overview.tasks.title")}</h2>
      {onRequest ? (
        <p className="notice info overview-warning" data-testid="on-request-warning">
          {t("overview.tasks.onRequestWarning")}
        </p>
      ) : null}
      {!records.ready ? (
        <p className="overview-none">{t("app.loading")}</p>
      ) : open.length === 0 ? (
        <p className="overview-none">{t("overview.tasks.none")}</p>
      ) : (
        <ul className="overview-tasks">
          {open.map((task) => (
            <li key={task.type} data-testid={`task-${task.type}`}>
              <strong>{t(`overview.tasks.types.${task.type}.title`)}</strong>
              <p className="overview-note">{t(`overview.tasks.types.${task.type}.body`)}</p>
              <div className="actions">
                <button
                  type="button"
                  className="primary"
                  onClick={() => {
                    if (task.status === "not_started") void move(task.type, "in_progress");
                    setOpened(task.type);
                  }}
                >
                  {t("overview.tasks.open")}
                </button>
                <button type="button" className="secondary" onClick={() => void move(task.type, "hidden")}>
                  {t("overview.tasks.dismiss")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <BulkSwitchDialog
            task={opened}
            current={unitsBookingType(units)}
            onClose={() => setOpened(undefined)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
