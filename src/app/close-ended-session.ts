// A session that ended (a 401 the token's refresh could not cure, here or in another tab): the
// operations spec says "sign out without losing the outbox". Unlike sign-out the store is closed,
// not deleted: its pending commands replay when this user signs in again, since the store is this
// user's (one per user id). The tokens go, and the signed-out page says why and how many changes
// wait (docs/decisions.md).
import type { LocalDatabase } from "../../sync/local-database.ts";
import type { SyncEngine } from "../../sync/sync-engine.ts";
import { encodeSessionEndedNotice, sessionEndedNoticeKey } from "./session-ended-notice.ts";
import type { TabSessionMessage } from "./tab-session.ts";

export async function closeEndedSession(options: {
  readonly userId: string;
  readonly db: LocalDatabase;
  readonly engine: Pick<SyncEngine, "stop">;
  /** Set when another tab told this one: its count, for the same store. */
  readonly endedElsewhere: { unsent: number } | undefined;
  /** Tells the other tabs (only when the session ended here). */
  readonly tell: (message: TabSessionMessage) => void;
  /** Removes the stored tokens (only when the session ended here). */
  readonly removeTokens: () => void;
}): Promise<void> {
  const { userId, db, engine, endedElsewhere } = options;
  // Counted before the engine stops (its queries close with it). A find, not a count: RxDB counts
  // only fully indexed queries, and the outbox is small. A tab told by another takes that tab's
  // count (one store): it stops at once, before its own engine can lead and ask the server
  // anything with the refused token.
  const unsent =
    endedElsewhere?.unsent ??
    (await db.collections.outbox
      .find({ selector: { state: "pending" } })
      .exec()
      .then((entries) => entries.length)
      .catch(() => 0));
  if (!endedElsewhere) options.tell({ kind: "session-ended", userId, unsent });
  // Bounded: a pull stuck on its last call must not keep the host on a dead page.
  await Promise.race([engine.stop(), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  await db.close();
  sessionStorage.setItem(sessionEndedNoticeKey, encodeSessionEndedNotice({ userId, unsent }));
  // Told by another tab: it removed the tokens, and this tab must not remove newer ones should that
  // tab already have signed in again.
  if (!endedElsewhere) options.removeTokens();
}
