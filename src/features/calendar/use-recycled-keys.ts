// The calendar's rows in view with recycled keys (src/ui/slot-pool.ts), property headers and units
// each from their own pool: scrolling down by a row then updates one row's element in place (its
// name, its bars) instead of removing one subtree and building another.
import { useRef } from "react";
import { bySlot, newSlotPool, type SlotPool } from "../../ui/slot-pool.ts";

/** A row in view with its React key. */
export interface KeyedRow<Item> {
  readonly item: Item;
  readonly key: string;
}

/**
 * Keys for the rows in view, one pool of slots per kind, in the order to draw them: kinds in the
 * order given, each by slot. Kinds do not share slots, so a row is never handed an element of
 * another kind (a unit row taking a property header's key would be mounted afresh). The order is
 * the keys' own, not the rows' top-to-bottom order: a row that stays in view keeps its place among
 * the others, so React updates elements where they are instead of moving them from one end of the
 * list to the other as rows scroll in. Rows are placed by transform, and aria-rowindex tells
 * assistive technology their place.
 */
export function keyRows<Item extends { readonly index: number }, Kind extends string>(
  pools: ReadonlyMap<Kind, SlotPool<number>>,
  kindOf: (index: number) => Kind,
  items: readonly Item[],
): KeyedRow<Item>[] {
  const keyed: KeyedRow<Item>[] = [];
  for (const [kind, pool] of pools)
    for (const { item, slot } of bySlot(
      pool,
      (item) => item.index,
      items.filter((item) => kindOf(item.index) === kind),
    ))
      keyed.push({ item, key: `${kind}-${slot}` });
  return keyed;
}

/** keyRows with its pools kept across renders; `kinds` must not change between renders. */
export function useKeyedRows<Item extends { readonly index: number }, Kind extends string>(
  kinds: readonly Kind[],
  kindOf: (index: number) => Kind,
  items: readonly Item[],
): KeyedRow<Item>[] {
  const pools = useRef<Map<Kind, SlotPool<number>>>(null);
  pools.current ??= new Map(kinds.map((kind) => [kind, newSlotPool<number>()]));
  return keyRows(pools.current, kindOf, items);
}
