// The virtualized list of one tab. Only the rows in view are in the DOM; the selected row is
// scrolled into view as the keyboard moves it.
import { useCallback, useEffect, useRef } from "react";
import { useVirtualizer, type VirtualItem } from "@tanstack/react-virtual";
import { useNavigate } from "react-router";
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
  // One key function for the list's lifetime: the virtualizer lays out every row again (100,000 on
  // the all tab) whenever the function changes, and a new one on each render changed it on every
  // keystroke. It reads the rows of the latest render; with the count unchanged the layout is the
  // same anyway (fixed row height), and a changed count lays out again with the new rows' keys.
  const rows = useRef(props.rows);
  rows.current = props.rows;
  const keyOf = useCallback((index: number) => rows.current[index]?.id ?? index, []);
  const virtualizer = useVirtualizer({
    count: props.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    // Rows drawn beyond the viewport on each side: every one of them is drawn again on each keystroke,
    // and four rows (256 px) keep a wheel or key scroll from showing blank space.
    overscan: 4,
    getItemKey: keyOf,
  });
  // Rows found by a new search, or scrolled in, take the elements and component instances of rows
  // that left (src/ui/slot-pool.ts): a keystroke then updates twenty rows in place instead of
  // mounting twenty new ones, each building its hooks again.
  const drawn = useBySlot((item: VirtualItem) => item.key, virtualizer.getVirtualItems(), "given");
  useEffect(() => {
    virtualizer.scrollToIndex(props.selectedIndex, { align: "auto" });
  }, [props.selectedIndex, virtualizer]);
  return (
    <div ref={scroller} className="list" role="list" data-testid="reservation-list">
      <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {drawn.map(({ item, slot }) => {
          const reservation = props.rows[item.index]!;
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
                transform: `translateY(${item.start}px)`,
              }}
            >
              <ReservationRow
                reservation={reservation}
                pending={props.pendingByDocument.has(reservation.id)}
                selected={item.index === props.selectedIndex}
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
