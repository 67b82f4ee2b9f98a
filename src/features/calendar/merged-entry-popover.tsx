// The entries a merged (`multi`) item holds, each with its kind colour, guest or block, and dates:
// shown under the bar while the pointer is over it or the cursor is on it (calendar-row.tsx).
import { useTranslation } from "../../i18n/use-translation.ts";
import { intervalEntryType } from "../../../domain/calendar/calendar-entry-type.ts";
import type { CalendarIntervalItem } from "../../../domain/calendar/calendar-interval.ts";
import { intervalLabel } from "./entry-label.ts";

/** The id of the cursor's popover, for its cell's aria-describedby. */
export const mergedPopoverId = "calendar-merged-popover";

export function MergedEntryPopover(props: { item: CalendarIntervalItem; left: number; describes: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      id={props.describes ? mergedPopoverId : undefined}
      role="tooltip"
      className="calendar-popover"
      data-testid="calendar-popover"
      data-for={props.item.id}
      style={{ left: props.left }}
    >
      <strong>{t("calendar.mergedTitle", { count: props.item.children.length })}</strong>
      <ul>
        {props.item.children.map((child) => (
          <li key={child.id} data-type={intervalEntryType(child)} data-testid="calendar-popover-entry">
            {t("calendar.entryDates", {
              label: intervalLabel(child, t),
              from: child.dateFrom,
              to: child.dateTo,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
