// A list of rows of one fixed height, as the reservations' and the inbox's lists draw it: the rows in
// view and four more each side (256 px at 64 px a row: every row drawn is drawn again on each search
// keystroke, and fewer showed blank space on a fast wheel), each in a recycled slot (slot-pool.ts:
// rows found by a new search or scrolled in take the elements and component instances of rows that
// left, instead of mounting afresh on every keystroke), and the selected row kept in view.
import { useEffect, type CSSProperties, type RefObject } from "react";
import { useFixedRows } from "./fixed-row-range.ts";
import { useBySlot } from "./slot-pool.ts";

const overscan = 4;

export function useFixedRowSlots<Id>(
  scroller: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  /** The row's identity, which keeps its slot while it stays in view. */
  idOf: (index: number) => Id,
  selectedIndex: number,
): { totalHeight: number; drawn: Array<{ readonly item: number; readonly slot: number }> } {
  const { range, totalHeight, scrollToIndex } = useFixedRows(scroller, count, rowHeight, overscan);
  const inView: number[] = [];
  for (let index = range.start; index < range.end; index++) inView.push(index);
  const drawn = useBySlot(idOf, inView, "given");
  useEffect(() => {
    scrollToIndex(selectedIndex);
  }, [selectedIndex, scrollToIndex]);
  return { totalHeight, drawn };
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
