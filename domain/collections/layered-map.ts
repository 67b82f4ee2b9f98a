// A map that is another map plus a few changes, without copying it. The overlay puts the host's
// pending commands on top of the mirror; copying 85,000 calendar intervals to add one block cost
// more than everything else between the keystroke and the drawn bar. Lookups read the changes,
// then the base; a full iteration (a list filtering every reservation) copies once into a plain
// map and iterates that from then on, so what reads everything pays what it paid before, and what
// only looks up (the calendar's rows, through map-lineage.ts) pays for the changes alone.
import { recordDerivation } from "./map-lineage.ts";

const removed: unique symbol = Symbol("removed");

export class LayeredMap<K, V> implements ReadonlyMap<K, V> {
  readonly #base: ReadonlyMap<K, V>;
  readonly #changes = new Map<K, V | typeof removed>();
  #flat: Map<K, V> | undefined;
  #size: number | undefined;

  constructor(base: ReadonlyMap<K, V>) {
    this.#base = base;
    // Every key this layer changes is in #changes, read when lineage is asked (not copied now).
    recordDerivation(this, base, { [Symbol.iterator]: () => this.#changes.keys() });
  }

  /** While the overlay is built: sets a key on top of the base. */
  set(key: K, value: V): this {
    this.#changes.set(key, value);
    // A flat copy already made is kept up to date: the next command's scan does not copy again.
    this.#flat?.set(key, value);
    this.#size = undefined;
    return this;
  }

  /** While the overlay is built: hides a key of the base. */
  delete(key: K): boolean {
    const had = this.has(key);
    this.#changes.set(key, removed);
    this.#flat?.delete(key);
    this.#size = undefined;
    return had;
  }

  get(key: K): V | undefined {
    const changed = this.#changes.get(key);
    if (changed !== undefined || this.#changes.has(key)) return changed === removed ? undefined : changed;
    return this.#base.get(key);
  }

  has(key: K): boolean {
    if (this.#changes.has(key)) return this.#changes.get(key) !== removed;
    return this.#base.has(key);
  }

  get size(): number {
    if (this.#size === undefined) {
      let size = this.#base.size;
      for (const [key, value] of this.#changes) {
        const inBase = this.#base.has(key);
        if (value === removed && inBase) size -= 1;
        else if (value !== removed && !inBase) size += 1;
      }
      this.#size = size;
    }
    return this.#size;
  }

  /** The plain map iteration reads: the base's order, then keys the base does not have. */
  #flattened(): Map<K, V> {
    if (this.#flat === undefined) {
      const flat = new Map(this.#base);
      for (const [key, value] of this.#changes) {
        if (value === removed) flat.delete(key);
        else flat.set(key, value);
      }
      this.#flat = flat;
    }
    return this.#flat;
  }

  entries(): MapIterator<[K, V]> {
    return this.#flattened().entries();
  }

  keys(): MapIterator<K> {
    return this.#flattened().keys();
  }

  values(): MapIterator<V> {
    return this.#flattened().values();
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.#flattened()[Symbol.iterator]();
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.#flattened()) callback.call(thisArg, value, key, this);
  }
}
