import { useCallback, useEffect } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { DateRange } from "../../../domain/calendar/date-range.ts";
import type { UnitId } from "../../../domain/ids.ts";
import { useSession } from "../../app/session.tsx";
import { useToast } from "../../ui/toast.tsx";
import { useCommandError } from "../reservations/use-command-error.ts";

/**
 * Blocks or unblocks the same nights of one or several units through the outbox: one command per
 * unit (the spec's calls take one unit), and one toast once all of them are stored. Each is drawn
 * before this returns (the outbox's unsaved list); one whose write fails is undrawn and its error shown.
 */
export function useDateCommands(): (
  action: "block" | "unblock",
  unitIds: readonly UnitId[],
  range: DateRange,
) => void {
  const { t } = useTranslation();
  const { engine } = useSession();
  const toast = useToast();
  const describe = useCommandError();
  // With the catalogue loaded, the first block of a session is drawn at once too (sync/outbox.ts).
  useEffect(() => {
    void engine.outbox.prepare().catch(() => undefined);
  }, [engine]);
  return useCallback(
    (action, unitIds, range) => {
      const stored = unitIds.map((unitId) => {
        const payload = { unitId, dateFrom: range.dateFrom, dateTo: range.dateTo };
        return action === "block"
          ? engine.outbox.enqueue("blockDates", payload)
          : engine.outbox.enqueue("unblockDates", payload);
      });
      void Promise.all(stored).then(
        () => toast.show(t(action === "block" ? "calendar.blocked" : "calendar.unblocked")),
        (error: unknown) => toast.show(describe(error), "error"),
      );
    },
    [engine, t, toast, describe],
  );
}
