// /calendar and /calendar/{bookingId} (operations spec §2): every unit as a row, days as columns,
// reservations and blocks drawn from the local store with the host's pending commands, driven from
// the keyboard (`?` lists the keys) or by dragging across a row. Block and unblock are outbox
// commands: drawn at once, marked pending until the server has them.
import { useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { addDays, daysBetween } from "../../../domain/calendar/calendar-day.ts";
import { selectedDateRange } from "../../../domain/calendar/calendar-query-range.ts";
import {
  calendarRowItems,
  intervalsByUnit,
  itemOn,
  reservationOn,
} from "../../../domain/calendar/calendar-rows.ts";
import type { CalendarIntervalItem } from "../../../domain/calendar/calendar-interval.ts";
import { calendarWindow, columnOfDay } from "../../../domain/calendar/calendar-window.ts";
import { localToday } from "../../ui/local-today.ts";
import { detailPathOf } from "../reservations/detail-path.ts";
import { CalendarFailedCommands } from "./calendar-failed-commands.tsx";
import { CalendarGrid, type GridPoint } from "./calendar-grid.tsx";
import { CalendarShortcutsDialog } from "./calendar-shortcuts-dialog.tsx";
import { clampDay, moveCursor, type CalendarCursor } from "./calendar-cursor.ts";
import { calendarUnits } from "./calendar-units.ts";
import { useCalendarKeys } from "./use-calendar-keys.ts";
import { useCalendarSnapshot } from "./use-calendar-snapshot.ts";
import { useDateCommands } from "./use-date-commands.ts";

export function CalendarPage() {
  const { t } = useTranslation();
  const { bookingId } = useParams();
  const navigate = useNavigate();
  const snapshot = useCalendarSnapshot();
  const today = localToday();
  const linked = bookingId === undefined ? undefined : snapshot.reservations.get(bookingId);
  const focus = linked === undefined ? undefined : { dateFrom: linked.checkIn, dateTo: linked.checkOut };
  const timeline = useMemo(
    () => calendarWindow(today, focus),
    // The focus matters by its dates only; a new object with the same dates is the same window.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [today, focus?.dateFrom, focus?.dateTo],
  );
  const units = useMemo(() => calendarUnits(snapshot.units.values()), [snapshot.units]);
  const byUnit = useMemo(
    () => intervalsByUnit(snapshot.reservations.values(), snapshot.unavailabilities.values()),
    [snapshot.reservations, snapshot.unavailabilities],
  );
  // Rows group their intervals when first drawn: a scroll frame groups only the rows coming into view.
  const itemsOf = useMemo(() => {
    const cache = new Map<string, readonly CalendarIntervalItem[]>();
    return (unitId: string) => {
      let items = cache.get(unitId);
      if (items === undefined) {
        items = calendarRowItems(byUnit.get(unitId) ?? []);
        cache.set(unitId, items);
      }
      return items;
    };
  }, [byUnit]);

  const [cursor, setCursor] = useState<CalendarCursor>({
    unitId: undefined,
    day: today,
    anchorDay: today,
    align: "center",
  });
  // A deep link selects its booking once it is in the local store (adjusting state while rendering,
  // as React recommends over an effect, so the first paint already shows the selection).
  const [linkedFor, setLinkedFor] = useState<string>();
  if (linked !== undefined && linkedFor !== bookingId) {
    setLinkedFor(bookingId);
    setCursor({
      unitId: linked.unitId,
      day: addDays(linked.checkOut, -1),
      anchorDay: linked.checkIn,
      align: "center",
    });
  }
  const [helpOpen, setHelpOpen] = useState(false);
  const dateCommand = useDateCommands();

  const rowIndex = Math.max(
    0,
    units.findIndex((u) => u.id === cursor.unitId),
  );
  const unit = units[rowIndex];
  const day = clampDay(timeline, cursor.day);
  const anchorDay = clampDay(timeline, cursor.anchorDay);
  const range = selectedDateRange(anchorDay, day);
  const point: GridPoint = { row: rowIndex, column: columnOfDay(timeline, day) };

  const move = (by: Parameters<typeof moveCursor>[1], extend = false) =>
    setCursor((current) =>
      moveCursor({ ...current, unitId: current.unitId ?? unit?.id }, by, timeline, extend),
    );
  const moveRow = (by: number) => {
    const next = units[Math.min(units.length - 1, Math.max(0, rowIndex + by))];
    if (next) move({ unitId: next.id });
  };
  const act = (action: "block" | "unblock") => {
    if (unit) dateCommand(action, unit.id, range);
  };
  const open = () => {
    if (!unit) return;
    const item = itemOn(itemsOf(unit.id), day);
    const reservation = item && reservationOn(item, day);
    if (reservation) void navigate(detailPathOf(reservation));
  };

  useCalendarKeys({
    ArrowLeft: (e) => move({ days: -1 }, e.shiftKey),
    ArrowRight: (e) => move({ days: 1 }, e.shiftKey),
    // Shift keeps the selection in its row: a range of nights belongs to one unit.
    ArrowUp: (e) => (e.shiftKey ? undefined : moveRow(-1)),
    ArrowDown: (e) => (e.shiftKey ? undefined : moveRow(1)),
    PageUp: () => move({ months: -1 }),
    PageDown: () => move({ months: 1 }),
    t: () => setCursor((c) => ({ ...c, day: today, anchorDay: today, align: "center" })),
    Escape: () => setCursor((c) => ({ ...c, anchorDay: c.day })),
    b: () => act("block"),
    u: () => act("unblock"),
    Enter: open,
    "?": () => setHelpOpen(true),
  });

  const nights = daysBetween(range.dateFrom, range.dateTo);
  return (
    <main aria-labelledby="calendar-title" className="calendar-page">
      <div className="sub-header">
        <h1 id="calendar-title">{t("calendar.title")}</h1>
        <button type="button" className="link-button" onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
          {t("shortcuts.title")}
        </button>
      </div>
      <CalendarFailedCommands />
      <div className="toolbar calendar-toolbar" role="toolbar" aria-label={t("calendar.selection")}>
        <span className="count" aria-live="polite" data-testid="calendar-selection">
          {unit
            ? t("calendar.selected", {
                unit: unit.title ?? unit.id,
                from: range.dateFrom,
                to: addDays(range.dateTo, -1),
                count: nights,
              })
            : ""}
        </span>
        <button type="button" className="secondary" aria-keyshortcuts="b" onClick={() => act("block")}>
          {t("calendar.blockAction")}
        </button>
        <button type="button" className="secondary" aria-keyshortcuts="u" onClick={() => act("unblock")}>
          {t("calendar.unblockAction")}
        </button>
        <button
          type="button"
          className="secondary"
          aria-keyshortcuts="t"
          onClick={() => setCursor((c) => ({ ...c, day: today, anchorDay: today, align: "center" }))}
        >
          {t("calendar.today")}
        </button>
      </div>
      {!snapshot.ready ? null : units.length === 0 ? (
        <p className="empty">{t("calendar.empty")}</p>
      ) : (
        <CalendarGrid
          units={units}
          itemsOf={itemsOf}
          window={timeline}
          today={today}
          cursor={point}
          anchorColumn={columnOfDay(timeline, anchorDay)}
          scrollAlign={cursor.align}
          highlightId={bookingId}
          pending={snapshot.pendingByDocument}
          onPress={(p) => {
            const pressed = units[p.row];
            if (!pressed) return;
            const pressedDay = addDays(timeline.dateFrom, p.column);
            setCursor({ unitId: pressed.id, day: pressedDay, anchorDay: pressedDay, align: "auto" });
          }}
          onDrag={(p) => {
            if (p.row !== rowIndex) return;
            const draggedDay = addDays(timeline.dateFrom, p.column);
            setCursor((c) => (c.day === draggedDay ? c : { ...c, day: draggedDay, align: "auto" }));
          }}
        />
      )}
      <CalendarShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </main>
  );
}
