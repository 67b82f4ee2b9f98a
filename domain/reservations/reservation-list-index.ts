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
    // Stryker disable next-line BlockStatement: filling ahead only moves work rowsOf does on first ask; rows left unfilled list the same
    fillAll() {
      // Stryker disable next-line ArrowFunction: filling ahead only moves work rowsOf does on first ask; rows left unfilled list the same
      const missing = reservationsTabs.filter((tab) => !lists.has(tab));
      // Stryker disable next-line ConditionalExpression,EqualityOperator: with no tab missing the loops below do nothing
      if (missing.length === 0) return;
      // One ascending sort serves every tab: a tab read newest first is the ascending order reversed
      // (the comparison is negated whole, the id tie-break included).
      // Stryker disable next-line StringLiteral: any tab read soonest first gives this comparison
      const ascending = compareForTab("requests");
      const sorted = [...tabbed].sort((a, b) => ascending(a.doc, b.doc));
      // Plain arrays walked by index: iterating a Map per document made an iterator and an entry pair
      // for every document and tab, about 37 MB of garbage for 85,000 reservations on a reload.
      const filled = missing.map((): ReservationDocument[] => []);
      for (let i = 0; i < sorted.length; i++) {
        const { doc, t } = sorted[i]!;
        for (let k = 0; k < missing.length; k++)
          if (reservationMatchesTab(t, missing[k]!, today)) filled[k]!.push(doc);
      }
      // Stryker disable next-line ArrowFunction: filling ahead only moves work rowsOf does on first ask; rows left unfilled list the same
      missing.forEach((tab, k) => lists.set(tab, newestFirst.has(tab) ? filled[k]!.reverse() : filled[k]!));
    },
  };
}

/** A search's result, kept so the next keystroke can start from it. */
export interface ReservationSearch {
  /** The tab's rows the search ran over. */
  readonly source: readonly ReservationDocument[];
  /** The folded search text of each row of `source`, once a search has needed them. */
  readonly sourceTexts: readonly string[] | undefined;
  /** The folded search. */
  readonly needle: string;
  readonly rows: readonly ReservationDocument[];
  /** The folded search text of each of `rows`; undefined while the search is empty. */
  readonly texts: readonly string[] | undefined;
  /** The search this one narrowed (its needle is contained in this one's), over the same rows. */
  readonly narrowed: ReservationSearch | undefined;
}

/**
 * The rows of `source` (one tab's rows, in order) that `search` finds. The folded text of each row
 * of `source` is asked of `sourceTextsOf` once per `source` (a caller may have them made ahead, while
 * idle) and kept beside the rows, so keystrokes scan a plain array of strings instead of looking every
 * row's text up again. A text containing a longer needle contains the
 * shorter, so a search whose needle contains that of an earlier one over the same rows scans only
 * that one's result. Each result keeps the one it narrowed, so erasing a letter walks back to a
 * result already made (no scan at all), and a letter typed after erasing narrows the nearest of
 * them instead of the whole tab. The chain is at most as long as the needle; a cleared box ends it.
 */
export function searchReservationRows(
  source: readonly ReservationDocument[],
  search: string,
  /** The folded search text of each row of `source`, in its order. */
  sourceTextsOf: (source: readonly ReservationDocument[]) => readonly string[],
  previous?: ReservationSearch,
): ReservationSearch {
  const needle = foldSearchText(search);
  const same = previous !== undefined && previous.source === source;
  const known = same ? previous.sourceTexts : undefined;
  if (!needle) return { source, sourceTexts: known, needle, rows: source, texts: known, narrowed: undefined };
  let base = same ? previous : undefined;
  while (base !== undefined && !(base.texts !== undefined && needle.includes(base.needle)))
    base = base.narrowed;
  if (base?.needle === needle) return base;
  let fromRows: readonly ReservationDocument[];
  let fromTexts: readonly string[];
  let sourceTexts = known;
  if (base?.texts !== undefined) {
    fromRows = base.rows;
    fromTexts = base.texts;
  } else {
    sourceTexts ??= sourceTextsOf(source);
    fromRows = source;
    fromTexts = sourceTexts;
  }
  const rows: ReservationDocument[] = [];
  const texts: string[] = [];
  for (let i = 0; i < fromRows.length; i++)
    if (fromTexts[i]!.includes(needle)) {
      rows.push(fromRows[i]!);
      texts.push(fromTexts[i]!);
    }
  // An empty search's result is the whole tab: nothing before it is worth keeping.
  const narrowed = base !== undefined && base.needle !== "" ? base : undefined;
  return { source, sourceTexts, needle, rows, texts, narrowed };
}
