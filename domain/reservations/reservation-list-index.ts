// The tabs' lists of one set of reservations, kept so a tab change is a lookup and a search
// keystroke scans one tab instead of every reservation of the host (100,000 at the scale plan's
// size). The rules are listReservations' own (reservation-list.ts): the index only changes when
// they run, and its tests prove it lists exactly what listReservations lists.
import type { ReservationDocument } from "./reservation-document.ts";
import { tabbedReservationOf } from "./reservation-document.ts";
import { compareForTab, foldSearchText, newestFirst } from "./reservation-list.ts";
import {
  reservationMatchesTab,
  reservationsTabs,
  type ReservationsTab,
  type TabbedReservation,
} from "./reservation-tab.ts";

export interface ReservationListIndex {
  readonly today: string;
  /** The tab's reservations in the tab's order, as listReservations with an empty search. */
  rowsOf(tab: ReservationsTab): readonly ReservationDocument[];
  /** Lists every tab not listed yet in one sort (what a quiet moment can do ahead of a tab change). */
  fillAll(): void;
}

/** Reads `documents` once; the index keeps the array it was given, so pass one that does not change. */
export function indexReservationList(
  documents: Iterable<ReservationDocument>,
  today: string,
): ReservationListIndex {
  // Each document's tab rule input, made once (the rule runs for every tab).
  const tabbed: Array<{ readonly doc: ReservationDocument; readonly t: TabbedReservation }> = [];
  for (const doc of documents) {
    const t = tabbedReservationOf(doc);
    if (t) tabbed.push({ doc, t });
  }
  const lists = new Map<ReservationsTab, readonly ReservationDocument[]>();
  return {
    today,
    rowsOf(tab) {
      let rows = lists.get(tab);
      if (!rows) {
        const matches: ReservationDocument[] = [];
        for (const { doc, t } of tabbed) if (reservationMatchesTab(t, tab, today)) matches.push(doc);
        rows = matches.sort(compareForTab(tab));
        lists.set(tab, rows);
      }
      return rows;
    },
    fillAll() {
      const missing = reservationsTabs.filter((tab) => !lists.has(tab));
      if (missing.length === 0) return;
      // One ascending sort serves every tab: a tab read newest first is the ascending order reversed
      // (the comparison is negated whole, the id tie-break included).
      const ascending = compareForTab("requests");
      const sorted = [...tabbed].sort((a, b) => ascending(a.doc, b.doc));
      const filled = new Map<ReservationsTab, ReservationDocument[]>(missing.map((tab) => [tab, []]));
      for (const { doc, t } of sorted)
        for (const [tab, rows] of filled) if (reservationMatchesTab(t, tab, today)) rows.push(doc);
      for (const [tab, rows] of filled) lists.set(tab, newestFirst.has(tab) ? rows.reverse() : rows);
    },
  };
}

/** A search's result, kept so the next keystroke can start from it. */
export interface ReservationSearch {
  /** The tab's rows the search ran over. */
  readonly source: readonly ReservationDocument[];
  /** The folded search. */
  readonly needle: string;
  readonly rows: readonly ReservationDocument[];
}

/**
 * The rows of `source` (one tab's rows, in order) that `search` finds. When the folded search only
 * grew from the previous one's over the same rows, every match of the new one matched the old one
 * (a text containing the longer needle contains the shorter), so only the previous result is scanned.
 */
export function searchReservationRows(
  source: readonly ReservationDocument[],
  search: string,
  searchTextOf: (doc: ReservationDocument) => string,
  previous?: ReservationSearch,
): ReservationSearch {
  const needle = foldSearchText(search);
  if (!needle) return { source, needle, rows: source };
  const from =
    previous && previous.source === source && needle.includes(previous.needle) ? previous.rows : source;
  return { source, needle, rows: from.filter((doc) => searchTextOf(doc).includes(needle)) };
}
