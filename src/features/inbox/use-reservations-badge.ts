import { useCallback, useSyncExternalStore } from "react";
import type { NavBadge } from "../../../domain/navigation/nav-item.ts";
import { badgeLabel, isReservationsBadgeActive } from "../../../domain/reservations/reservations-badge.ts";
import { tabbedReservationOf } from "../../../domain/reservations/reservation-document.ts";
import { reservationMatchesTab } from "../../../domain/reservations/reservation-tab.ts";
import type { ReservationsSnapshot } from "../../../sync/reservations-projection.ts";
import { useSession } from "../../app/session.tsx";

// Counted once per snapshot: the shell re-renders only when the number changes.
const pendingBySnapshot = new WeakMap<ReservationsSnapshot, number>();
function pendingRequests(snapshot: ReservationsSnapshot): number {
  let count = pendingBySnapshot.get(snapshot);
  if (count === undefined) {
    count = 0;
    for (const doc of snapshot.reservations.values()) {
      const tabbed = tabbedReservationOf(doc);
      // The requests tab's rule; "today" plays no part in it.
      if (tabbed && reservationMatchesTab(tabbed, "requests", "")) count += 1;
    }
    pendingBySnapshot.set(snapshot, count);
  }
  return count;
}

/**
 * The reservations nav item's badge (operations spec §2): lit while conversations are unread or
 * booking requests pending, with their number up to 10. Undefined when there is nothing.
 */
export function useReservationsBadge(unreadChannels: number): NavBadge | undefined {
  const { engine } = useSession();
  const pending = useSyncExternalStore(
    engine.reservations.subscribe,
    useCallback(() => pendingRequests(engine.reservations.getSnapshot()), [engine]),
  );
  if (!isReservationsBadgeActive({ unread: unreadChannels, pending })) return undefined;
  return { label: badgeLabel(unreadChannels + pending) };
}
