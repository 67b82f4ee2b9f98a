// The calendar on a phone (< 640 px): one unit's month as a grid of weeks, each night coloured by
// the entry holding it. Tap a night to select it, tap a later one to extend the selection to it;
// the toolbar's block, unblock and status act on it as on the timeline, and the keys still work.
import { useTranslation } from "../../i18n/use-translation.ts";
import { addDays, dayNumber } from "../../../domain/calendar/calendar-day.ts";
import { intervalEntryType } from "../../../domain/calendar/calendar-entry-type.ts";
import type { CalendarIntervalItem } from "../../../domain/calendar/calendar-interval.ts";
import { itemOn } from "../../../domain/calendar/calendar-rows.ts";
import { addMonths, monthStart } from "../../../domain/calendar/calendar-window.ts";
import type { DateRange } from "../../../domain/calendar/date-range.ts";
import type { DocumentKey } from "../../../domain/commands/command.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { isItemPending, itemLabel } from "./entry-label.ts";

/** Monday first: 1970-01-01 (day number 0) was a Thursday. */
const weekdayIndex = (day: string) => (((dayNumber(day) + 3) % 7) + 7) % 7;

export function CalendarMonthView(props: {
  units: readonly UnitDocument[];
  unit: UnitDocument;
  items: readonly CalendarIntervalItem[];
  cursorDay: string;
  selection: DateRange;
  today: string;
  window: DateRange;
  pending: ReadonlyMap<DocumentKey, readonly string[]>;
  onPickUnit: (unitId: string) => void;
  onMonth: (months: number) => void;
  onTap: (day: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.replace("_", "-");
  const first = monthStart(props.cursorDay);
  const next = addMonths(first, 1);
  const lead = weekdayIndex(first);
  const days: string[] = [];
  for (let day = first; day < next; day = addDays(day, 1)) days.push(day);
  const cells: Array<string | null> = [...Array<null>(lead).fill(null), ...days];
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "narrow", timeZone: "UTC" });
  // A day's name is its full date, which holds the day number the cell shows (a screen reader's
  // name must contain the visible text, WCAG 2.5.3), rather than the bare ISO date.
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => weekday.format(new Date(Date.UTC(2024, 0, 1 + i))));
  return (
    <section className="calendar-month-view" data-testid="calendar-month" aria-label={t("calendar.title")}>
      <select
        className="calendar-month-unit"
        aria-label={t("calendar.month.unit")}
        value={props.unit.id}
        onChange={(event) => props.onPickUnit(event.target.value)}
      >
        {props.units.map((u) => (
          <option key={u.id} value={u.id}>
            {u.title ?? u.id}
          </option>
        ))}
      </select>
      <div className="calendar-month-nav">
        <button
          type="button"
          className="secondary"
          aria-label={t("calendar.month.previous")}
          disabled={first <= props.window.dateFrom}
          onClick={() => props.onMonth(-1)}
        >
          ‹
        </button>
        <h2 data-testid="calendar-month-name">{monthName.format(new Date(`${first}T00:00:00Z`))}</h2>
        <button
          type="button"
          className="secondary"
          aria-label={t("calendar.month.next")}
          disabled={next >= props.window.dateTo}
          onClick={() => props.onMonth(1)}
        >
          ›
        </button>
      </div>
      <div role="grid" aria-multiselectable="true" className="calendar-month-grid">
        <div role="row" className="calendar-month-week">
          {weekdays.map((w, i) => (
            <div key={i} role="columnheader" className="calendar-month-weekday">
              {w}
            </div>
          ))}
        </div>
        {weeks.map((week, w) => (
          <div key={w} role="row" className="calendar-month-week">
            {week.map((day, i) => {
              if (day === null) return <div key={`empty-${i}`} role="gridcell" aria-hidden="true" />;
              const item = itemOn(props.items, day);
              const label = item ? itemLabel(item, t) : undefined;
              const selected = day >= props.selection.dateFrom && day < props.selection.dateTo;
              return (
                <div
                  key={day}
                  role="gridcell"
                  aria-selected={selected}
                  className="calendar-month-day"
                  data-day={day}
                  data-type={item ? intervalEntryType(item) : undefined}
                  data-pending={(item && isItemPending(item, props.pending)) || undefined}
                  data-today={day === props.today || undefined}
                  data-cursor={day === props.cursorDay || undefined}
                  onClick={() => props.onTap(day)}
                >
                  {/* Named by its content, not an aria-label: an aria-label must contain the
                      visible text (WCAG 2.5.3), which the full date and the stay's label split
                      apart; the day's number stands for the date read out instead. */}
                  <span className="visually-hidden">
                    {fullDate.format(new Date(`${day}T00:00:00Z`))}
                    {label === undefined ? "" : ": "}
                  </span>
                  <span aria-hidden="true">{Number(day.slice(8))}</span>
                  {label !== undefined ? <small>{label}</small> : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
