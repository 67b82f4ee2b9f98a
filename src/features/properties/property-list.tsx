// The properties screen's list: each property's heading row followed by its units, virtualized
// (@tanstack/react-virtual, as the calendar's grid) so a host with a thousand units keeps only a
// screenful of rows in the DOM. The keyboard's selected row is scrolled into view as it moves.
import { memo, useEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { PropertyDocument } from "../../../domain/properties/property-document.ts";
import type { PropertyListRow } from "../../../domain/properties/property-list.ts";
import { propertyNameOf } from "../../../domain/properties/property-list.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { unitPagePath } from "../../../domain/properties/invalid-field-fix.ts";
import { UnitStateBadge } from "./unit-state-badge.tsx";
import { UnitThumbnail } from "./unit-thumbnail.tsx";
import { preloadUnitPages } from "../units/preload-unit-pages.ts";

export type PropertiesListRow = PropertyListRow<PropertyDocument, UnitDocument>;

const propertyRowHeight = 64;
const unitRowHeight = 52;

/** Where a row leads in the properties area: a property's heading to its page, a unit to its pages. */
export const rowPathOf = (row: PropertiesListRow): string =>
  row.kind === "property"
    ? `/properties/${encodeURIComponent(row.group.property.id)}`
    : unitPagePath(row.unit.propertyId, row.unit.id);

type ListRowProps = { row: PropertiesListRow; selected: boolean };

// A search builds new row objects for rows that show what they showed before (typing "sorrent" on to
// "sorrento" keeps every row): a row renders again only when what it shows changed, so a keystroke
// renders only the rows it changed. Documents are replaced, never changed in place, when they change.
function showsTheSame(a: ListRowProps, b: ListRowProps): boolean {
  if (a.selected !== b.selected) return false;
  if (a.row.kind === "property" && b.row.kind === "property")
    return a.row.group.property === b.row.group.property && a.row.group.unitCount === b.row.group.unitCount;
  if (a.row.kind === "unit" && b.row.kind === "unit") return a.row.unit === b.row.unit;
  return false;
}

const ListRow = memo(function ListRow(props: ListRowProps) {
  const { t } = useTranslation();
  const { row } = props;
  if (row.kind === "property") {
    const { property, unitCount } = row.group;
    return (
      <div
        className="property-list-heading"
        data-testid="property-row"
        aria-current={props.selected || undefined}
      >
        <Link to={rowPathOf(row)} className="property-name">
          {propertyNameOf(property, property.id)}
        </Link>
        <span className="property-facts">
          {property.city}, {property.countryCode} · {t("properties.unitCount", { count: unitCount })}
        </span>
      </div>
    );
  }
  return (
    <div className="property-list-unit" data-testid="unit-row" aria-current={props.selected || undefined}>
      <UnitThumbnail src={row.unit.thumbnail} />
      <Link to={rowPathOf(row)} className="unit-title">
        {row.unit.title ?? t("properties.untitled")}
      </Link>
      <UnitStateBadge unit={row.unit} />
    </div>
  );
}, showsTheSame);

// Memoised: a keystroke in the search box renders the page for the typed text, and the list, whose
// rows change only once the search runs, is left as it is until then.
export const PropertyList = memo(function PropertyList(props: {
  rows: readonly PropertiesListRow[];
  selectedIndex: number;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: props.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (props.rows[index]?.kind === "property" ? propertyRowHeight : unitRowHeight),
    getItemKey: (index) => props.rows[index]?.key ?? index,
    overscan: 6,
  });
  useEffect(() => {
    if (props.selectedIndex >= 0 && props.selectedIndex < props.rows.length)
      virtualizer.scrollToIndex(props.selectedIndex, { align: "auto" });
  }, [props.selectedIndex, props.rows, virtualizer]);
  return (
    <div
      ref={scroller}
      className="list property-list"
      role="list"
      data-testid="property-list"
      // Pointing at or focusing a row is the moment before opening it: the unit pages load now if
      // the idle moment has not come yet.
      onPointerOver={preloadUnitPages}
      onFocus={preloadUnitPages}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = props.rows[item.index]!;
          return (
            <div
              key={item.key}
              role="listitem"
              className={item.index === props.selectedIndex ? "selected" : undefined}
              style={{
                position: "absolute",
                top: 0,
                left: 0,
                right: 0,
                height: item.size,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <ListRow row={row} selected={item.index === props.selectedIndex} />
            </div>
          );
        })}
      </div>
    </div>
  );
});
