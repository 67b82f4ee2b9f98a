// /calendar and /calendar/{bookingId} (operations spec §2): every unit as a row, grouped under its
// property and narrowed by a search, days as columns, reservations and blocks drawn from the local
// store with the host's pending commands, driven from the keyboard (`?` lists the keys) or by
// dragging across rows. Block and unblock are outbox commands, one per selected unit: drawn at
// once, marked pending until the server has them.
import { useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { addDays, daysBetween } from "../../../domain/calendar/calendar-day.ts";
import { selectedDateRange } from "../../../domain/calendar/calendar-query-range.ts";
import { itemOn, reservationOn } from "../../../domain/calendar/calendar-rows.ts";
import { calendarUnitRows } from "../../../domain/calendar/calendar-unit-rows.ts";
import { calendarWindow, columnOfDay } from "../../../domain/calendar/calendar-window.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { localToday } from "../../ui/local-today.ts";
import { detailPathOf } from "../reservations/detail-path.ts";
import { FailedCommandNotices } from "../sync/failed-command-notices.tsx";
import { CalendarGrid, type GridPoint } from "./calendar-grid.tsx";
import { CalendarJumpDialog } from "./calendar-jump-dialog.tsx";
import { CalendarMonthView } from "./calendar-month-view.tsx";
import { CalendarShortcutsDialog } from "./calendar-shortcuts-dialog.tsx";
import { CalendarStatusAction } from "./calendar-status-action.tsx";
import { CalendarToolbar } from "./calendar-toolbar.tsx";
import { UnitSelector } from "../unit-selector/unit-selector.tsx";
import { clampDay, jumpTo, moveCursor, type CalendarCursor } from "./calendar-cursor.ts";
import { selectionAfterMove, selectionAfterTap } from "../../../domain/calendar/month-tap-selection.ts";
import { useCalendarKeys } from "./use-calendar-keys.ts";
import { useCalendarSnapshot } from "./use-calendar-snapshot.ts";
import { useDateCommands } from "./use-date-commands.ts";
import { useNarrowScreen } from "./use-narrow-screen.ts";
import { KeptCalendarGrid } from "./kept-calendar-grid.tsx";
import { calendarFirstScreenView, useKeepCalendarScreen } from "./use-keep-calendar-screen.ts";
import { useSession } from "../../app/session.tsx";
import { useKeptFirstScreen } from "../../ui/use-first-screen.ts";
import { useRowItems } from "./use-row-items.ts";
import { usePropertyName } from "../properties/use-local-properties.ts";
import "./calendar.css";
import type { OutboxEntry } from "../../../sync/local-schemas.ts";
import { blockDates, setCalendarStatus, unblockDates } from "../../../domain/commands/calendar-commands.ts";

const everyUnit: ReadonlySet<string> = new Set();

// The calendar speaks of its own refused commands (a guest booked those nights meanwhile, say).
const calendarCommands: ReadonlySet<string> = new Set(
  [blockDates, unblockDates, setCalendarStatus].map((c) => c.type),
);
const isCalendarCommand = (entry: OutboxEntry) => calendarCommands.has(entry.type);

export function CalendarPage(props: {
  /**
   * The units picked in the shared unit selector (src/features/unit-selector): only they get rows.
   * Undefined or empty shows every unit. The hook for the selector; the search narrows further.
   */
  selectedUnitIds?: ReadonlySet<string>;
  /** Property names for the header rows; by default the titles in the local store. */
  propertyName?: (propertyId: string) => string;
}) {
  const { t } = useTranslation();
  const { bookingId } = useParams();
  const navigate = useNavigate();
  const snapshot = useCalendarSnapshot();
  const today = localToday();
  const { userId } = useSession();
  // Until the store is read (a reload), the timeline kept from the last visit; read only when the
  // page opens without its data, and not for a deep link, which opens around its booking instead.
  const [openedReady] = useState(snapshot.ready);
  const keptScreen = useKeptFirstScreen(
    userId,
    openedReady || bookingId !== undefined ? undefined : calendarFirstScreenView,
  );
  const [search, setSearch] = useState("");
  const [jumped, setJumped] = useState<string>();
  const linked = bookingId === undefined ? undefined : snapshot.reservations.get(bookingId);
  const focus =
    jumped !== undefined
      ? { dateFrom: jumped, dateTo: addDays(jumped, 1) }
      : linked === undefined
        ? undefined
        : { dateFrom: linked.checkIn, dateTo: linked.checkOut };
  const timeline = useMemo(
    () => calendarWindow(today, focus),
    // The focus matters by its dates only; a new object with the same dates is the same window.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [today, focus?.dateFrom, focus?.dateTo],
  );
  // The shared unit selector (operations spec §3) narrows the rows to one unit; a caller may pass
  // its own set instead.
  const [chosenUnitId, setChosenUnitId] = useState<string>();
  const allUnits = useMemo(() => [...snapshot.units.values()], [snapshot.units]);
  const chosenUnits = useMemo(
    () => (chosenUnitId === undefined ? everyUnit : new Set([chosenUnitId])),
    [chosenUnitId],
  );
  const selectedUnitIds = props.selectedUnitIds ?? chosenUnits;
  const rows = useMemo(
    () => calendarUnitRows(snapshot.units.values(), { search, selectedUnitIds }),
    [snapshot.units, search, selectedUnitIds],
  );
  // The unit rows alone, with where each sits among all rows: the cursor steps over headers.
  const { units, rowOfUnit, indexOfUnit } = useMemo(() => {
    const list: UnitDocument[] = [];
    const rowOf = new Map<string, number>();
    const indexOf = new Map<string, number>();
    rows.forEach((row, index) => {
      if (row.kind !== "unit") return;
      indexOf.set(row.unit.id, list.length);
      rowOf.set(row.unit.id, index);
      list.push(row.unit);
    });
    return { units: list, rowOfUnit: rowOf, indexOfUnit: indexOf };
  }, [rows]);
  const itemsOf = useRowItems(snapshot);
  const storedPropertyName = usePropertyName();
  const propertyName = props.propertyName ?? storedPropertyName;

  const [cursor, setCursor] = useState<CalendarCursor>(() => jumpTo(undefined, today));
  // A deep link selects its booking once it is in the local store (adjusting state while rendering,
  // as React recommends over an effect, so the first paint already shows the selection).
  const [linkedFor, setLinkedFor] = useState<string>();
  if (linked !== undefined && linkedFor !== bookingId) {
    setLinkedFor(bookingId);
    setCursor({
      unitId: linked.unitId,
      day: addDays(linked.checkOut, -1),
      anchorDay: linked.checkIn,
      anchorUnitId: linked.unitId,
      align: "center",
    });
  }
  const [helpOpen, setHelpOpen] = useState(false);
  const [jumpOpen, setJumpOpen] = useState(false);
  const dateCommand = useDateCommands();
  const narrow = useNarrowScreen();
  useKeepCalendarScreen({
    keep:
      snapshot.ready &&
      bookingId === undefined &&
      jumped === undefined &&
      search === "" &&
      selectedUnitIds.size === 0 &&
      !narrow,
    userId,
    today,
    rows,
    itemsOf,
    pending: snapshot.pendingByDocument,
    propertyName,
  });

  // A unit the search or the selector hid leaves the cursor on the first shown unit.
  const unitIndex = (cursor.unitId === undefined ? undefined : indexOfUnit.get(cursor.unitId)) ?? 0;
  const unit = units[unitIndex];
  const anchorIndex =
    (cursor.anchorUnitId === undefined ? undefined : indexOfUnit.get(cursor.anchorUnitId)) ?? unitIndex;
  const selectedUnits = units.slice(Math.min(anchorIndex, unitIndex), Math.max(anchorIndex, unitIndex) + 1);
  const rowOf = (u: UnitDocument | undefined) => (u === undefined ? 0 : (rowOfUnit.get(u.id) ?? 0));
  const day = clampDay(timeline, cursor.day);
  const anchorDay = clampDay(timeline, cursor.anchorDay);
  const range = selectedDateRange(anchorDay, day);
  const point: GridPoint = { row: rowOf(unit), column: columnOfDay(timeline, day) };

  const move = (by: Parameters<typeof moveCursor>[1], extend = false) =>
    setCursor((current) =>
      moveCursor({ ...current, unitId: current.unitId ?? unit?.id }, by, timeline, extend),
    );
  const moveUnit = (by: number, extend: boolean) => {
    const next = units[Math.min(units.length - 1, Math.max(0, unitIndex + by))];
    if (next) move({ unitId: next.id }, extend);
  };
  const act = (action: "block" | "unblock") => {
    if (selectedUnits.length > 0)
      dateCommand(
        action,
        selectedUnits.map((u) => u.id),
        range,
      );
  };
  const open = () => {
    if (!unit) return;
    const item = itemOn(itemsOf(unit.id), day);
    const reservation = item && reservationOn(item, day);
    if (reservation) void navigate(detailPathOf(reservation));
  };
  const goToday = () => setCursor((c) => jumpTo(c.unitId, today));

  useCalendarKeys({
    ArrowLeft: (e) => move({ days: -1 }, e.shiftKey),
    ArrowRight: (e) => move({ days: 1 }, e.shiftKey),
    ArrowUp: (e) => moveUnit(-1, e.shiftKey),
    ArrowDown: (e) => moveUnit(1, e.shiftKey),
    PageUp: (e) => move({ months: -1 }, e.shiftKey),
    PageDown: (e) => move({ months: 1 }, e.shiftKey),
    t: goToday,
    g: () => setJumpOpen(true),
    Escape: () => setCursor((c) => ({ ...c, anchorDay: c.day, anchorUnitId: c.unitId })),
    b: () => act("block"),
    u: () => act("unblock"),
    Enter: open,
    "?": () => setHelpOpen(true),
  });

  const nights = daysBetween(range.dateFrom, range.dateTo);
  const selectionText = !unit
    ? ""
    : selectedUnits.length > 1
      ? t("calendar.selectedUnits", {
          units: selectedUnits.length,
          from: range.dateFrom,
          to: addDays(range.dateTo, -1),
          count: nights,
        })
      : t("calendar.selected", {
          unit: unit.title ?? unit.id,
          from: range.dateFrom,
          to: addDays(range.dateTo, -1),
          count: nights,
        });
  return (
    <main aria-labelledby="calendar-title" className="calendar-page">
      <div className="sub-header">
        <h1 id="calendar-title">{t("calendar.title")}</h1>
        <button type="button" className="link-button" onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
          {t("shortcuts.title")}
        </button>
      </div>
      <FailedCommandNotices shows={isCalendarCommand} refusedKey="calendar.failed" />
      <CalendarToolbar
        live={{
          search,
          onSearch: setSearch,
          onBlock: () => act("block"),
          onUnblock: () => act("unblock"),
          onToday: goToday,
          onJump: () => setJumpOpen(true),
        }}
        selection={
          <>
            <UnitSelector units={allUnits} value={chosenUnitId} onChange={setChosenUnitId} />
            <span className="count" aria-live="polite" data-testid="calendar-selection">
              {selectionText}
            </span>
          </>
        }
        extra={unit ? <CalendarStatusAction unit={unit} selectedUnits={selectedUnits} /> : null}
      />
      {!snapshot.ready && keptScreen?.screen === "calendar" && !narrow ? (
        <KeptCalendarGrid kept={keptScreen} today={today} />
      ) : !snapshot.ready ? (
        <p className="empty" role="status">
          {t("calendar.loading")}
        </p>
      ) : snapshot.units.size === 0 ? (
        <p className="empty">{t("calendar.empty")}</p>
      ) : units.length === 0 ? (
        <p className="empty" role="status" data-testid="calendar-no-match">
          {t("calendar.noMatch", { search })}
        </p>
      ) : narrow && unit ? (
        <CalendarMonthView
          units={units}
          unit={unit}
          items={itemsOf(unit.id)}
          cursorDay={day}
          selection={range}
          today={today}
          window={timeline}
          pending={snapshot.pendingByDocument}
          onPickUnit={(unitId) =>
            setCursor((c) => ({ ...c, ...selectionAfterMove(c.day), unitId, anchorUnitId: unitId }))
          }
          onMonth={(months) => move({ months })}
          onTap={(tapped) =>
            setCursor((c) => ({
              unitId: unit.id,
              anchorUnitId: unit.id,
              ...selectionAfterTap(
                {
                  anchorDay: c.anchorDay,
                  day: c.day,
                  extendsOnTap: c.extendsOnTap === true && c.unitId === unit.id,
                },
                tapped,
              ),
              align: "auto",
            }))
          }
        />
      ) : (
        <CalendarGrid
          rows={rows}
          propertyName={propertyName}
          itemsOf={itemsOf}
          window={timeline}
          today={today}
          cursor={point}
          anchorColumn={columnOfDay(timeline, anchorDay)}
          selectedRows={[
            rowOf(units[Math.min(anchorIndex, unitIndex)]),
            rowOf(units[Math.max(anchorIndex, unitIndex)]),
          ]}
          scrollAlign={cursor.align}
          highlightId={bookingId}
          pending={snapshot.pendingByDocument}
          onPress={(p) => {
            const pressed = rows[p.row];
            if (pressed?.kind !== "unit") return;
            setCursor({ ...jumpTo(pressed.unit.id, addDays(timeline.dateFrom, p.column)), align: "auto" });
          }}
          onDrag={(p) => {
            const dragged = rows[p.row];
            if (dragged?.kind !== "unit") return;
            const draggedDay = addDays(timeline.dateFrom, p.column);
            setCursor((c) =>
              c.day === draggedDay && c.unitId === dragged.unit.id
                ? c
                : { ...c, unitId: dragged.unit.id, day: draggedDay, align: "auto" },
            );
          }}
        />
      )}
      <CalendarShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <CalendarJumpDialog
        open={jumpOpen}
        initialDay={day}
        onClose={() => setJumpOpen(false)}
        onJump={(target) => {
          setJumpOpen(false);
          setJumped(target);
          setCursor((c) => jumpTo(c.unitId ?? unit?.id, target));
        }}
      />
    </main>
  );
}
