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

// Printable ASCII words with one space between them: decomposing leaves such a text as it is, it has
// no marks and no white space to fold, so lower-casing alone folds it. Booking codes and many names
// and titles are such texts, and the full fold makes four new strings where this makes one.
const plainAscii = /^[!-~]+(?: [!-~]+)*$/;

/** Search text folded for comparison: case, accents and runs of white space do not matter. */
export function foldSearchText(text: string): string {
  if (plainAscii.test(text)) return text.toLowerCase();
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

/**
 * What a search looks in: the guest, the unit and the booking code, folded, as one text so a search
 * may run across them ("muller olive").
 */
export function reservationSearchText(doc: ReservationDocument): string {
  return reservationSearchTextWithTitle(doc, foldSearchText(doc.unitTitle));
}

/**
 * reservationSearchText with the unit's title already folded, so a caller may fold each title once
 * for all its unit's reservations (a large host has a hundred per unit). Each part is folded alone
 * and the parts joined by a space, which folds exactly as the three joined first (property-tested).
 */
export function reservationSearchTextWithTitle(doc: ReservationDocument, foldedUnitTitle: string): string {
  const guest = foldSearchText(doc.guestName);
  const code = foldSearchText(doc.bookingCode);
  // A part that folds to nothing leaves no space behind, as a run of white space would fold to one.
  let text = guest;
  if (foldedUnitTitle) text = text ? `${text} ${foldedUnitTitle}` : foldedUnitTitle;
  if (code) text = text ? `${text} ${code}` : code;
  return text;
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
