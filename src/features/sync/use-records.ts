import { useSyncExternalStore } from "react";
import type { RecordsSnapshot } from "../../../sync/records-snapshot.ts";
import { useSession } from "../../app/session.tsx";

/**
 * Reviews, notification entries, tasks, subscription info and guest preferences from the local
 * store, with the host's pending commands applied; `ready` is false until the store was read.
 */
export function useRecords(): RecordsSnapshot {
  const { engine } = useSession();
  return useSyncExternalStore(engine.records.subscribe, engine.records.getSnapshot);
}
