// One unit's row: its name and a bar per entry in view. The day columns, weekends and today are
// painted once for the whole grid behind the rows (calendar-grid.tsx). Only an active row (the
// cursor's, or one of the selection's) draws a bare cell per day, for the cursor, the selection and
// aria-activedescendant; any other row is its name and its bars, each bar a grid cell spanning its
// days (aria-colindex, aria-colspan) and naming its entries. Rows are what a scroll mounts and a
// step of their days' window redraws (staggered-day-window.ts): a row of a few elements instead of seventy keeps a frame within its budget
// (docs/decisions.md, "Only active calendar rows draw day cells"). In an active row the bars are
// hidden from assistive technology instead, as each cell's label already names the entry on that day.
// A merged (`multi`) item lists its entries in a popover while the pointer is over it or the cursor is
// on it; the cursor's cell is described by that popover, so a screen reader reads the entries too.
import { memo, useMemo, useState } from "react";
import type { CalendarIntervalItem } from "../../../domain/calendar/calendar-interval.ts";
import { intervalEntryType } from "../../../domain/calendar/calendar-entry-type.ts";
import { addDays } from "../../../domain/calendar/calendar-day.ts";
import { drawnEntries } from "../../../domain/calendar/calendar-rows.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { cellId, dayWidth, labelWidth, rowHeight } from "./calendar-layout.ts";
import { itemHolds } from "./entry-label.ts";
import type { ItemText } from "./item-text.ts";
import { UnitStatusBadge } from "./calendar-labels.tsx";
import { useBySlot } from "../../ui/slot-pool.ts";
import { MergedEntryPopover, mergedPopoverId } from "./merged-entry-popover.tsx";

export interface VisibleDay {
  readonly column: number;
  readonly start: number;
  readonly day: string;
  readonly weekend: boolean;
}

const barId = (bar: { readonly item: CalendarIntervalItem }) => bar.item.id;

export const CalendarRow = memo(function CalendarRow(props: {
  unit: UnitDocument;
  row: number;
  top: number;
  width: number;
  items: readonly CalendarIntervalItem[];
  days: readonly VisibleDay[];
  /** The cursor or the selection is in this row: it draws a cell per day. */
  active: boolean;
  /** The cursor's column when the cursor is in this row. */
  cursorColumn: number | undefined;
  /** Selected columns, first and last, when the selection is in this row. */
  selectedFrom: number | undefined;
  selectedTo: number | undefined;
  highlightId: string | undefined;
  /** Ids of this row's items with a command still pending, space-separated (a string: memo-friendly). */
  pendingIds: string;
  /** An item's words in the shown language (item-text.ts), the same function for every row. */
  textOf: (item: CalendarIntervalItem) => ItemText;
}) {
  const { textOf } = props;
  const [hovered, setHovered] = useState<string>();
  const { days, items, active, cursorColumn, selectedFrom, selectedTo } = props;
  const first = days[0];
  const last = days.at(-1);
  // Recomputed on a step of the row's days or a change of the unit's entries, not for the cursor or selection;
  // an item's words are kept per item (item-text.ts), so a step computes only the positions.
  const bars = useMemo(() => {
    if (!first || !last) return [];
    return drawnEntries(items, { dateFrom: first.day, dateTo: addDays(last.day, 1) }).map((bar) => ({
      ...bar,
      ...textOf(bar.item),
      left: labelWidth + (first.column + bar.startColumn) * dayWidth,
      width: (bar.endColumn - bar.startColumn) * dayWidth,
    }));
  }, [items, first, last, textOf]);
  // Each drawn day's entry, for the cells' labels: only an active row has cells.
  const labels = useMemo(() => {
    const byColumn: Array<string | undefined> = [];
    if (active)
      for (const bar of bars) for (let c = bar.startColumn; c < bar.endColumn; c++) byColumn[c] = bar.label;
    return byColumn;
  }, [bars, active]);
  const title = props.unit.title ?? props.unit.id;
  const cursorBar =
    cursorColumn === undefined || !first
      ? undefined
      : bars.find(
          (b) => first.column + b.startColumn <= cursorColumn && cursorColumn < first.column + b.endColumn,
        );
  const cursorOnMerged = cursorBar?.item.source === "multi" ? cursorBar : undefined;
  const popoverBar = cursorOnMerged ?? bars.find((b) => b.item.id === hovered && b.item.source === "multi");
  const drawnBars = useBySlot(barId, bars);
  const pending = props.pendingIds === "" ? undefined : new Set(props.pendingIds.split(" "));
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
      {/* The name as the row's header for assistive technology; what the eye sees is the same name in
          the grid's one sticky column of names (calendar-labels.tsx). */}
      <div role="rowheader" aria-colindex={1} className="visually-hidden">
        {title}
        <UnitStatusBadge status={props.unit.calendarStatus} testId="calendar-unit-status" />
      </div>
      {first && active ? (
        <div className="calendar-cells" style={{ left: first.start }}>
          {days.map((d, index) => {
            const entry = labels[index];
            const here = cursorColumn === d.column;
            return (
              <div
                key={d.column}
                id={cellId(props.row, d.column)}
                role="gridcell"
                aria-colindex={d.column + 2}
                aria-selected={
                  selectedFrom !== undefined && d.column >= selectedFrom && d.column <= (selectedTo ?? -1)
                }
                aria-label={entry === undefined ? d.day : `${d.day}: ${entry}`}
                aria-describedby={here && cursorOnMerged ? mergedPopoverId : undefined}
                className="calendar-cell"
                data-day={d.day}
                data-cursor={here || undefined}
              />
            );
          })}
        </div>
      ) : null}
      {cursorColumn !== undefined ? (
        <div
          aria-hidden="true"
          className="calendar-cursor"
          style={{ left: labelWidth + cursorColumn * dayWidth }}
        />
      ) : null}
      {drawnBars.map(({ item: bar, slot }) => (
        <div
          // Keyed by a recycled slot, not by entry: a recycled row (use-recycled-keys.ts) rewrites
          // its bars' elements instead of removing one set and creating another (a trace of a
          // scroll down showed removeChild as the largest native cost of a frame), and a step
          // across leaves the bars that stay untouched.
          key={slot}
          // In an active row the day cells name the entries; elsewhere the bar is the row's cell.
          aria-hidden={active || undefined}
          role={active ? undefined : "gridcell"}
          aria-colindex={active ? undefined : (first?.column ?? 0) + bar.startColumn + 2}
          aria-colspan={active ? undefined : bar.endColumn - bar.startColumn}
          aria-label={active ? undefined : bar.spoken}
          className="calendar-entry"
          data-testid="calendar-entry"
          data-id={bar.item.id}
          data-type={intervalEntryType(bar.item)}
          data-from={bar.item.dateFrom}
          data-to={bar.item.dateTo}
          data-pending={pending?.has(bar.item.id) || undefined}
          data-selected={
            (props.highlightId !== undefined && itemHolds(bar.item, props.highlightId)) || undefined
          }
          data-cut-start={bar.continuesBefore || undefined}
          data-cut-end={bar.continuesAfter || undefined}
          title={bar.tooltip}
          style={{ left: bar.left, width: bar.width }}
          onPointerEnter={bar.item.source === "multi" ? () => setHovered(bar.item.id) : undefined}
          onPointerLeave={bar.item.source === "multi" ? () => setHovered(undefined) : undefined}
        >
          {bar.label}
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
