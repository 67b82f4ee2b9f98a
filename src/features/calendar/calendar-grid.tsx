// The timeline as an ARIA grid, virtualized both ways in one scroll box: only the rows (property
// headers and units) and days in view (plus a few) are in the DOM, so 1,000 units by two years cost what a screenful does. The
// header and the unit names stick to the top and the left edge. Focus stays on the grid; the cursor
// cell is its active descendant, scrolled into view whenever it moves.
import { useEffect, useMemo, useRef, type PointerEvent } from "react";
import { withinView } from "./within-view.ts";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { CalendarIntervalItem } from "../../../domain/calendar/calendar-interval.ts";
import { dayBackground } from "./day-background.ts";
import { daysBetween } from "../../../domain/calendar/calendar-day.ts";
import type { DateRange } from "../../../domain/calendar/date-range.ts";
import type { DocumentKey } from "../../../domain/commands/command.ts";
import type { CalendarUnitRow } from "../../../domain/calendar/calendar-unit-rows.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import {
  cellId,
  dayWidth,
  headerHeight,
  labelWidth,
  propertyRowHeight,
  rowHeight,
} from "./calendar-layout.ts";
import { CalendarRow } from "./calendar-row.tsx";
import { isItemPending } from "./entry-label.ts";
import { CalendarHeader } from "./calendar-header.tsx";
import { CalendarPropertyRow } from "./calendar-property-row.tsx";
import { CalendarLabels } from "./calendar-labels.tsx";
import { useCalendarWords } from "./item-text.ts";
import { useKeyedRows } from "./use-recycled-keys.ts";
import { staggerGroupOf } from "./staggered-day-window.ts";
import { useStaggeredDays } from "./use-staggered-days.ts";

// Columns drawn beyond each side of the view at the least: a row's days window (staggered-day-window.ts)
// already reaches up to 13 columns further, so a wide overscan would only make every row longer (a
// scroll down draws each new row's bars over all of its window: 56 columns on the bench's
// 1,400-pixel page, where an overscan of 8 and a whole step of slack made it 70).
const columnOverscan = 2;
const rowKinds = ["property", "unit"] as const;

export interface GridPoint {
  readonly row: number;
  readonly column: number;
}

export function CalendarGrid(props: {
  /** Property headers and units, in order; `row` in points counts them all. */
  rows: readonly CalendarUnitRow<UnitDocument>[];
  /** A property's name for its header row; the property id until properties are in the local store. */
  propertyName: (propertyId: string) => string;
  itemsOf: (unitId: string) => readonly CalendarIntervalItem[];
  window: DateRange;
  today: string;
  cursor: GridPoint;
  anchorColumn: number;
  /** The rows of the selected units: [first, last], headers between them not selected. */
  selectedRows: readonly [number, number];
  /** How the next cursor move scrolls: "center" for jumps (today, a deep link), "auto" for steps. */
  scrollAlign: "auto" | "center";
  highlightId: string | undefined;
  pending: ReadonlyMap<DocumentKey, readonly string[]>;
  onPress: (point: GridPoint) => void;
  onDrag: (point: GridPoint) => void;
}) {
  const words = useCalendarWords();
  const scroller = useRef<HTMLDivElement>(null);
  const dayCount = daysBetween(props.window.dateFrom, props.window.dateTo);
  // The columns' virtualizer first: each virtualizer listens to the grid's scroll and reads its
  // offset and size, and the listeners run in the order they were added. The rows' one renders on
  // nearly every frame of a scroll down, so a read after it would force a layout of the rows it
  // just mounted (a trace put 2 ms a frame there); first, the columns' reads find a clean layout,
  // and across, the rows' reads follow a render that redraws a seventh of the rows every two days.
  const columns = useVirtualizer({
    horizontal: true,
    count: dayCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => dayWidth,
    paddingStart: labelWidth,
    scrollPaddingStart: labelWidth,
    overscan: columnOverscan,
  });
  const rows = useVirtualizer({
    count: props.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (props.rows[index]?.kind === "property" ? propertyRowHeight : rowHeight),
    paddingStart: headerHeight,
    scrollPaddingStart: headerHeight,
    overscan: 3,
  });
  const { cursor, scrollAlign } = props;
  useEffect(() => {
    // A step within the view scrolls nothing (within-view.ts); a jump centres the cell.
    const step = scrollAlign === "auto";
    const row = rows.measurementsCache[cursor.row];
    if (!(step && withinView(row, rows.scrollOffset ?? 0, rows.scrollRect?.height ?? 0, headerHeight)))
      rows.scrollToIndex(cursor.row, { align: scrollAlign });
    const column = columns.measurementsCache[cursor.column];
    if (!(step && withinView(column, columns.scrollOffset ?? 0, columns.scrollRect?.width ?? 0, labelWidth)))
      columns.scrollToIndex(cursor.column, { align: scrollAlign });
  }, [cursor.row, cursor.column, scrollAlign, rows, columns]);

  const virtualColumns = columns.getVirtualItems();
  const virtualRows = rows.getVirtualItems();
  // Rows reuse the elements of rows that left the view, headers and units each from their own
  // pool, drawn in the order of their keys (use-recycled-keys.ts): a scroll down then updates
  // elements in place instead of mounting or moving them.
  const drawnRows = useKeyedRows(rowKinds, (index) => props.rows[index]?.kind ?? "unit", virtualRows);
  // The drawn days move in steps of two weeks, not one column, and the rows step in seven groups
  // on different columns (staggered-day-window.ts): scrolling across then redraws about a seventh
  // of the rows every two columns instead of every row on nearly every frame.
  const windowStart = props.window.dateFrom;
  // The most columns the view holds with the overscan on both sides, from the width the
  // virtualizer observes anyway (a ResizeObserver, no read here).
  // The label column's width counts too: the virtualizer's range includes the days behind it.
  const viewColumns = Math.ceil((columns.scrollRect?.width ?? 0) / dayWidth) + 1 + 2 * columnOverscan;
  const daysByGroup = useStaggeredDays(
    windowStart,
    virtualColumns[0]?.index ?? 0,
    virtualColumns.at(-1)?.index ?? -1,
    viewColumns,
    dayCount,
  );
  const width = columns.getTotalSize();
  const selectedFrom = Math.min(props.anchorColumn, cursor.column);
  const selectedTo = Math.max(props.anchorColumn, cursor.column);
  const background = useMemo(() => dayBackground(windowStart), [windowStart]);
  const todayColumn = daysBetween(windowStart, props.today);
  // The grid's visible height, which the virtualizer observes anyway (a ResizeObserver, no read here).
  const viewHeight = rows.scrollRect?.height ?? 0;
  // Each row gets its pending entries as a string, so a command elsewhere does not draw it again.
  const { pending } = props;
  const pendingIdsOf = useMemo(() => {
    const cache = new WeakMap<readonly CalendarIntervalItem[], string>();
    return (items: readonly CalendarIntervalItem[]) => {
      let ids = cache.get(items);
      if (ids === undefined) {
        ids =
          pending.size === 0
            ? ""
            : items
                .filter((item) => isItemPending(item, pending))
                .map((item) => item.id)
                .join(" ");
        cache.set(items, ids);
      }
      return ids;
    };
  }, [pending]);

  const pointAt = (event: PointerEvent<HTMLDivElement>): GridPoint | undefined => {
    const rowElement = (event.target as HTMLElement).closest<HTMLElement>("[data-row][data-unit-id]");
    if (!rowElement) return undefined;
    const column = Math.floor(
      (event.clientX - rowElement.getBoundingClientRect().left - labelWidth) / dayWidth,
    );
    if (column < 0 || column >= dayCount) return undefined;
    return { row: Number(rowElement.dataset.row), column };
  };

  return (
    <div
      ref={scroller}
      className="calendar-grid"
      role="grid"
      tabIndex={0}
      aria-label={words.title}
      aria-rowcount={props.rows.length + 1}
      aria-colcount={dayCount + 1}
      aria-multiselectable="true"
      aria-activedescendant={cellId(cursor.row, cursor.column)}
      data-testid="calendar-grid"
      autoFocus
      onPointerDown={(event) => {
        const point = pointAt(event);
        if (!point || event.button !== 0) return;
        event.preventDefault();
        scroller.current?.focus();
        props.onPress(point);
      }}
      onPointerMove={(event) => {
        if ((event.buttons & 1) === 0) return;
        const point = pointAt(event);
        if (point) props.onDrag(point);
      }}
    >
      <div style={{ position: "relative", width, height: rows.getTotalSize() }}>
        {/* The days' lines, weekends and today, painted on a layer that sticks to the grid's top:
            a scroll down moves it by the compositor and paints none of it again (docs/decisions.md,
            "The calendar's day lines stay put on a scroll down"). No room in the flow: its box is
            0 high, its painting one view high. */}
        <div aria-hidden="true" className="calendar-backdrop" style={{ width }}>
          <div style={{ height: Math.min(viewHeight, rows.getTotalSize()), ...background }}>
            {todayColumn >= 0 && todayColumn < dayCount ? (
              <div className="calendar-today-column" style={{ left: labelWidth + todayColumn * dayWidth }} />
            ) : null}
          </div>
        </div>
        <CalendarHeader days={daysByGroup[0]!} width={width} today={props.today} />
        <CalendarLabels
          rows={props.rows}
          drawn={drawnRows}
          height={rows.getTotalSize()}
          propertyName={props.propertyName}
          propertyHeading={words.propertyHeading}
        />
        {drawnRows.map(({ item, key }) => {
          const row = props.rows[item.index]!;
          if (row.kind === "property")
            return (
              <CalendarPropertyRow
                key={key}
                row={item.index}
                top={item.start}
                width={width}
                heading={words.propertyHeading(props.propertyName(row.propertyId), row.unitCount)}
              />
            );
          const unit = row.unit;
          const here = item.index === cursor.row;
          const selected = item.index >= props.selectedRows[0] && item.index <= props.selectedRows[1];
          const items = props.itemsOf(unit.id);
          return (
            <CalendarRow
              key={key}
              unit={unit}
              row={item.index}
              top={item.start}
              width={width}
              items={items}
              days={daysByGroup[staggerGroupOf(item.index)]!}
              active={selected}
              cursorColumn={here ? cursor.column : undefined}
              selectedFrom={selected ? selectedFrom : undefined}
              selectedTo={selected ? selectedTo : undefined}
              highlightId={props.highlightId}
              pendingIds={pendingIdsOf(items)}
              textOf={words.textOf}
            />
          );
        })}
      </div>
    </div>
  );
}
