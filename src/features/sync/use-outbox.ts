import type { OutboxEntry } from "../../../sync/local-schemas.ts";
import { useReservationsSnapshot } from "../reservations/use-reservations-snapshot.ts";

/** The host's commands not yet confirmed by the server, and those it refused. */
export function useOutbox(): readonly OutboxEntry[] {
  return useReservationsSnapshot().outbox;
}
