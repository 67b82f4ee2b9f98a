// The virtualized list of one tab. Only the rows in view are in the DOM; the selected row is
// scrolled into view as the keyboard moves it. Rows are all one height, so which are in view is
// arithmetic on the scroll position (src/ui/fixed-row-range.ts, as the inbox's channels): a general
// virtualizer (@tanstack/react-virtual, kept for the calendar's two-way grid) made a measurement for
// each of the tab's rows, 100,000 on the all tab, whenever a search changed the count, and its code
// was a tenth of the first screen's download (docs/decisions.md, "The reservations list places its rows").
import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useFixedRows } from "../../ui/fixed-row-range.ts";
import { useBySlot } from "../../ui/slot-pool.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { ReservationRow } from "./reservation-row.tsx";
import { useRowLabels, useRowWords } from "./use-row-words.ts";

// Phones stack a row's facts and actions on two lines.
export const reservationRowHeight = () => (window.matchMedia("(max-width: 720px)").matches ? 96 : 64);

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
  const rowHeight = reservationRowHeight();
  // Rows drawn beyond the viewport on each side: every one of them is drawn again on each keystroke,
  // and four rows (256 px) keep a wheel or key scroll from showing blank space.
  const { range, totalHeight, scrollToIndex } = useFixedRows(scroller, props.rows.length, rowHeight, 4);
  const inView: number[] = [];
  for (let index = range.start; index < range.end; index++) inView.push(index);
  // Rows found by a new search, or scrolled in, take the elements and component instances of rows
  // that left (src/ui/slot-pool.ts): a keystroke then updates twenty rows in place instead of
  // mounting twenty new ones, each building its hooks again.
  const drawn = useBySlot((index: number) => props.rows[index]!.id, inView, "given");
  useEffect(() => {
    scrollToIndex(props.selectedIndex);
  }, [props.selectedIndex, scrollToIndex]);
  return (
    <div ref={scroller} className="list" role="list" data-testid="reservation-list">
      <div style={{ height: totalHeight, position: "relative" }}>
        {drawn.map(({ item: index, slot }) => {
          const reservation = props.rows[index]!;
          return (
            <div
              key={slot}
              role="listitem"
              style={{
                position: "absolute",
                top: 0,
                left: 0,
                right: 0,
                height: rowHeight,
                transform: `translateY(${index * rowHeight}px)`,
                // Each row is sized by the list, never by its words: the reservation that moved into a
                // slot is laid out alone, not with the page around it. Not paint containment: a focused
                // button's ring may reach past the row's edge.
                contain: "size layout style",
              }}
            >
              <ReservationRow
                reservation={reservation}
                pending={props.pendingByDocument.has(reservation.id)}
                selected={index === props.selectedIndex}
                words={words}
                labels={labels}
                onSelect={props.onSelect}
                onConfirm={props.onConfirm}
                onReject={props.onReject}
                onOpen={open}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
