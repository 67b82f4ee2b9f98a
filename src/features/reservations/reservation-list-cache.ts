// One list index per snapshot of the local reservations: the snapshot's map is replaced on every
// change, so its identity says when the index is stale, and the WeakMap lets old ones go.
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import {
  indexReservationList,
  type ReservationListIndex,
} from "../../../domain/reservations/reservation-list-index.ts";
import { reservationsTabs } from "../../../domain/reservations/reservation-tab.ts";
import { forgetSearchTextsOutside, prepareSearchTextsOf } from "./cached-search-text.ts";

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

/** A piece of idle work: goes on while `hasTime()` says so, and answers whether it is done. */
type Slice = (hasTime: () => boolean) => boolean;

/**
 * Once the reservations have stayed unchanged a moment, while the page is idle: folds the shown tab's
 * search texts (what the next keystroke scans), lists every tab (so a tab change is a lookup) and
 * makes the words of each tab's first rows (so a first visit to a tab formats nothing), folds every
 * other tab's search texts (so a first keystroke there scans at once), and lets go of the texts of
 * reservations that are gone. A slice at a time, so a key or click waits for one slice at most.
 * Returns a function that stops it.
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
  const index = () => reservationListIndexOf(reservations, today);
  // Each made when its turn comes: the tabs' rows exist once the second has listed them.
  const work: Array<() => Slice> = [
    () => prepareSearchTextsOf(first),
    () => () => {
      index().fillAll();
      for (const tab of reservationsTabs)
        for (const r of index().rowsOf(tab).slice(0, wordsAheadRows)) words(r);
      return true;
    },
    ...reservationsTabs.map((tab) => () => prepareSearchTextsOf(index().rowsOf(tab))),
    () => forgetSearchTextsOutside(reservations),
  ];
  let handle: number | undefined;
  let stopped = false;
  let slice: Slice | undefined;
  const step = (deadline: IdleDeadline) => {
    if (stopped) return;
    const hasTime = () => deadline.timeRemaining() > 1;
    while (hasTime()) {
      slice ??= work.shift()?.();
      if (slice === undefined) {
        prepared = { reservations, today, words };
        return;
      }
      if (!slice(hasTime)) break;
      slice = undefined;
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
