// A property's header row: its name and how many of its units are shown. The visible name sits in
// the grid's sticky column of names (calendar-labels.tsx), so the host sees whose units these are
// while scrolling across the year; here it is the row's header for assistive technology.
import { memo } from "react";
import { propertyRowHeight } from "./calendar-layout.ts";

export const CalendarPropertyRow = memo(function CalendarPropertyRow(props: {
  row: number;
  top: number;
  width: number;
  /** The property's name and its number of units shown, in words (item-text.ts, propertyHeading). */
  heading: string;
}) {
  return (
    <div
      role="row"
      aria-rowindex={props.row + 2}
      className="calendar-property-row"
      data-testid="calendar-property"
      style={{ transform: `translateY(${props.top}px)`, width: props.width, height: propertyRowHeight }}
    >
      <div role="rowheader" aria-colindex={1} className="visually-hidden">
        {props.heading}
      </div>
    </div>
  );
});
