// Loads the welcome tour's code only for the accounts that see it (migrated ones, until they close
// it): everyone else's first screen carries none of it. A tour whose code cannot load shows nothing
// rather than the failed-to-load page: it is a welcome, not the page the host asked for.
import { lazy, Suspense, useMemo, type ComponentType } from "react";
import { useUserInfo } from "../features/sync/use-user-info.ts";
import { useOutbox } from "../features/sync/use-outbox.ts";
import { shouldShowWelcomeTour } from "../../domain/user/welcome-tour.ts";
import { pendingInteractions } from "./pending-interactions.ts";

const WelcomeTour = lazy(() =>
  import("./welcome-tour.tsx").then(
    (m): { default: ComponentType } => ({ default: m.WelcomeTour }),
    (): { default: ComponentType } => ({ default: () => null }),
  ),
);

export function WelcomeTourGate() {
  const info = useUserInfo();
  const outbox = useOutbox();
  const pending = useMemo(() => pendingInteractions(outbox), [outbox]);
  if (!shouldShowWelcomeTour(info, pending)) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeTour />
    </Suspense>
  );
}
