// A list of rows of one fixed height, as the reservations' and the inbox's lists draw it: the rows in
// view and four more each side (256 px at 64 px a row: fewer showed blank space on a fast wheel),
// each in a recycled slot (slot-pool.ts: rows found by a new search or scrolled in take the elements
// and component instances of rows that left, instead of mounting afresh on every keystroke), and the
// selected row kept in view. When the list changes (a search keystroke, a tab), the rows in view are
// drawn first and the four beyond each side once the page is idle: they are out of sight, and drawing
// them with the change was a third of a keystroke's rows on a laptop's screen (about 2 ms of its
// 8 to 11 in the reservations bench). Meanwhile the rows that were drawn beyond the old view may stay in
// the document, hidden (`parked`): removing them and mounting new ones once idle was about 65 ms of
// the JavaScript of the reservations bench's 88 keystrokes, where hiding one is an attribute.
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from "react";
import { useFixedRows } from "./fixed-row-range.ts";
import { useBySlot } from "./slot-pool.ts";

const overscan = 4;

export function useFixedRowSlots<Id, List>(
  scroller: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  /** The row's identity, which keeps its slot while it stays in view. */
  idOf: (index: number) => Id,
  selectedIndex: number,
  /** The list itself (its rows array): when it changes, the rows beyond the view follow the frame. */
  list: List,
): {
  totalHeight: number;
  drawn: Array<{ readonly item: number; readonly slot: number }>;
  /**
   * While the rows beyond the view wait, the slots of the last complete drawing that no row in view
   * took, with the list their items index: a caller may keep them in the document, hidden and as
   * they were, so that a change removes no rows and the rows beyond the view, once drawn, update
   * elements in place instead of making new ones. Undefined otherwise.
   */
  parked: Parked<List> | undefined;
} {
  // The list whose rows beyond the view are drawn; the first list's are drawn at once.
  const [overscanned, setOverscanned] = useState(() => list);
  const settled = overscanned === list;
  const { range, totalHeight, scrollToIndex } = useFixedRows(
    scroller,
    count,
    rowHeight,
    settled ? overscan : 0,
  );
  useEffect(() => {
    if (settled) return;
    const draw = () => setOverscanned(() => list);
    // Safari has no requestIdleCallback; a short timeout lets the frame with the rows in view go first.
    const hasIdle = "requestIdleCallback" in window;
    const handle = hasIdle ? window.requestIdleCallback(draw, { timeout: 250 }) : window.setTimeout(draw, 50);
    return () => (hasIdle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [settled, list]);
  const inView: number[] = [];
  for (let index = range.start; index < range.end; index++) inView.push(index);
  const drawn = useBySlot(idOf, inView, "given");
  // The last drawing with the rows beyond the view, kept while a changed list waits for them: the
  // ref is written only by a render of a settled list, and read by the unsettled ones after it.
  const lastSettled = useRef<{ list: List; drawn: ReadonlyArray<{ item: number; slot: number }> }>(undefined);
  let parked: Parked<List> | undefined;
  if (settled) lastSettled.current = { list, drawn };
  else if (lastSettled.current !== undefined) {
    const entries = parkedSlots(lastSettled.current.drawn, drawn);
    if (entries.length > 0) parked = { list: lastSettled.current.list, entries };
  }
  useEffect(() => {
    scrollToIndex(selectedIndex);
  }, [selectedIndex, scrollToIndex]);
  return { totalHeight, drawn, parked };
}

/** Slots kept from the last complete drawing, and the list their items are indexes of. */
export interface Parked<List> {
  readonly list: List;
  readonly entries: ReadonlyArray<{ readonly item: number; readonly slot: number }>;
}

/** The entries of `before` whose slots no entry of `now` holds, in their order. */
export function parkedSlots<Entry extends { readonly slot: number }>(
  before: readonly Entry[],
  now: ReadonlyArray<{ readonly slot: number }>,
): Entry[] {
  const taken = new Set(now.map((entry) => entry.slot));
  return before.filter((entry) => !taken.has(entry.slot));
}

/**
 * Where row `index` stands. Sized by the list, never by its words (`contain`): the row that moved into
 * a slot is laid out alone, not with the page around it. Paint containment only where nothing inside
 * draws past the row's edge (a focused button's ring does).
 */
export function fixedRowStyle(
  index: number,
  rowHeight: number,
  contain: "strict" | "size layout style",
): CSSProperties {
  return {
    position: "absolute",
    top: 0,
    left: 0,
    right: 0,
    height: rowHeight,
    transform: `translateY(${index * rowHeight}px)`,
    contain,
  };
}
