// Recycled keys for virtualized lists: an item scrolling into view (or found by a new search)
// takes the React key, and so the element and the component instance, of one that left. React then
// updates elements in place instead of removing one subtree and building another; a trace of the
// 1,000-unit calendar and of the reservations search showed that churn (removeChild, new elements'
// style and layout, and each new instance's hooks: formatters, i18n bindings) as a large share of
// a frame. Items are drawn in the order of their slots, so one that stays is neither moved nor
// rewritten.
import { useRef } from "react";

/** Slots handed out so far: who holds which, the ones given back, and the next new one. */
export interface SlotPool<Id> {
  readonly slotOf: Map<Id, number>;
  readonly free: number[];
  next: number;
}

export function newSlotPool<Id>(): SlotPool<Id> {
  return { slotOf: new Map(), free: [], next: 0 };
}

/**
 * A slot per id in view (a row's index, an entry's id), stable while the id stays in view; an id
 * coming into view takes a slot an id leaving it gave up. Two ids in view never share a slot.
 */
export function recycleSlots<Id>(pool: SlotPool<Id>, ids: readonly Id[]): Map<Id, number> {
  const inView = new Set(ids);
  for (const [id, slot] of pool.slotOf)
    if (!inView.has(id)) {
      pool.slotOf.delete(id);
      pool.free.push(slot);
    }
  for (const id of ids) if (!pool.slotOf.has(id)) pool.slotOf.set(id, pool.free.pop() ?? pool.next++);
  return pool.slotOf;
}

/**
 * `items` with their slots. In `"slot"` order an item that stays keeps its element and its place
 * among the others (React neither rewrites nor moves it), for elements placed by position whose
 * order in the document nobody reads: a calendar row's bars, the grid's rows (aria-rowindex gives
 * their place). In `"given"` order the items keep theirs, for lists whose document order is their
 * reading and tab order: React may move an element, but keeps it and its component instance.
 */
export function bySlot<Item, Id>(
  pool: SlotPool<Id>,
  idOf: (item: Item) => Id,
  items: readonly Item[],
  order: "slot" | "given" = "slot",
): Array<{ readonly item: Item; readonly slot: number }> {
  const slotOf = recycleSlots(pool, items.map(idOf));
  const withSlots = items.map((item) => ({ item, slot: slotOf.get(idOf(item))! }));
  return order === "slot" ? withSlots.sort((a, b) => a.slot - b.slot) : withSlots;
}

/** bySlot with its pool kept across renders. */
export function useBySlot<Item, Id>(
  idOf: (item: Item) => Id,
  items: readonly Item[],
  order: "slot" | "given" = "slot",
): Array<{ readonly item: Item; readonly slot: number }> {
  const pool = useRef<SlotPool<Id>>(null);
  pool.current ??= newSlotPool<Id>();
  return bySlot(pool.current, idOf, items, order);
}
