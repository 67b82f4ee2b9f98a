// Small helpers shared by the commands' `apply` functions and REST bodies.
import { produce, type Draft } from "immer";

/**
 * The document after `recipe`, or undefined when the recipe changed nothing. immer hands back the
 * very same object when no field was written, so a command that is already in effect (the mirror
 * caught up, or the host repeated it) marks no document as pending.
 */
export function updateDocument<D extends object>(doc: D, recipe: (draft: Draft<D>) => void): D | undefined {
  const next = produce(doc, recipe);
  return next === doc ? undefined : next;
}

/**
 * The named fields of `source` that are set. REST bodies are built from the stored payload, which the
 * outbox keeps as the caller gave it: picking by name keeps a stray key from reaching a server that
 * refuses excess properties, and leaves out keys holding undefined.
 */
export function pickDefined<T extends object, K extends keyof T>(
  source: T,
  keys: readonly K[],
): { [P in K]?: Exclude<T[P], undefined> } {
  const picked: { [P in K]?: Exclude<T[P], undefined> } = {};
  for (const key of keys) {
    const value = source[key];
    if (value !== undefined) picked[key] = value as Exclude<T[K], undefined>;
  }
  return picked;
}

/** A schema check for partial updates: at least one of `keys` must be present. */
export function hasAnyKey(value: object, keys: readonly string[]): boolean {
  return keys.some((key) => (value as Record<string, unknown>)[key] !== undefined);
}

/** Two lists with the same items in the same order. */
export function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
