// How many booking requests wait for the host's answer (the reservations badge, operations spec
// §2), counted once per version of the reservations map. A version the projection derived from
// one already counted is counted by the ids that changed between them (map-lineage.ts), not by
// all 100,000 documents again: a keystroke in the calendar must not rescan every reservation.
import { changedKeysBetween } from "../collections/map-lineage.ts";
import { tabbedReservationOf, type ReservationDocument } from "./reservation-document.ts";
import { reservationMatchesTab } from "./reservation-tab.ts";

// Stryker disable next-line StringLiteral: the requests tab's rule reads no day, so any day answers alike
const anyDay = "";

/** The requests tab's rule; "today" plays no part in it. */
export const isPendingRequest = (doc: ReservationDocument | undefined): boolean => {
  const tabbed = doc && tabbedReservationOf(doc);
  return tabbed !== undefined && reservationMatchesTab(tabbed, "requests", anyDay);
};

type Reservations = ReadonlyMap<string, ReservationDocument>;

interface Counted {
  readonly reservations: Reservations;
  readonly count: number;
}

/** The count of `reservations` from a counted version, by the ids changed between them; undefined when no recorded lineage joins the two. */
function countSince(from: Counted, reservations: Reservations): number | undefined {
  const changed = changedKeysBetween(from.reservations, reservations);
  if (changed === undefined) return undefined;
  let count = from.count;
  for (const id of changed)
    count +=
      Number(isPendingRequest(reservations.get(id))) - Number(isPendingRequest(from.reservations.get(id)));
  return count;
}

function countAll(reservations: Reservations): number {
  let count = 0;
  for (const doc of reservations.values()) if (isPendingRequest(doc)) count += 1;
  return count;
}

/** A counter with its own memory of the versions it counted. */
export function pendingRequestCounter(): (reservations: Reservations) => number {
  const counted = new WeakMap<Reservations, number>();
  let last: Counted | undefined;
  return (reservations) => {
    const known = counted.get(reservations);
    if (known !== undefined) return known;
    const count = (last && countSince(last, reservations)) ?? countAll(reservations);
    counted.set(reservations, count);
    last = { reservations, count };
    return count;
  };
}
