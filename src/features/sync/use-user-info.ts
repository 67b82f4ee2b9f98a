import { useCallback, useSyncExternalStore } from "react";
import type { UserInfo } from "../../../domain/user/user-info.ts";
import { useSession } from "../../app/session.tsx";

/** The signed-in host's user info, from the local store (undefined before the first fetch). */
export function useUserInfo(): UserInfo | undefined {
  const { engine } = useSession();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = engine.userInfo$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [engine],
  );
  return useSyncExternalStore(subscribe, () => engine.userInfo$.value);
}
