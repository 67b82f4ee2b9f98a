// A tab that comes back after being open over 12 hours reloads, so old code never talks to a
// newer server for long (operations spec §4). The rule is the domain's.
import { useEffect } from "react";
import { shouldReloadOnVisible } from "../../domain/session/page-freshness.ts";

const openedAt = Date.now();

export function usePageFreshness(): void {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible" && shouldReloadOnVisible(openedAt, Date.now()))
        window.location.reload();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);
}
