// Wires the local store, replication, the live stream and the outbox replay for one signed-in host.
// Screens talk to this object only: read the projection, enqueue commands, watch the status.
import { BehaviorSubject, firstValueFrom, filter } from "rxjs";
import type { RxCollection } from "rxdb";
import { syncCollectionNames, type SyncCollectionName } from "../domain/sync-protocol/pull.ts";
import { pulledCollectionNames, replicationsWokenBy } from "../domain/sync-protocol/change-notice.ts";
import { Schema } from "effect";
import { UserInfo } from "../domain/user/user-info.ts";
import type { ApiClient } from "./api-client.ts";
import type { ChangeStream } from "./change-stream.ts";
import type { EarlyFirstPulls } from "./early-first-pulls.ts";
import type { LocalDatabase } from "./local-database.ts";
import { createOutbox, type Outbox } from "./outbox.ts";
import { parkedCommandsKey } from "./parked-commands.ts";
import type { OutboxReplayer } from "./outbox-replayer.ts";
import { openReservationsProjection, type ReservationsProjection } from "./reservations-projection.ts";
import type { CalendarProjection, CalendarSnapshot } from "./calendar-projection.ts";
import type { InboxProjection, InboxSnapshot } from "./inbox-projection.ts";
import { deferredProjection } from "./deferred-projection.ts";
import { notReadyRecords, type RecordsProjection } from "./records-snapshot.ts";
import type { CollectionReplication } from "./pull-loop.ts";
import type { PullProgress } from "./pulled-batch.ts";
import { whenIdle } from "./when-idle.ts";
import { isStorageFullMessage, StorageFull } from "./storage-errors.ts";

/**
 * Replication and the live stream are a chunk of their own, loaded once the first screen has
 * painted: a signed-in host's first screen comes from the local store (docs/decisions.md).
 */
let networkCode: Promise<NetworkCode> | undefined;
interface NetworkCode {
  readonly replicateCollection: typeof import("./collection-replication.ts").replicateCollection;
  readonly openChangeStream: typeof import("./change-stream.ts").openChangeStream;
  readonly replicateRecords: typeof import("./records-replication.ts").replicateRecords;
}
const loadNetworkCode = (): Promise<NetworkCode> =>
  (networkCode ??= Promise.all([
    import("./collection-replication.ts"),
    import("./change-stream.ts"),
    import("./records-replication.ts"),
  ]).then(
    ([replication, changeStream, records]) => ({
      replicateCollection: replication.replicateCollection,
      openChangeStream: changeStream.openChangeStream,
      replicateRecords: records.replicateRecords,
    }),
    (error: unknown) => {
      // Offline before the chunk was cached: tried again when the network comes back.
      networkCode = undefined;
      throw error;
    },
  ));

/**
 * A first start (nothing stored) needs the network code for its first row: its chunks may load while
 * the store opens, instead of after. A failed load is tried again when the engine starts the network.
 */
export function preloadNetworkCode(): void {
  loadNetworkCode().catch(() => undefined);
}

/** What the first screen reads: pulled before the calendar's and the inbox's collections. */
export const firstScreenCollections: readonly SyncCollectionName[] = ["units", "reservations"];
const firstCollections: ReadonlySet<string> = new Set(firstScreenCollections);

export interface SyncStatus {
  readonly online: boolean;
  readonly streamConnected: boolean;
  /** True while a pull is running. */
  readonly pulling: boolean;
  readonly progress: PullProgress;
  /** The first complete pull of this session has finished. */
  readonly caughtUp: boolean;
  /**
   * The session's first pull has documents to store and has not stored them all yet: true from the
   * first progress that leaves something to store until `caughtUp`. It stays true between the
   * first screen's collections and the rest (whose pulls start after them, so for a moment nothing
   * is known to remain) and while the last batch is being stored.
   */
  readonly firstLoad: boolean;
  readonly lastError: string | undefined;
  /**
   * A call was refused 401 even after the token's refresh: the session is over. The outbox is kept
   * as it is (its commands wait, pending) for the next sign-in, which starts a new engine.
   */
  readonly sessionEnded: boolean;
}

export interface SyncEngine {
  readonly reservations: ReservationsProjection;
  /** Units, unavailabilities and reservations with pending commands applied, for the calendar. */
  readonly calendar: CalendarProjection;
  /** Channels and messages with pending sends and flag changes applied, for the inbox. */
  readonly inbox: InboxProjection;
  /** Reviews, notification entries, tasks, subscription info and guest preferences, overlaid. */
  readonly records: RecordsProjection;
  readonly outbox: Outbox;
  /**
   * Resolves once the first screen has its rows (or the first load ended, or offline, or after ten
   * seconds): what is not needed to draw them (other projections, header menus) waits for it.
   */
  readonly firstScreenRows: Promise<void>;
  readonly status$: BehaviorSubject<SyncStatus>;
  setOnline(online: boolean): void;
  /** The host's user info: the last one fetched, kept in the local store for offline starts. */
  readonly userInfo$: BehaviorSubject<UserInfo | undefined>;
  /**
   * Resolves true once everything the server had when called is in the local store, or false
   * when the network stopped first (offline, or the engine stopped): then nothing is known.
   */
  catchUp(): Promise<boolean>;
  stop(): Promise<void>;
}

export async function startSyncEngine(options: {
  db: LocalDatabase;
  api: ApiClient;
  /** Distinguishes replications of different servers in one store. */
  serverId: string;
  online: boolean;
  /** Web Storage where commands wait while IndexedDB refuses writes (sync/outbox.ts); none in tests. */
  parkingStorage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** A first start's first pulls, sent before the store opened (sync/early-first-pulls.ts). */
  earlyFirstPulls?: EarlyFirstPulls | undefined;
  now?: () => number;
  random?: () => number;
  newId?: () => string;
}): Promise<SyncEngine> {
  const { db, api } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const status$ = new BehaviorSubject<SyncStatus>({
    online: options.online,
    streamConnected: false,
    pulling: false,
    progress: { loaded: 0, remaining: 0 },
    caughtUp: false,
    firstLoad: false,
    lastError: undefined,
    sessionEnded: false,
  });
  const update = (patch: Partial<SyncStatus>) => status$.next({ ...status$.value, ...patch });

  const storageFull = new StorageFull().message;
  const outbox = createOutbox({
    collections: db.collections,
    now,
    newId,
    ...(options.parkingStorage
      ? {
          parking: {
            storage: options.parkingStorage,
            key: parkedCommandsKey(db.name),
            // A parked command shows the storage-full banner; all moved means the store writes again.
            onParked: (count: number) => {
              if (count > 0) update({ lastError: storageFull });
              else if (isStorageFullMessage(status$.value.lastError)) update({ lastError: undefined });
            },
          },
        }
      : {}),
  });
  // The first screen's read and the stored user info are read side by side: a warm start waits
  // for both before anything renders.
  const [reservations, storedUserInfo] = await Promise.all([
    openReservationsProjection(db.collections, { outbox }),
    db.collections.meta.findOne("userInfo").exec(),
  ]);
  void outbox.moveParked().catch(() => undefined);
  // The calendar's and inbox's projections open once the first screen has its rows: on a first
  // start these come from the first pull, and neither projection's code nor its read should go
  // out before them (the initial JavaScript budget counts up to the first row). Also once the
  // first load ended (a host with no reservations), when offline, or after ten seconds at most.
  const firstScreenRows = new Promise<void>((resolve) => {
    const hasRows = () => {
      const { caughtUp, online } = status$.value;
      return reservations.getSnapshot().reservations.size > 0 || caughtUp || !online;
    };
    if (hasRows()) return resolve();
    const watches = [
      reservations.subscribe(() => check()),
      () => statusWatch.unsubscribe(),
      () => clearTimeout(timer),
    ];
    const statusWatch = status$.subscribe({ next: () => check(), complete: () => check(true) });
    const timer = setTimeout(() => check(true), 10_000);
    function check(anyway = false) {
      if (!anyway && !hasRows()) return;
      for (const unwatch of watches) unwatch();
      resolve();
    }
  });
  // Opened after the first paint: the first screen (reservations) needs neither their code nor
  // their data, and both screens show a not-ready snapshot as loading. A screen that opened its own
  // projection at once (a reload of /calendar or /messages) reads first: the others' reads (the
  // inbox's 150,000 channels and messages beside the calendar's 85,000 blocks) wait until it is
  // ready instead of taking turns with it on the main thread and in IndexedDB.
  const afterShownScreens: Promise<unknown> = firstScreenRows.then((): Promise<unknown> =>
    Promise.all([calendar.whenShown(), inbox.whenShown()]),
  );
  const calendar = deferredProjection<CalendarSnapshot>(
    {
      ready: false,
      listingReady: false,
      units: new Map(),
      properties: new Map(),
      unavailabilities: new Map(),
      reservations: new Map(),
      pendingByDocument: new Map(),
      outbox: [],
    },
    async () =>
      (await import("./calendar-projection.ts")).openCalendarProjection(db.collections, reservations, outbox),
    afterShownScreens,
  );
  const inbox = deferredProjection<InboxSnapshot>(
    {
      ready: false,
      complete: false,
      channels: new Map(),
      pendingChannels: new Set(),
      messagesOf: () => [],
      searchTextOf: () => "",
      matchingChannels: () => undefined,
      failed: [],
    },
    async () => (await import("./inbox-projection.ts")).openInboxProjection(db.collections, { outbox }),
    afterShownScreens,
  );
  // Read by the header's menus, which load after the first screen's rows too (src/app/after-first-screen.ts).
  const records = deferredProjection(
    notReadyRecords(),
    async () =>
      (await import("./records-projection.ts")).openRecordsProjection(db.collections, reservations, outbox),
    afterShownScreens,
  );
  const decodeUserInfo = Schema.decodeUnknownSync(UserInfo);
  const keptUserInfo$ = new BehaviorSubject<UserInfo | undefined>(
    storedUserInfo ? decodeUserInfo(storedUserInfo.toJSON().value) : undefined,
  );
  const userInfo$ = new BehaviorSubject(keptUserInfo$.value);
  const userInfoSubscription = db.collections.meta.findOne("userInfo").$.subscribe((doc) => {
    if (doc) keptUserInfo$.next(decodeUserInfo(doc.toJSON().value));
  });
  // The account's unsent changes are drawn over it once the first screen has painted its rows: their
  // code stays out of the first screen's scripts (sync/user-info-overlay.ts). The rows being in the
  // store is not enough: they are drawn a frame later, and a chunk asked for meanwhile counts as the
  // first screen's.
  let showUserInfo: { unsubscribe(): void } = keptUserInfo$.subscribe((info) => userInfo$.next(info));
  void firstScreenRows
    .then(whenIdle)
    .then(() => import("./user-info-overlay.ts"))
    .then(
      ({ drawPendingUserInfo }) => {
        if (stopped) return;
        showUserInfo.unsubscribe();
        const stop = drawPendingUserInfo({
          collections: db.collections,
          outbox,
          stored$: keptUserInfo$,
          shown$: userInfo$,
          refresh: () => refreshUserInfo(),
        });
        showUserInfo = { unsubscribe: stop };
      },
      () => undefined,
    );
  const refreshUserInfo = async () => {
    try {
      const info = decodeUserInfo(await api.request("GET", "/api/app/user/info"));
      await db.collections.meta.upsert({ key: "userInfo", value: info });
    } catch (error) {
      update({ lastError: (error as Error).message });
    }
  };

  // One replication per collection of the change feed; all start and stop together.
  let replications: Array<CollectionReplication> | undefined;
  let stream: ChangeStream | undefined;
  let replayer: OutboxReplayer | undefined;
  let releaseGate = () => {};

  const catchUp = async (): Promise<boolean> => {
    const current = replications;
    if (!current) return false;
    const results = await Promise.all(
      current.map(async (replication) => {
        // A pull cycle that starts now, once stored. It never settles for a replication stopped
        // first (going offline, or stop, during a failing pull): the outbox replay waiting here would
        // then be stuck for the rest of the session. Stop waiting when it is cancelled.
        const cancelled = firstValueFrom(replication.canceled$.pipe(filter(Boolean)), {
          defaultValue: true,
        }).then(() => false);
        const inSync = await Promise.race([replication.awaitPull().then(() => true), cancelled]);
        return inSync && !replication.isStopped();
      }),
    );
    return results.every(Boolean);
  };

  let stopped = false;
  // True between startNetwork and stopNetwork, also while the network code loads.
  let networkWanted = false;
  // Whether the network was started before in this engine: decided here, not by the code being
  // loaded, which a first start's preload (`preloadNetworkCode`) may have done already.
  let networkStartedBefore = false;
  const startNetwork = () => {
    if (networkWanted) return;
    networkWanted = true;
    // Only the first start waits for the first paint, and only when the store had something to
    // paint: with nothing local (a first start) the first row can only come from the first pull.
    // A reconnect goes at once.
    const nothingLocal = reservations.getSnapshot().reservations.size === 0;
    const waitForPaint = !networkStartedBefore && !nothingLocal;
    networkStartedBefore = true;
    void (waitForPaint ? whenIdle() : Promise.resolve()).then(loadNetworkCode).then(
      (code) => {
        if (networkWanted && !replications && !stopped) startNetworkWith(code);
      },
      (error: unknown) => {
        networkWanted = false;
        if (!stopped) update({ lastError: (error as Error).message });
      },
    );
  };

  const startNetworkWith = ({ replicateCollection, openChangeStream, replicateRecords }: NetworkCode) => {
    void refreshUserInfo();
    // The first screen's collections pull first: the server answers one pull at a time, and the
    // calendar's and inbox's first loads (hundreds of thousands of intervals and messages on the
    // large host) would otherwise stand between the host and their reservations (docs/decisions.md).
    let releaseOthers = () => {};
    const othersReleased = new Promise<void>((resolve) => (releaseOthers = resolve));
    releaseGate = releaseOthers;
    const started: Array<CollectionReplication> = [
      ...syncCollectionNames.map((name) =>
        replicateCollection<unknown>({
          name,
          collection: db.collections[name] as RxCollection<unknown>,
          meta: db.collections.meta,
          api,
          identifier: `${name}-${options.serverId}`,
          startAfter: firstCollections.has(name) ? undefined : othersReleased,
          earlyFirstPull: options.earlyFirstPulls?.[name],
        }),
      ),
      replicateRecords({
        collections: db.collections,
        api,
        identifier: `records-${options.serverId}`,
        startAfter: othersReleased,
      }),
    ];
    // The names the server's notices use for each replication, in the order of `started`.
    const names = pulledCollectionNames;
    replications = started;
    void Promise.all(
      started.filter((_, i) => firstCollections.has(names[i]!)).map((r) => r.awaitInitialReplication()),
    ).finally(releaseOthers);
    const progress = new Map<string, PullProgress>();
    const active = new Set<number>();
    started.forEach((replication, index) => {
      replication.progress$.subscribe((p) => {
        // A batch stored (the count rose): the device takes writes again, the quota error is over.
        const stored = p.loaded > (progress.get(names[index]!)?.loaded ?? 0);
        progress.set(names[index]!, p);
        if (stored && isStorageFullMessage(status$.value.lastError)) update({ lastError: undefined });
        let loaded = 0;
        let remaining = 0;
        for (const each of progress.values()) {
          loaded += each.loaded;
          remaining += each.remaining;
        }
        const { caughtUp, firstLoad } = status$.value;
        update({ progress: { loaded, remaining }, firstLoad: firstLoad || (!caughtUp && remaining > 0) });
      });
      replication.active$.subscribe((pulling) => {
        if (pulling) active.add(index);
        else active.delete(index);
        update({ pulling: active.size > 0 });
      });
      replication.error$.subscribe((error) =>
        update({
          lastError: error.message,
          // An ApiError's status (a type-only import here: the network code loads later).
          ...((error as { status?: unknown }).status === 401 ? { sessionEnded: true } : {}),
        }),
      );
    });
    void Promise.all(started.map((r) => r.awaitInitialReplication())).then(
      () => update({ caughtUp: true, firstLoad: false, lastError: undefined }),
      () => undefined,
    );
    stream = openChangeStream({
      api,
      path: "/api/app/sync/stream",
      // Only the pulls the notice names: one new message wakes the inbox's pulls, not all six.
      onChange: (_seq, collections) => {
        const woken = new Set<string>(replicationsWokenBy(collections, names));
        replications?.forEach((r, index) => {
          if (woken.has(names[index]!)) r.resync();
        });
      },
      onConnectionChange: (streamConnected) => {
        update({ streamConnected });
        // A reconnect may have missed notices: catch up from the checkpoint.
        if (streamConnected) replications?.forEach((r) => r.resync());
      },
    });
    // A pull can now finish: commands the server acknowledged while there was none can retire.
    replayer?.kick();
  };

  const stopNetwork = async () => {
    networkWanted = false;
    // Pulls still waiting for the first collections give up with them.
    releaseGate();
    stream?.stop();
    stream = undefined;
    const stopping = replications ?? [];
    replications = undefined;
    await Promise.all(stopping.map((r) => r.stop()));
    update({ streamConnected: false, pulling: false });
  };

  // The replayer (and through it every command's definition) is a chunk of its own, loaded once
  // this tab leads and the outbox holds a command: the first screen, a cold start's first pull
  // included, does not wait for it (docs/decisions.md). A failed load (offline before the chunk
  // was cached) is tried again on the next command or when the network comes back.
  let replayerLoading: Promise<void> | undefined;
  const startReplayer = () =>
    (replayerLoading ??= import("./outbox-replayer.ts").then(
      ({ startOutboxReplayer }) => {
        if (stopped || replayer) return;
        replayer = startOutboxReplayer({
          collections: db.collections,
          api,
          catchUp,
          now,
          random,
          isOnline: () => status$.value.online,
          onSessionEnded: () => update({ sessionEnded: true }),
        });
        outboxWatch?.unsubscribe();
      },
      () => {
        replayerLoading = undefined;
      },
    ));
  let outboxWatch: { unsubscribe(): void } | undefined;
  // Only the leader tab talks to the server; the others see its writes through the store.
  void db
    .waitForLeadership()
    .then(async () => {
      if (stopped) return;
      if (status$.value.online) startNetwork();
      // Watch before counting, so a command made in between is not missed.
      outboxWatch = db.collections.outbox.insert$.subscribe(() => void startReplayer());
      if ((await db.collections.outbox.count().exec()) > 0) await startReplayer();
    })
    .catch(() => undefined);

  return {
    reservations,
    calendar,
    inbox,
    records,
    outbox,
    firstScreenRows,
    status$,
    userInfo$,
    setOnline(online) {
      if (online === status$.value.online) return;
      update({ online });
      if (!db.isLeader()) return;
      if (online) {
        startNetwork();
        if (replayer) replayer.kick();
        else
          void db.collections.outbox
            .count()
            .exec()
            .then((pending) => (pending > 0 ? startReplayer() : undefined))
            .catch(() => undefined);
      } else {
        void stopNetwork();
      }
    },
    catchUp,
    async stop() {
      stopped = true;
      outbox.close();
      outboxWatch?.unsubscribe();
      replayer?.stop();
      await stopNetwork();
      inbox.close();
      records.close();
      calendar.close();
      reservations.close();
      userInfoSubscription.unsubscribe();
      showUserInfo.unsubscribe();
      status$.complete();
      userInfo$.complete();
    },
  };
}

/** Resolves when the status satisfies `predicate` (tests and the first-start screen). */
export function whenStatus(
  engine: SyncEngine,
  predicate: (status: SyncStatus) => boolean,
): Promise<SyncStatus> {
  return firstValueFrom(engine.status$.pipe(filter(predicate)));
}
