import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { DateRange } from "../../../domain/calendar/date-range.ts";
import type { UnitId } from "../../../domain/ids.ts";
import { useSession } from "../../app/session.tsx";
import { useToast } from "../../ui/toast.tsx";
import { useCommandError } from "../reservations/use-command-error.ts";

/** Blocks or unblocks nights of a unit through the outbox, with a toast once the command is stored. */
export function useDateCommands(): (action: "block" | "unblock", unitId: UnitId, range: DateRange) => void {
  const { t } = useTranslation();
  const { engine } = useSession();
  const toast = useToast();
  const describe = useCommandError();
  return useCallback(
    (action, unitId, range) => {
      const payload = { unitId, dateFrom: range.dateFrom, dateTo: range.dateTo };
      const stored =
        action === "block"
          ? engine.outbox.enqueue("blockDates", payload)
          : engine.outbox.enqueue("unblockDates", payload);
      void stored.then(
        () => toast.show(t(action === "block" ? "calendar.blocked" : "calendar.unblocked")),
        (error: unknown) => toast.show(describe(error), "error"),
      );
    },
    [engine, t, toast, describe],
  );
}
