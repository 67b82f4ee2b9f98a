// The order of a unit's photos (listing spec §2, the unit's photos page): the host arranges them,
// and the first one is the cover. A reorder names the photos in their new order; it may have been
// made offline, so by the time it reaches the server a photo it names may be gone and another may
// have arrived. The rule keeps every photo the unit has, each once: the named ones first in the
// order given, then the others in the order they had.

/** Most photos one unit keeps (listing spec §9, "other limits 200"). */
export const maxUnitPhotos = 200;

export function orderedPhotoIds(current: readonly string[], requested: readonly string[]): string[] {
  const present = new Set(current);
  const named: string[] = [];
  const seen = new Set<string>();
  for (const id of requested) {
    if (!present.has(id) || seen.has(id)) continue;
    seen.add(id);
    named.push(id);
  }
  return [...named, ...current.filter((id) => !seen.has(id))];
}

/** The ids with the one at `from` moved to `to` (both clamped to the list); a new array. */
export function movedPhotoIds(ids: readonly string[], from: number, to: number): string[] {
  if (ids.length === 0) return [];
  const last = ids.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  const out = [...ids];
  const [moved] = out.splice(source, 1);
  out.splice(target, 0, moved!);
  return out;
}
