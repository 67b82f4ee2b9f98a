// One list index per snapshot of the local reservations: the snapshot's map is replaced on every
// change, so its identity says when the index is stale, and the WeakMap lets old ones go.
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import {
  indexReservationList,
  type ReservationListIndex,
} from "../../../domain/reservations/reservation-list-index.ts";
import { reservationsTabs } from "../../../domain/reservations/reservation-tab.ts";
import { cachedSearchText, forgetSearchTextsOutside } from "./cached-search-text.ts";

const indexes = new WeakMap<ReadonlyMap<string, ReservationDocument>, ReservationListIndex>();

export function reservationListIndexOf(
  reservations: ReadonlyMap<string, ReservationDocument>,
  today: string,
): ReservationListIndex {
  let index = indexes.get(reservations);
  if (index?.today !== today) {
    index = indexReservationList(reservations.values(), today);
    indexes.set(reservations, index);
  }
  return index;
}

/** How long the reservations must stay unchanged before the idle work starts (not during a first load). */
const settleMs = 1_000;

/** Rows at the top of each tab whose words are made ahead: more than a tall screen shows. */
const wordsAheadRows = 40;

/** The reservations (and day) the idle work last finished for: a tab change alone has nothing new to do. */
let prepared:
  | {
      readonly reservations: ReadonlyMap<string, ReservationDocument>;
      readonly today: string;
      readonly words: unknown;
    }
  | undefined;

/**
 * Once the reservations have stayed unchanged a moment, while the page is idle: lists every tab (so a
 * tab change is a lookup) and folds every search text (so the first keystroke does not fold a whole tab), makes the words of each tab's first rows (so a
 * first visit to a tab formats nothing), a slice at a time so a key or click waits for one slice at
 * most, and lets go of the texts of reservations that are gone. Returns a function that stops it.
 */
export function prepareWhileIdle(
  reservations: ReadonlyMap<string, ReservationDocument>,
  today: string,
  first: readonly ReservationDocument[],
  /** The row words of the shown language (use-row-words.ts), kept per document once made. */
  words: (r: ReservationDocument) => unknown,
): () => void {
  if (prepared?.reservations === reservations && prepared.today === today && prepared.words === words)
    return () => {};
  // Safari has no requestIdleCallback: a short timeout with a fixed budget stands in for it.
  const hasIdle = "requestIdleCallback" in window;
  const idle = (run: (deadline: IdleDeadline) => void): number =>
    hasIdle
      ? window.requestIdleCallback(run)
      : window.setTimeout(() => run({ didTimeout: false, timeRemaining: () => 8 }), 50);
  const cancelIdle = (handle: number) =>
    hasIdle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle);
  let handle: number | undefined;
  let stopped = false;
  // The shown tab's search texts first (what the next keystroke searches), then every tab's list,
  // then the other search texts, then the texts of reservations no longer here are let go.
  let documents: readonly ReservationDocument[] = first;
  let next = 0;
  let listed = false;
  let forgetting: ((hasTime: () => boolean) => boolean) | undefined;
  const step = (deadline: IdleDeadline) => {
    if (stopped) return;
    for (;;) {
      while (next < documents.length && deadline.timeRemaining() > 1) {
        const end = Math.min(documents.length, next + 500);
        for (; next < end; next++) cachedSearchText(documents[next]!);
      }
      if (next < documents.length || deadline.timeRemaining() <= 1) break;
      if (listed) {
        forgetting ??= forgetSearchTextsOutside(reservations);
        if (!forgetting(() => deadline.timeRemaining() > 1)) break;
        prepared = { reservations, today, words };
        return;
      }
      listed = true;
      const index = reservationListIndexOf(reservations, today);
      index.fillAll();
      for (const tab of reservationsTabs)
        for (const r of index.rowsOf(tab).slice(0, wordsAheadRows)) words(r);
      documents = [...reservations.values()];
      next = 0;
    }
    handle = idle(step);
  };
  const settle = window.setTimeout(() => {
    handle = idle(step);
  }, settleMs);
  return () => {
    stopped = true;
    window.clearTimeout(settle);
    if (handle !== undefined) cancelIdle(handle);
  };
}
