import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import {
  foldSearchText,
  reservationSearchTextWithTitle,
} from "../../../domain/reservations/reservation-list.ts";

// Documents are immutable and replaced on change, so a document's folded text is current while the
// entry's document is the one asked about. Keyed by id in a plain Map rather than by document in a
// WeakMap: with every reservation of a large host folded (100,000 at the scale plan's size) a
// WeakMap's entries are ephemerons, which V8 marks in a slow pass of its own in each full garbage
// collection, and a trace of the search keystrokes showed that pass among the largest costs.
const cache = new Map<string, { readonly doc: ReservationDocument; readonly text: string }>();

// Each unit's title folded once for all its reservations. Keyed by the title, which a reload reads
// as one string per unit (see readStoredDocuments' sharedValues), so the key's hash is made once.
// A renamed unit leaves its old title behind; there are as many as a host has ever had units'
// names, and the map starts over should it ever hold more than a large host's units several times.
const foldedTitles = new Map<string, string>();

function foldedTitleOf(title: string): string {
  let folded = foldedTitles.get(title);
  if (folded === undefined) {
    if (foldedTitles.size >= 10_000) foldedTitles.clear();
    folded = foldSearchText(title);
    foldedTitles.set(title, folded);
  }
  return folded;
}

export function cachedSearchText(doc: ReservationDocument): string {
  const entry = cache.get(doc.id);
  if (entry?.doc === doc) return entry.text;
  const text = reservationSearchTextWithTitle(doc, foldedTitleOf(doc.unitTitle));
  cache.set(doc.id, { doc, text });
  return text;
}

// The texts of one tab's rows in their order, per rows array: a search scans this array (see
// searchReservationRows). A tab's rows are one array per snapshot, so the array's identity says when
// its texts are stale, and the WeakMap lets old ones go with it (a few entries, not one per document).
const byRows = new WeakMap<readonly ReservationDocument[], readonly string[]>();

/** The folded text of each of `rows`, in order: made ahead while idle, or here on first use. */
export function searchTextsOf(rows: readonly ReservationDocument[]): readonly string[] {
  let texts = byRows.get(rows);
  if (!texts) {
    texts = rows.map(cachedSearchText);
    byRows.set(rows, texts);
  }
  return texts;
}

/**
 * Makes searchTextsOf(rows) ahead, a slice of 500 rows at a time: the returned step goes on while
 * `hasTime()` says so and answers whether it is done. On the all tab of a large host (100,000 rows)
 * folding every text in one go would overrun an idle callback's budget.
 */
export function prepareSearchTextsOf(
  rows: readonly ReservationDocument[],
): (hasTime: () => boolean) => boolean {
  const texts: string[] = [];
  return (hasTime) => {
    if (byRows.has(rows)) return true;
    while (hasTime()) {
      const end = Math.min(rows.length, texts.length + 500);
      for (let i = texts.length; i < end; i++) texts.push(cachedSearchText(rows[i]!));
      if (texts.length === rows.length) {
        byRows.set(rows, texts);
        return true;
      }
    }
    return false;
  };
}

/**
 * Lets go of the texts of reservations that are gone or replaced (an entry holds its document), a
 * slice at a time: the returned step goes on while `hasTime()` says so and answers whether it is
 * done. With 100,000 texts kept, one pass over all of them would overrun an idle callback's budget
 * and delay the key or click waiting behind it.
 */
export function forgetSearchTextsOutside(
  reservations: ReadonlyMap<string, ReservationDocument>,
): (hasTime: () => boolean) => boolean {
  // A Map's iterator is live: deleting the entry it stands on is safe, and it resumes where it was.
  const entries = cache.entries();
  return (hasTime) => {
    while (hasTime()) {
      for (let i = 0; i < 500; i++) {
        const next = entries.next();
        if (next.done) return true;
        const [id, entry] = next.value;
        if (reservations.get(id) !== entry.doc) cache.delete(id);
      }
    }
    return false;
  };
}

/** How many folded texts are kept (for tests, and to see what the cache holds). */
export function keptSearchTextCount(): number {
  return cache.size;
}
