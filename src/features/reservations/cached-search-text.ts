import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { reservationSearchText } from "../../../domain/reservations/reservation-list.ts";

// Documents are immutable and replaced on change, so a document's folded text is current while the
// entry's document is the one asked about. Keyed by id in a plain Map rather than by document in a
// WeakMap: with every reservation of a large host folded (100,000 at the scale plan's size) a
// WeakMap's entries are ephemerons, which V8 marks in a slow pass of its own in each full garbage
// collection, and a trace of the search keystrokes showed that pass among the largest costs.
const cache = new Map<string, { readonly doc: ReservationDocument; readonly text: string }>();

export function cachedSearchText(doc: ReservationDocument): string {
  const entry = cache.get(doc.id);
  if (entry?.doc === doc) return entry.text;
  const text = reservationSearchText(doc);
  cache.set(doc.id, { doc, text });
  return text;
}

/** Lets go of the texts of reservations that are gone or replaced (an entry holds its document). */
export function forgetSearchTextsOutside(reservations: ReadonlyMap<string, ReservationDocument>): void {
  for (const [id, entry] of cache) if (reservations.get(id) !== entry.doc) cache.delete(id);
}
