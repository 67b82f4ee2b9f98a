import { useCallback, useSyncExternalStore } from "react";
import type { SyncStatus } from "../../../sync/sync-engine.ts";
import { useSession } from "../../app/session.tsx";

export function useSyncStatus(): SyncStatus {
  const { engine } = useSession();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = engine.status$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [engine],
  );
  return useSyncExternalStore(subscribe, () => engine.status$.value);
}
