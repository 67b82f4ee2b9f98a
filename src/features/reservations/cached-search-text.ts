import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { reservationSearchText } from "../../../domain/reservations/reservation-list.ts";

// Documents are immutable and replaced on change, so a document's folded text never goes stale;
// the WeakMap lets replaced documents and their text be collected.
const cache = new WeakMap<ReservationDocument, string>();

export function cachedSearchText(doc: ReservationDocument): string {
  let text = cache.get(doc);
  if (text === undefined) {
    text = reservationSearchText(doc);
    cache.set(doc, text);
  }
  return text;
}
