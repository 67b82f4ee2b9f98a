// The host's unsent account changes (updateUserInfo commands) drawn over the user info the device
// keeps, so an edit shows at once, offline too and after a reload, until the server's user info
// has it. The user info is one document outside the synced collections, so the projections'
// overlay does not reach it; this is the same idea for that one document, with the same rule the
// server stores with (domain/user/user-info-patch.ts).
//
// An acknowledged command retires once the pulls catch up, but the pulls do not bring the user
// info: the change is asked for again as soon as the server has it, and a retired change stays
// drawn until the next user info arrives, so the screen never shows the old name in between.
import type { BehaviorSubject } from "rxjs";
import { updateUserInfo } from "../domain/commands/user-info-commands.ts";
import { patchedUserInfo, type UserInfoPatch } from "../domain/user/user-info-patch.ts";
import type { UserInfo } from "../domain/user/user-info.ts";
import type { LocalCollections } from "./local-database.ts";
import type { OutboxEntry } from "./local-schemas.ts";
import type { Outbox } from "./outbox.ts";

/** The user info with `pending` applied in the order they were made; failed ones are left out. */
export function userInfoWithPending(
  stored: UserInfo | undefined,
  pending: readonly Pick<OutboxEntry, "type" | "state" | "sequence" | "payload">[],
): UserInfo | undefined {
  if (stored === undefined) return undefined;
  return pending
    .filter((entry) => entry.type === updateUserInfo.type && entry.state !== "failed")
    .toSorted((a, b) => a.sequence - b.sequence)
    .reduce((info, entry) => patchedUserInfo(info, entry.payload as UserInfoPatch), stored);
}

export function drawPendingUserInfo(options: {
  collections: LocalCollections;
  outbox: Outbox;
  /** The user info as the device stores it (the server's last answer). */
  stored$: BehaviorSubject<UserInfo | undefined>;
  /** What the screens read. */
  shown$: BehaviorSubject<UserInfo | undefined>;
  /** Asks the server for the user info again and stores it. */
  refresh: () => Promise<unknown>;
}): () => void {
  const { collections, outbox, stored$, shown$ } = options;
  let stored: OutboxEntry[] = [];
  // Acknowledged and then retired, by id: drawn until the next user info is stored.
  let retired = new Map<string, OutboxEntry>();
  const asked = new Set<string>();
  const recompute = () => {
    const byId = new Map<string, OutboxEntry>(retired);
    for (const entry of [...stored, ...outbox.unsaved()]) byId.set(entry.id, entry);
    shown$.next(userInfoWithPending(stored$.value, [...byId.values()]));
  };
  const entries = collections.outbox.find({ selector: { type: updateUserInfo.type } }).$.subscribe((docs) => {
    const next = docs.map((doc) => doc.toJSON() as OutboxEntry);
    const ids = new Set(next.map((entry) => entry.id));
    for (const entry of stored)
      if (entry.state === "acknowledged" && !ids.has(entry.id)) retired.set(entry.id, entry);
    stored = next;
    for (const entry of next)
      if (entry.state === "acknowledged" && !asked.has(entry.id)) {
        asked.add(entry.id);
        void options.refresh();
      }
    recompute();
  });
  let first = true;
  const storedWatch = stored$.subscribe(() => {
    // A user info stored after a retirement holds the retired changes (it was asked for after the
    // server acknowledged them).
    if (!first) retired = new Map();
    first = false;
    recompute();
  });
  const unsavedWatch = outbox.subscribeUnsaved(recompute);
  return () => {
    entries.unsubscribe();
    storedWatch.unsubscribe();
    unsavedWatch();
  };
}
