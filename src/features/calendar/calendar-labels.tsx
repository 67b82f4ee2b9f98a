// The names at the grid's left edge, units and properties, in one column that sticks to the left
// while the days scroll across. One sticky element for every row in view, not one per row: each
// sticky element is a composited layer of its own, and a scroll down that mounts rows would add and
// remove layers on every frame (docs/decisions.md, "Calendar names are one sticky column"). The
// column is what the eye sees; each row keeps its name as its rowheader for assistive technology.
import { memo } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { CalendarUnitRow } from "../../../domain/calendar/calendar-unit-rows.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import type { KeyedRow } from "./use-recycled-keys.ts";
import { headerHeight, labelWidth, propertyRowHeight, rowHeight } from "./calendar-layout.ts";

/**
 * A unit's calendar status as a badge, shown only when it is not the usual AVAILABLE. The check
 * comes before any hook: every row and every name scrolled into view draws this, nearly always for
 * nothing, and a translation hook per draw was a visible share of a scroll frame's script.
 */
export function UnitStatusBadge(props: { status: UnitDocument["calendarStatus"]; testId?: string }) {
  if (props.status !== "BLOCKED" && props.status !== "PAUSED") return null;
  return <StatusBadge status={props.status} testId={props.testId} />;
}

function StatusBadge(props: { status: "BLOCKED" | "PAUSED"; testId: string | undefined }) {
  const { t } = useTranslation();
  return (
    <span className="calendar-unit-status" data-testid={props.testId}>
      {t(`calendar.status.${props.status}`)}
    </span>
  );
}

const UnitLabel = memo(function UnitLabel(props: { unit: UnitDocument; top: number }) {
  const title = props.unit.title ?? props.unit.id;
  return (
    <div className="calendar-unit" title={title} style={{ top: props.top, height: rowHeight }}>
      <span className="calendar-unit-title">{title}</span>
      <UnitStatusBadge status={props.unit.calendarStatus} />
    </div>
  );
});

const PropertyLabel = memo(function PropertyLabel(props: { heading: string; top: number }) {
  return (
    <div className="calendar-property" style={{ top: props.top, height: propertyRowHeight }}>
      {props.heading}
    </div>
  );
});

export function CalendarLabels(props: {
  rows: readonly CalendarUnitRow<UnitDocument>[];
  /** The rows in view, index and top (counted from the grid's top, header included), with their
   *  recycled keys (use-recycled-keys.ts): a name scrolled in reuses the element of one scrolled out. */
  drawn: ReadonlyArray<KeyedRow<{ readonly index: number; readonly start: number }>>;
  height: number;
  propertyName: (propertyId: string) => string;
  propertyHeading: (name: string, unitCount: number) => string;
}) {
  return (
    <div
      aria-hidden="true"
      className="calendar-labels"
      // In the flow under the sticky header, so its tops count from the header's foot.
      style={{ width: labelWidth, height: props.height - headerHeight }}
    >
      {props.drawn.map(({ item, key }) => {
        const row = props.rows[item.index]!;
        const top = item.start - headerHeight;
        return row.kind === "property" ? (
          <PropertyLabel
            key={key}
            heading={props.propertyHeading(props.propertyName(row.propertyId), row.unitCount)}
            top={top}
          />
        ) : (
          <UnitLabel key={key} unit={row.unit} top={top} />
        );
      })}
    </div>
  );
}
