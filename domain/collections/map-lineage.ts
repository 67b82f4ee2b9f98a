// Which keys differ between two versions of a large map, without comparing every entry. The
// projections replace a map on each change (screens memoize on its identity) by copying the one
// before it and changing a few keys; they record that step here. A screen holding an older
// version then asks which keys may differ in a newer one, and gets the keys changed along the
// steps between them: a block on one unit of 85,000 intervals is one key, not a pass over all of
// them. When the two versions share no recorded ancestor (a fresh read, too many steps apart) the
// answer is undefined and the caller compares everything, as before.

interface Step {
  readonly base: ReadonlyMap<unknown, unknown>;
  /** Keys whose value may differ between the base and the map derived from it (read when asked). */
  readonly changed: Iterable<unknown>;
}

// Weak on both sides: a version nobody holds any more is forgotten with its steps.
const steps = new WeakMap<ReadonlyMap<unknown, unknown>, Step>();

/** Steps walked back from each version before giving up (each step is typically one change). */
const maxSteps = 64;

/**
 * Records that `derived` is `base` with at most the `changed` keys set or deleted. `changed` is read
 * each time lineage is asked, so it may grow while `derived` is being built. The caller keeps this
 * true: a key changed but left out would be missed by every later comparison.
 */
export function recordDerivation<K, V>(
  derived: ReadonlyMap<K, V>,
  base: ReadonlyMap<K, V>,
  changed: Iterable<K>,
): void {
  if (derived !== base) steps.set(derived, { base, changed });
}

/** `version` and its recorded ancestors, nearest first, at most `maxSteps` back. */
function ancestry(version: ReadonlyMap<unknown, unknown>): Array<ReadonlyMap<unknown, unknown>> {
  const line = [version];
  for (let at = version; line.length <= maxSteps;) {
    const step = steps.get(at);
    if (step === undefined) break;
    at = step.base;
    line.push(at);
  }
  return line;
}

/**
 * The keys whose values may differ between `from` and `to` (a superset of those that do), or
 * undefined when no recorded ancestor joins them. The same map gives the empty set.
 */
export function changedKeysBetween<K, V>(
  from: ReadonlyMap<K, V>,
  to: ReadonlyMap<K, V>,
): ReadonlySet<K> | undefined {
  if (from === to) return new Set<K>();
  const fromLine = ancestry(from);
  const fromIndex = new Map(fromLine.map((version, index) => [version, index]));
  const toLine = ancestry(to);
  const meet = toLine.findIndex((version) => fromIndex.has(version));
  if (meet < 0) return undefined;
  const keys = new Set<K>();
  // Every step from either version down to the ancestor they share.
  const collect = (line: ReadonlyArray<ReadonlyMap<unknown, unknown>>, upTo: number) => {
    for (let i = 0; i < upTo; i++) for (const key of steps.get(line[i]!)!.changed) keys.add(key as K);
  };
  collect(toLine, meet);
  collect(fromLine, fromIndex.get(toLine[meet]!)!);
  return keys;
}
