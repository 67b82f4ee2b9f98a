import { useCallback, useSyncExternalStore } from "react";
import type { NavBadge } from "../../../domain/navigation/nav-item.ts";
import { badgeLabel, isReservationsBadgeActive } from "../../../domain/reservations/reservations-badge.ts";
import { pendingRequestCounter } from "../../../domain/reservations/pending-request-count.ts";
import { useSession } from "../../app/session.tsx";

// One counter for the app: it remembers the versions it counted.
const pendingRequests = pendingRequestCounter();

/**
 * The reservations nav item's badge (operations spec §2): lit while conversations are unread or
 * booking requests pending, with their number up to 10. Undefined when there is nothing.
 */
export function useReservationsBadge(unreadChannels: number): NavBadge | undefined {
  const { engine } = useSession();
  const pending = useSyncExternalStore(
    engine.reservations.subscribe,
    useCallback(() => pendingRequests(engine.reservations.getSnapshot().reservations), [engine]),
  );
  if (!isReservationsBadgeActive({ unread: unreadChannels, pending })) return undefined;
  return { label: badgeLabel(unreadChannels + pending) };
}
