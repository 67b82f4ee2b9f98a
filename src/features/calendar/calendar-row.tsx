// One unit's row: its name, a cell per visible day (today, weekends, the selection and the cursor
// marked), and a bar per entry in view. Bars are drawn over the cells and hidden from assistive
// technology: each cell's label already names the entry on that day. A merged (`multi`) item lists
// its entries in a popover while the pointer is over it or the cursor is on it; the cursor's cell
// is described by that popover, so a screen reader reads the entries too.
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CalendarIntervalItem } from "../../../domain/calendar/calendar-interval.ts";
import { intervalEntryType } from "../../../domain/calendar/calendar-entry-type.ts";
import { addDays } from "../../../domain/calendar/calendar-day.ts";
import { drawnEntries } from "../../../domain/calendar/calendar-rows.ts";
import type { DocumentKey } from "../../../domain/commands/command.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { cellId, dayWidth, labelWidth, rowHeight } from "./calendar-layout.ts";
import { isItemPending, itemHolds, itemLabel, itemTooltip } from "./entry-label.ts";
import { MergedEntryPopover, mergedPopoverId } from "./merged-entry-popover.tsx";

export interface VisibleDay {
  readonly column: number;
  readonly start: number;
  readonly day: string;
  readonly weekend: boolean;
}

export const CalendarRow = memo(function CalendarRow(props: {
  unit: UnitDocument;
  row: number;
  top: number;
  width: number;
  items: readonly CalendarIntervalItem[];
  days: readonly VisibleDay[];
  today: string;
  /** The cursor's column when the cursor is in this row. */
  cursorColumn: number | undefined;
  /** Selected columns [first, last] when the selection is in this row. */
  selection: readonly [number, number] | undefined;
  highlightId: string | undefined;
  pending: ReadonlyMap<DocumentKey, readonly string[]>;
}) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<string>();
  const { days, selection } = props;
  const first = days[0];
  const last = days.at(-1);
  const bars =
    first && last
      ? drawnEntries(props.items, { dateFrom: first.day, dateTo: addDays(last.day, 1) }).map((bar) => ({
          ...bar,
          left: labelWidth + (first.column + bar.startColumn) * dayWidth,
          width: (bar.endColumn - bar.startColumn) * dayWidth,
        }))
      : [];
  const labelOfColumn = new Map<number, string>();
  for (const bar of bars)
    for (let c = bar.startColumn; c < bar.endColumn; c++)
      labelOfColumn.set(first!.column + c, itemLabel(bar.item, t));
  const title = props.unit.title ?? props.unit.id;
  const cursorBar =
    props.cursorColumn === undefined
      ? undefined
      : bars.find(
          (b) =>
            first!.column + b.startColumn <= props.cursorColumn! &&
            props.cursorColumn! < first!.column + b.endColumn,
        );
  const cursorOnMerged = cursorBar?.item.source === "multi" ? cursorBar : undefined;
  const popoverBar = cursorOnMerged ?? bars.find((b) => b.item.id === hovered && b.item.source === "multi");
  return (
    <div
      role="row"
      aria-rowindex={props.row + 2}
      className="calendar-row"
      data-unit-id={props.unit.id}
      data-row={props.row}
      data-popover={popoverBar ? true : undefined}
      data-calendar-status={props.unit.calendarStatus}
      style={{ transform: `translateY(${props.top}px)`, width: props.width, height: rowHeight }}
    >
      <div role="rowheader" aria-colindex={1} className="calendar-unit" title={title}>
        <span className="calendar-unit-title">{title}</span>
        {props.unit.calendarStatus === "BLOCKED" || props.unit.calendarStatus === "PAUSED" ? (
          <span className="calendar-unit-status" data-testid="calendar-unit-status">
            {t(`calendar.status.${props.unit.calendarStatus}`)}
          </span>
        ) : null}
      </div>
      {days.map((d) => {
        const selected = selection !== undefined && d.column >= selection[0] && d.column <= selection[1];
        const entry = labelOfColumn.get(d.column);
        return (
          <div
            key={d.column}
            id={cellId(props.row, d.column)}
            role="gridcell"
            aria-colindex={d.column + 2}
            aria-selected={selected}
            aria-label={entry === undefined ? d.day : `${d.day}: ${entry}`}
            aria-describedby={cursorOnMerged && props.cursorColumn === d.column ? mergedPopoverId : undefined}
            className="calendar-cell"
            data-day={d.day}
            data-weekend={d.weekend || undefined}
            data-today={d.day === props.today || undefined}
            data-cursor={props.cursorColumn === d.column || undefined}
            style={{ left: d.start }}
          />
        );
      })}
      {bars.map((bar) => (
        <div
          key={bar.item.id}
          aria-hidden="true"
          className="calendar-entry"
          data-testid="calendar-entry"
          data-id={bar.item.id}
          data-type={intervalEntryType(bar.item)}
          data-from={bar.item.dateFrom}
          data-to={bar.item.dateTo}
          data-pending={isItemPending(bar.item, props.pending) || undefined}
          data-selected={
            (props.highlightId !== undefined && itemHolds(bar.item, props.highlightId)) || undefined
          }
          data-cut-start={bar.continuesBefore || undefined}
          data-cut-end={bar.continuesAfter || undefined}
          title={bar.item.source === "multi" ? undefined : itemTooltip(bar.item, t)}
          style={{ left: bar.left, width: bar.width }}
          onPointerEnter={bar.item.source === "multi" ? () => setHovered(bar.item.id) : undefined}
          onPointerLeave={bar.item.source === "multi" ? () => setHovered(undefined) : undefined}
        >
          {itemLabel(bar.item, t)}
        </div>
      ))}
      {popoverBar ? (
        <MergedEntryPopover
          item={popoverBar.item}
          left={popoverBar.left}
          // Only the cursor's popover describes a cell: ids stay unique with a hovered one elsewhere.
          describes={popoverBar === cursorOnMerged}
        />
      ) : null}
    </div>
  );
});
