// How many booking requests wait for the host's answer (the reservations badge, operations spec
// §2), counted once per version of the reservations map. A version the projection derived from
// one already counted is counted by the ids that changed between them (map-lineage.ts), not by
// all 100,000 documents again: a keystroke in the calendar must not rescan every reservation.
import { changedKeysBetween } from "../collections/map-lineage.ts";
import { tabbedReservationOf, type ReservationDocument } from "./reservation-document.ts";
import { reservationMatchesTab } from "./reservation-tab.ts";

/** The requests tab's rule; "today" plays no part in it. */
export const isPendingRequest = (doc: ReservationDocument | undefined): boolean => {
  const tabbed = doc && tabbedReservationOf(doc);
  return tabbed !== undefined && reservationMatchesTab(tabbed, "requests", "");
};

type Reservations = ReadonlyMap<string, ReservationDocument>;

/** A counter with its own memory of the versions it counted. */
export function pendingRequestCounter(): (reservations: Reservations) => number {
  const counted = new WeakMap<Reservations, number>();
  let last: Reservations | undefined;
  return (reservations) => {
    let count = counted.get(reservations);
    if (count !== undefined) return count;
    const earlier = last && counted.get(last);
    const changed = last && changedKeysBetween(last, reservations);
    if (last !== undefined && earlier !== undefined && changed !== undefined) {
      count = earlier;
      for (const id of changed)
        count += Number(isPendingRequest(reservations.get(id))) - Number(isPendingRequest(last.get(id)));
    } else {
      count = 0;
      for (const doc of reservations.values()) if (isPendingRequest(doc)) count += 1;
    }
    counted.set(reservations, count);
    last = reservations;
    return count;
  };
}
