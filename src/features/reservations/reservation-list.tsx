// The virtualized list of one tab. Only the rows in view are in the DOM; the selected row is
// scrolled into view as the keyboard moves it. Rows are all one height, so which are in view is
// arithmetic on the scroll position (src/ui/fixed-row-slots.ts, shared with the inbox's channels): a general
// virtualizer (@tanstack/react-virtual, kept for the calendar's two-way grid) made a measurement for
// each of the tab's rows, 100,000 on the all tab, whenever a search changed the count, and its code
// was a tenth of the first screen's download (docs/decisions.md, "The reservations list places its rows").
import { useCallback, useRef } from "react";
import { useNavigate } from "react-router";
import { fixedRowStyle, useFixedRowSlots } from "../../ui/fixed-row-slots.ts";
import { useMediaQuery } from "../../ui/use-media-query.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { ReservationRow } from "./reservation-row.tsx";
import { useRowLabels, useRowWords } from "./use-row-words.ts";

// Phones stack a row's facts and actions on two lines.
export const useReservationRowHeight = () => (useMediaQuery("(max-width: 720px)") ? 96 : 64);

export function ReservationList(props: {
  rows: readonly ReservationDocument[];
  pendingByDocument: ReadonlyMap<string, readonly string[]>;
  selectedIndex: number;
  onSelect: (reservation: ReservationDocument) => void;
  onConfirm: (reservation: ReservationDocument) => void;
  onReject: (reservation: ReservationDocument) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // Resolved once for every row (reservation-row.tsx): each changes only with the language or route.
  const words = useRowWords();
  const labels = useRowLabels();
  const navigate = useNavigate();
  const open = useCallback((path: string) => void navigate(path), [navigate]);
  const rowHeight = useReservationRowHeight();
  const { totalHeight, drawn, parked } = useFixedRowSlots(
    scroller,
    props.rows.length,
    rowHeight,
    (index) => props.rows[index]!.id,
    props.selectedIndex,
    props.rows,
  );
  // A row in its slot: one of this list's, or (hidden) one kept from the list before it.
  const slotRow = (
    slot: number,
    index: number,
    reservation: ReservationDocument,
    kept: { hidden: boolean; selected: boolean },
  ) => (
    <div
      key={slot}
      role="listitem"
      hidden={kept.hidden}
      // Not paint containment: a focused button's ring may reach past the row's edge.
      style={fixedRowStyle(index, rowHeight, "size layout style")}
    >
      <ReservationRow
        reservation={reservation}
        pending={props.pendingByDocument.has(reservation.id)}
        selected={kept.selected}
        words={words}
        labels={labels}
        onSelect={props.onSelect}
        onConfirm={props.onConfirm}
        onReject={props.onReject}
        onOpen={open}
      />
    </div>
  );
  return (
    <div ref={scroller} className="list" role="list" data-testid="reservation-list">
      <div style={{ height: totalHeight, position: "relative" }}>
        {drawn.map(({ item: index, slot }) =>
          slotRow(slot, index, props.rows[index]!, {
            hidden: false,
            selected: index === props.selectedIndex,
          }),
        )}
        {/* Rows beyond the view from before a search or a tab changed the list, hidden until the
            rows beyond the new view take their elements (src/ui/fixed-row-slots.ts). As they were
            drawn, so their memoised rows do not render again; never as the selected one. */}
        {parked?.entries.map(({ item: index, slot }) =>
          slotRow(slot, index, parked.list[index]!, { hidden: true, selected: false }),
        )}
      </div>
    </div>
  );
}
