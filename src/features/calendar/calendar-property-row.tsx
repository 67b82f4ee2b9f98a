// A property's header row: its name and how many of its units are shown, sticky at the left edge
// like the unit names, so the host sees whose units these are while scrolling across the year.
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { propertyRowHeight } from "./calendar-layout.ts";

export const CalendarPropertyRow = memo(function CalendarPropertyRow(props: {
  row: number;
  top: number;
  width: number;
  name: string;
  unitCount: number;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="row"
      aria-rowindex={props.row + 2}
      className="calendar-property-row"
      data-testid="calendar-property"
      style={{ transform: `translateY(${props.top}px)`, width: props.width, height: propertyRowHeight }}
    >
      <div role="rowheader" aria-colindex={1} className="calendar-property">
        {t("calendar.property", { name: props.name, count: props.unitCount })}
      </div>
    </div>
  );
});
