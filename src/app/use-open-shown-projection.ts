// The screen a page opens on reads its store at once, before its code is here: the calendar's and
// the inbox's projections otherwise wait for the first screen's rows (sync/deferred-projection.ts)
// or for their page to mount and ask, and a page that loads behind a Suspense boundary mounts no
// sooner than 300 ms after its fallback (the kept first screen) was shown (React 19 throttles
// reveals). Only the path the page opened on: later navigation mounts its page, which asks itself.
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { pageProjectionOf } from "../../domain/navigation/page-projection.ts";
import { useSession } from "./session.tsx";

export function useOpenShownProjection(): void {
  const { engine } = useSession();
  const location = useLocation();
  const [openedOn] = useState(location.pathname);
  useEffect(() => {
    const projection = pageProjectionOf(openedOn);
    if (projection === "calendar") engine.calendar.openNow?.();
    if (projection === "inbox") engine.inbox.openNow?.();
  }, [engine, openedOn]);
}
