// Keeping what a reload of /calendar shows first (domain/first-screen/calendar-first-screen.ts): the
// top rows of the live timeline and their bars around today, in the live rows' words. Kept only
// while the page shows the plain timeline as a reload would (no search, no unit picked, no booking
// or date in focus, the wide grid), so the copy is never a view the host did not ask for.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { CalendarIntervalItem } from "../../../domain/calendar/calendar-interval.ts";
import { intervalEntryType } from "../../../domain/calendar/calendar-entry-type.ts";
import type { CalendarUnitRow } from "../../../domain/calendar/calendar-unit-rows.ts";
import type { DocumentKey } from "../../../domain/commands/command.ts";
import { keptCalendarDays, keptCalendarRows } from "../../../domain/first-screen/calendar-first-screen.ts";
import { firstScreenVersion, type CalendarFirstScreen } from "../../../domain/first-screen/first-screen.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { useKeepFirstScreen } from "../../ui/use-first-screen.ts";
import { dayWidth, labelWidth, propertyRowHeight } from "./calendar-layout.ts";
import { isItemPending } from "./entry-label.ts";
import { useCalendarWords } from "./item-text.ts";

export const calendarFirstScreenView = "calendar";

export function useKeepCalendarScreen(input: {
  /** False while the page is not the plain timeline a reload shows, or the store is not read yet. */
  keep: boolean;
  userId: string;
  today: string;
  rows: readonly CalendarUnitRow<UnitDocument>[];
  itemsOf: (unitId: string) => readonly CalendarIntervalItem[];
  pending: ReadonlyMap<DocumentKey, readonly string[]>;
  propertyName: (propertyId: string) => string;
}): void {
  const { t, i18n } = useTranslation();
  const { textOf, propertyHeading } = useCalendarWords();
  const { keep, userId, today, rows, itemsOf, pending, propertyName } = input;
  useKeepFirstScreen((): CalendarFirstScreen | undefined => {
    if (!keep || rows.length === 0) return undefined;
    // What this window shows from its top left corner: a reload opens the same size of window.
    const days = keptCalendarDays(today, Math.max(1, (window.innerWidth - labelWidth) / dayWidth));
    return {
      version: firstScreenVersion,
      screen: "calendar",
      userId,
      view: calendarFirstScreenView,
      locale: i18n.language,
      savedAt: Date.now(),
      count: rows.filter((row) => row.kind === "unit").length,
      ...days,
      rows: keptCalendarRows(
        rows,
        itemsOf,
        days,
        {
          property: (id, count) => propertyHeading(propertyName(id), count),
          status: (unit) =>
            unit.calendarStatus === "BLOCKED" || unit.calendarStatus === "PAUSED"
              ? t(`calendar.status.${unit.calendarStatus}`)
              : null,
          bar: (item) => {
            const text = textOf(item);
            return {
              type: intervalEntryType(item),
              label: text.label,
              tooltip: text.tooltip ?? null,
              spoken: text.spoken,
              pending: isItemPending(item, pending),
            };
          },
        },
        Math.ceil(window.innerHeight / propertyRowHeight),
      ),
    };
  }, [keep, rows, itemsOf, pending, today]);
}
