// The inbox projection is open behind every screen (for the unread badge), but folds its channels'
// texts into the search index only once a screen shows the inbox, when the page is next idle: on the
// reservations screen those texts are garbage a collection would sweep while the host types. A
// search asked before then still answers, folding the texts on demand.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import { withDevChecks } from "./dev-storage.ts";
import { openInboxProjection } from "./inbox-projection.ts";
import { openLocalDatabase } from "./local-database.ts";
import { testChannel, testMessage } from "../tests/support/inbox-documents.ts";

const folded = vi.hoisted(() => ({ texts: 0 }));
vi.mock("../domain/messaging/channel-filter.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../domain/messaging/channel-filter.ts")>();
  return {
    ...original,
    channelSearchText: (...args: Parameters<typeof original.channelSearchText>) => {
      folded.texts++;
      return original.channelSearchText(...args);
    },
  };
});

// The page's idle moments, run when the test says so.
let idleCallbacks: Array<() => void> = [];
const runIdleCallbacks = () => {
  const due = idleCallbacks;
  idleCallbacks = [];
  for (const callback of due) callback();
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
beforeEach(() => {
  folded.texts = 0;
  idleCallbacks = [];
  (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = (callback: () => void) =>
    idleCallbacks.push(callback);
});
// Closed after each test, passed or not: a database left open takes RxDB's collection slots.
let closeOpened: Array<() => Promise<void>> = [];
afterEach(async () => {
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  for (const close of closeOpened) await close();
  closeOpened = [];
});

/** A projection with every message in memory, its idle moments so far run. */
async function openComplete() {
  const db = await openLocalDatabase({
    name: `inbox-search-index-${Math.random().toString(36).slice(2)}`,
    storage: withDevChecks(getRxStorageMemory()),
    multiInstance: false,
  });
  await db.collections.channels.bulkInsert([testChannel("c1"), testChannel("c2")]);
  await db.collections.messages.bulkInsert([
    testMessage("m-000001", "c1", "2026-11-20T10:00:00.000Z", "Where are the towels?"),
    testMessage("m-000002", "c2", "2026-11-20T10:00:00.000Z", "Arriving late"),
  ]);
  let opened: Awaited<ReturnType<typeof openInboxProjection>> | undefined;
  void openInboxProjection(db.collections, { waitForAll: true }).then((inbox) => (opened = inbox));
  const deadline = Date.now() + 5_000;
  while (!opened) {
    if (Date.now() > deadline) throw new Error("timed out opening the projection");
    runIdleCallbacks();
    await settle();
  }
  const inbox = opened;
  runIdleCallbacks();
  await settle();
  closeOpened.push(async () => {
    inbox.close();
    await db.close();
  });
  return inbox;
}

describe("inbox search index", () => {
  it("is built once a screen shows the inbox and the page is idle, not before", async () => {
    const inbox = await openComplete();
    expect(inbox.getSnapshot().complete).toBe(true);
    expect(folded.texts).toBe(0);

    inbox.shown!();
    inbox.shown!();
    await settle();
    expect(folded.texts).toBe(0);
    runIdleCallbacks();
    await settle();
    expect(folded.texts).toBe(2);

    // The first search finds it built: nothing is folded again.
    const towels = inbox.getSnapshot().matchingChannels("towels")!;
    expect([towels.has("c1"), towels.has("c2")]).toEqual([true, false]);
    expect(folded.texts).toBe(2);
  });

  it("answers a search asked before any screen showed the inbox", async () => {
    const inbox = await openComplete();
    const late = inbox.getSnapshot().matchingChannels("late")!;
    expect([late.has("c1"), late.has("c2")]).toEqual([false, true]);
    expect(folded.texts).toBe(2);
  });
});
