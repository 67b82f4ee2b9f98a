import { useSyncExternalStore } from "react";
import type { ReservationsSnapshot } from "../../../sync/reservations-projection.ts";
import { useSession } from "../../app/session.tsx";

/** The local reservations with the host's pending commands applied; re-renders on every change. */
export function useReservationsSnapshot(): ReservationsSnapshot {
  const { engine } = useSession();
  return useSyncExternalStore(engine.reservations.subscribe, engine.reservations.getSnapshot);
}
