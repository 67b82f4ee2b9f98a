// Keys for the rows in view that reuse the elements of rows that left it: scrolling down by a row
// then updates one row's element in place (its name, its bars) instead of removing one subtree and
// building another, which a trace of the 1,000-unit calendar showed as a large share of a frame
// (removeChild, then style and layout of the new subtree).
import { useRef } from "react";

/**
 * A slot per index in view, stable while the index stays in view; an index coming into view takes
 * a slot an index leaving it gave up. Two indexes in view never share a slot.
 */
export function recycleSlots(
  pool: { slotOf: Map<number, number>; free: number[]; next: number },
  indexes: readonly number[],
): Map<number, number> {
  const inView = new Set(indexes);
  for (const [index, slot] of pool.slotOf)
    if (!inView.has(index)) {
      pool.slotOf.delete(index);
      pool.free.push(slot);
    }
  for (const index of indexes)
    if (!pool.slotOf.has(index)) pool.slotOf.set(index, pool.free.pop() ?? pool.next++);
  return pool.slotOf;
}

export function useRecycledKeys(indexes: readonly number[]): ReadonlyMap<number, number> {
  const pool = useRef({ slotOf: new Map<number, number>(), free: [] as number[], next: 0 });
  return recycleSlots(pool.current, indexes);
}
