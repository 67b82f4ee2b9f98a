// The calendar drawn from its kept first screen (domain/first-screen/calendar-first-screen.ts) while
// the local store is read: the top rows and the bars around today, where the live grid draws them
// (the same window, sizes, classes and scroll position), marked busy. Nothing on it changes data:
// it has no cursor and no selection, and the calendar's keys act once the live grid is there. It is
// small and needs no virtualizer, so the starting screen can draw it before the calendar's code loads.
import { useLayoutEffect, useMemo, useRef } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { addDays, daysBetween } from "../../../domain/calendar/calendar-day.ts";
import { calendarWindow, isWeekend } from "../../../domain/calendar/calendar-window.ts";
import { placeKeptBars } from "../../../domain/first-screen/calendar-first-screen.ts";
import type { CalendarFirstScreen } from "../../../domain/first-screen/first-screen.ts";
import { dayWidth, headerHeight, labelWidth, propertyRowHeight, rowHeight } from "./calendar-layout.ts";
import { CalendarHeader } from "./calendar-header.tsx";
import type { VisibleDay } from "./calendar-row.tsx";
import { dayBackground } from "./day-background.ts";
// The property rows' styles: the rest of the timeline's are in src/ui/base.css.
import "./calendar.css";

export function KeptCalendarGrid(props: { kept: CalendarFirstScreen; today: string }) {
  const { t } = useTranslation();
  const { kept, today } = props;
  const scroller = useRef<HTMLDivElement>(null);
  // The live page's window for a plain /calendar (no booking in focus).
  const window = useMemo(() => calendarWindow(today, undefined), [today]);
  const dayCount = daysBetween(window.dateFrom, window.dateTo);
  const width = labelWidth + dayCount * dayWidth;
  const days = useMemo(() => {
    const list: VisibleDay[] = [];
    const from = Math.max(0, daysBetween(window.dateFrom, kept.dateFrom));
    const to = Math.min(dayCount, daysBetween(window.dateFrom, kept.dateTo));
    for (let column = from; column < to; column++) {
      const day = addDays(window.dateFrom, column);
      list.push({ column, start: labelWidth + column * dayWidth, day, weekend: isWeekend(day) });
    }
    return list;
  }, [window, kept.dateFrom, kept.dateTo, dayCount]);
  const placed = useMemo(() => {
    let top = headerHeight;
    return kept.rows.map((row) => {
      const at = top;
      top += row.kind === "property" ? propertyRowHeight : rowHeight;
      return {
        row,
        top: at,
        bars: row.kind === "unit" ? placeKeptBars(row.bars, kept, window) : [],
      };
    });
  }, [kept, window]);
  const height = placed.reduce(
    (sum, { row }) => sum + (row.kind === "property" ? propertyRowHeight : rowHeight),
    headerHeight,
  );
  const todayColumn = daysBetween(window.dateFrom, today);
  // Where the live grid's first cursor scrolls (a jump centres its cell, as @tanstack/react-virtual
  // aligns "center" with the names' column as scroll padding), so the live grid replaces this in place.
  useLayoutEffect(() => {
    const grid = scroller.current;
    if (grid) grid.scrollLeft = Math.max(0, todayColumn * dayWidth + (dayWidth - grid.clientWidth) / 2);
  }, [todayColumn]);
  return (
    <div
      ref={scroller}
      className="calendar-grid"
      role="grid"
      aria-label={t("calendar.title")}
      aria-busy="true"
      aria-rowcount={kept.rows.length + 1}
      aria-colcount={dayCount + 1}
      data-first-screen="true"
      data-testid="calendar-first-screen"
    >
      <div style={{ position: "relative", width, height, ...dayBackground(window.dateFrom) }}>
        <CalendarHeader days={days} width={width} today={today} />
        <div
          aria-hidden="true"
          className="calendar-labels"
          style={{ width: labelWidth, height: height - headerHeight }}
        >
          {placed.map(({ row, top }, index) =>
            row.kind === "property" ? (
              <div
                key={index}
                className="calendar-property"
                style={{ top: top - headerHeight, height: propertyRowHeight }}
              >
                {row.label}
              </div>
            ) : (
              <div
                key={index}
                className="calendar-unit"
                title={row.title}
                style={{ top: top - headerHeight, height: rowHeight }}
              >
                <span className="calendar-unit-title">{row.title}</span>
                {row.statusLabel === null ? null : (
                  <span className="calendar-unit-status">{row.statusLabel}</span>
                )}
              </div>
            ),
          )}
        </div>
        {todayColumn >= 0 && todayColumn < dayCount ? (
          <div
            aria-hidden="true"
            className="calendar-today-column"
            style={{ left: labelWidth + todayColumn * dayWidth }}
          />
        ) : null}
        {placed.map(({ row, top, bars }, index) =>
          row.kind === "property" ? (
            <div
              key={index}
              role="row"
              aria-rowindex={index + 2}
              className="calendar-property-row"
              style={{ transform: `translateY(${top}px)`, width, height: propertyRowHeight }}
            >
              <div role="rowheader" aria-colindex={1} className="visually-hidden">
                {row.label}
              </div>
            </div>
          ) : (
            <div
              key={index}
              role="row"
              aria-rowindex={index + 2}
              className="calendar-row"
              data-unit-id={row.id}
              data-calendar-status={row.calendarStatus}
              style={{ transform: `translateY(${top}px)`, width, height: rowHeight }}
            >
              <div role="rowheader" aria-colindex={1} className="visually-hidden">
                {row.title}
                {row.statusLabel === null ? null : <span>{row.statusLabel}</span>}
              </div>
              {bars.map(({ bar, startColumn, endColumn, continuesBefore, continuesAfter }) => (
                <div
                  key={bar.id}
                  role="gridcell"
                  aria-colindex={startColumn + 2}
                  aria-colspan={endColumn - startColumn}
                  aria-label={bar.spoken}
                  className="calendar-entry"
                  data-testid="calendar-entry"
                  data-id={bar.id}
                  data-type={bar.type}
                  data-from={bar.dateFrom}
                  data-to={bar.dateTo}
                  data-pending={bar.pending || undefined}
                  data-cut-start={continuesBefore || undefined}
                  data-cut-end={continuesAfter || undefined}
                  title={bar.tooltip ?? undefined}
                  style={{
                    left: labelWidth + startColumn * dayWidth,
                    width: (endColumn - startColumn) * dayWidth,
                  }}
                >
                  {bar.label}
                </div>
              ))}
            </div>
          ),
        )}
      </div>
    </div>
  );
}
