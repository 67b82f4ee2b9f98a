// What a reservations tab lists: the tab's rule, the host's search, and the tab's order. Pure, so
// the list filters in memory on every keystroke and a test can compare it with a naive scan.
import type { ReservationDocument } from "./reservation-document.ts";
import { tabbedReservationOf } from "./reservation-document.ts";
import { reservationMatchesTab, type ReservationsTab } from "./reservation-tab.ts";

export interface ReservationListQuery {
  readonly tab: ReservationsTab;
  readonly search: string;
  /** YYYY-MM-DD in the host's time zone. */
  readonly today: string;
}

/** Search text folded for comparison: case, accents and runs of white space do not matter. */
export function foldSearchText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

// Past tabs read newest first; tabs of things still to come read soonest first.
export const newestFirst: ReadonlySet<ReservationsTab> = new Set([
  "rejected",
  "expired",
  "completed",
  "cancelled",
  "all",
  "inquiries-archived",
]);

/** What a search looks in: the guest, the unit and the booking code, folded. */
export function reservationSearchText(doc: ReservationDocument): string {
  return foldSearchText(`${doc.guestName} ${doc.unitTitle} ${doc.bookingCode}`);
}

/**
 * `searchTextOf` lets a caller that filters on every keystroke fold each document once and keep
 * it (folding 100,000 names per keystroke costs more than the filtering).
 */
export function listReservations(
  documents: Iterable<ReservationDocument>,
  query: ReservationListQuery,
  searchTextOf: (doc: ReservationDocument) => string = reservationSearchText,
): ReservationDocument[] {
  const needle = foldSearchText(query.search);
  const matches: ReservationDocument[] = [];
  for (const doc of documents) {
    const tabbed = tabbedReservationOf(doc);
    if (!tabbed || !reservationMatchesTab(tabbed, query.tab, query.today)) continue;
    if (needle && !searchTextOf(doc).includes(needle)) continue;
    matches.push(doc);
  }
  return matches.sort(compareForTab(query.tab));
}

/** The tab's order: by check-in, then id so equal days keep one order; past tabs newest first. */
export function compareForTab(
  tab: ReservationsTab,
): (a: ReservationDocument, b: ReservationDocument) => number {
  const direction = newestFirst.has(tab) ? -1 : 1;
  return (a, b) =>
    direction *
    (a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
