// The calendar's rows kept up to date change by change rather than rebuilt: each unit's intervals
// by document, and each unit's grouped items computed when its row is first drawn and kept until
// one of its documents changes. The projection replaces its maps on every change but keeps the
// documents that did not change, so comparing documents by identity finds what changed in one
// cheap pass, and it records which ids each new map changed (domain/collections/map-lineage.ts),
// so most updates compare those ids only; only the units those documents belong to (before and
// after) are regrouped. With
// 100,000 reservations a block on one unit then costs that unit's grouping, not the host's.
import { changedKeysBetween } from "../collections/map-lineage.ts";
import type { ReservationDocument } from "../reservations/reservation-document.ts";
import type { CalendarInterval, CalendarIntervalItem } from "./calendar-interval.ts";
import { calendarRowItems, reservationInterval, unavailabilityInterval } from "./calendar-rows.ts";
import type { UnavailabilityDocument } from "./unavailability-document.ts";

type IntervalsByDocument = ReadonlyMap<string, CalendarInterval>;

export interface CalendarRowIndex {
  readonly reservations: ReadonlyMap<string, ReservationDocument>;
  readonly unavailabilities: ReadonlyMap<string, UnavailabilityDocument>;
  /** Unit id → its drawn intervals by document key. */
  readonly intervals: ReadonlyMap<string, IntervalsByDocument>;
  /** Units whose intervals changed since the index it was made from (every unit for a new one). */
  readonly changedUnits: ReadonlySet<string> | "all";
  /** A unit's grouped items: the same array until one of the unit's documents changes. */
  readonly itemsOf: (unitId: string) => readonly CalendarIntervalItem[];
  /** The units grouped so far (rows drawn), carried into the next index when unchanged. */
  readonly grouped: ReadonlyMap<string, readonly CalendarIntervalItem[]>;
}

const reservationKey = (id: string) => `r:${id}`;
const unavailabilityKey = (id: string) => `u:${id}`;
const none: readonly CalendarIntervalItem[] = [];

function withItems(
  base: Omit<CalendarRowIndex, "itemsOf" | "grouped">,
  cached: Map<string, readonly CalendarIntervalItem[]>,
): CalendarRowIndex {
  return {
    ...base,
    grouped: cached,
    itemsOf(unitId) {
      let items = cached.get(unitId);
      if (items === undefined) {
        const intervals = base.intervals.get(unitId);
        items =
          intervals === undefined || intervals.size === 0 ? none : calendarRowItems([...intervals.values()]);
        cached.set(unitId, items);
      }
      return items;
    },
  };
}

function build(
  reservations: ReadonlyMap<string, ReservationDocument>,
  unavailabilities: ReadonlyMap<string, UnavailabilityDocument>,
): CalendarRowIndex {
  const intervals = new Map<string, Map<string, CalendarInterval>>();
  const add = (key: string, interval: CalendarInterval | undefined) => {
    if (interval === undefined) return;
    let unit = intervals.get(interval.unitId);
    if (unit === undefined) intervals.set(interval.unitId, (unit = new Map<string, CalendarInterval>()));
    unit.set(key, interval);
  };
  for (const doc of reservations.values()) add(reservationKey(doc.id), reservationInterval(doc));
  for (const doc of unavailabilities.values()) add(unavailabilityKey(doc.id), unavailabilityInterval(doc));
  return withItems({ reservations, unavailabilities, intervals, changedUnits: "all" }, new Map());
}

/** The index for new maps, sharing every unit of `previous` none of whose documents changed. */
export function updateCalendarRowIndex(
  previous: CalendarRowIndex | undefined,
  reservations: ReadonlyMap<string, ReservationDocument>,
  unavailabilities: ReadonlyMap<string, UnavailabilityDocument>,
): CalendarRowIndex {
  if (previous === undefined) return build(reservations, unavailabilities);
  if (previous.reservations === reservations && previous.unavailabilities === unavailabilities)
    return previous;
  // Changes per unit: document key → its new interval, or null when it no longer draws there.
  const changes = new Map<string, Map<string, CalendarInterval | null>>();
  const change = (unitId: string, key: string, interval: CalendarInterval | null) => {
    let unit = changes.get(unitId);
    if (unit === undefined) changes.set(unitId, (unit = new Map<string, CalendarInterval | null>()));
    // A document moving between units is removed from the old one and added to the new one.
    if (interval !== null || !unit.has(key)) unit.set(key, interval);
  };
  const diff = <D extends { readonly id: string; readonly unitId: string }>(
    before: ReadonlyMap<string, D>,
    after: ReadonlyMap<string, D>,
    keyOf: (id: string) => string,
    intervalOf: (doc: D) => CalendarInterval | undefined,
  ) => {
    if (before === after) return;
    const compare = (id: string, old: D | undefined, doc: D | undefined) => {
      if (old === doc) return;
      if (old !== undefined) change(old.unitId, keyOf(id), null);
      if (doc !== undefined) change(doc.unitId, keyOf(id), intervalOf(doc) ?? null);
    };
    // The keys the projection recorded changing between the two maps, when it knows them; else all.
    const changed = changedKeysBetween(before, after);
    if (changed !== undefined) {
      for (const id of changed) compare(id, before.get(id), after.get(id));
      return;
    }
    for (const [id, doc] of after) compare(id, before.get(id), doc);
    for (const [id, old] of before) if (!after.has(id)) compare(id, old, undefined);
  };
  diff(previous.reservations, reservations, reservationKey, reservationInterval);
  diff(previous.unavailabilities, unavailabilities, unavailabilityKey, unavailabilityInterval);

  const intervals = new Map(previous.intervals);
  const cached = new Map(previous.grouped);
  for (const unitId of changes.keys()) cached.delete(unitId);
  for (const [unitId, unitChanges] of changes) {
    const next = new Map(intervals.get(unitId));
    for (const [key, interval] of unitChanges) {
      if (interval === null) next.delete(key);
      else next.set(key, interval);
    }
    intervals.set(unitId, next);
  }
  return withItems(
    { reservations, unavailabilities, intervals, changedUnits: new Set(changes.keys()) },
    cached,
  );
}
