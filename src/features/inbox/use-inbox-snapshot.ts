import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { unreadChannelCount } from "../../../domain/messaging/channel-filter.ts";
import type { InboxSnapshot } from "../../../sync/inbox-projection.ts";
import { useSession } from "../../app/session.tsx";

/** The local channels and messages with the host's pending commands applied; re-renders on every change. */
export function useInboxSnapshot(): InboxSnapshot {
  const { engine } = useSession();
  return useSyncExternalStore(engine.inbox.subscribe, engine.inbox.getSnapshot);
}

/**
 * The inbox's snapshot for the inbox page: the page is on screen, so the projection need not wait
 * for the first screen's rows and an idle moment (a reload of /messages/all waited about 600 ms for
 * them). The shell's unread count reads the same projection without hurrying it.
 */
export function useInboxPageSnapshot(): InboxSnapshot {
  const { engine } = useSession();
  useEffect(() => engine.inbox.openNow?.(), [engine]);
  return useInboxSnapshot();
}

/** The page's moment for the 12-month window: fixed while the page is open, which is precise enough. */
export function usePageNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}

/** How many conversations of the inbox wait to be read: the nav badge and the page title. */
export function useUnreadChannelCount(): number {
  const snapshot = useInboxSnapshot();
  const now = usePageNow();
  return useMemo(() => unreadChannelCount(snapshot.channels.values(), now), [snapshot.channels, now]);
}
