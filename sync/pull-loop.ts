// Pulls one feed of the server into its local collection, in a loop of our own rather than RxDB's
// replication (docs/decisions.md, "Pulls run in our own loop"). A pull cycle asks for batches from
// the stored checkpoint until the server has nothing left, fetching the next batch while one is
// stored (sync/pull-cycle.ts); a cycle runs at start, on every change the stream announces and on
// every catch-up.
//
// The checkpoint is written after the batch it covers, in the store's meta collection, so a crash
// between the two at worst pulls that batch again (storing is idempotent), never skips one.
//
// RxDB's replication was given up because, these collections being pull-only, its upstream half
// still scanned every stored document of the collection at start (in batches of 100, each with a
// metadata write), and held every incoming resync until that scan ended: after the large host's
// first load, a change the host made in the calendar reached the screen 76 s later.
import { BehaviorSubject, filter, firstValueFrom, Subject, type Observable } from "rxjs";
import type { RxCollection } from "rxdb";
import type { MetaEntry } from "./local-schemas.ts";
import { runPullCycle, type PullCycleState } from "./pull-cycle.ts";
import type { PulledBatch, PullProgress } from "./pulled-batch.ts";
import { storeAfter } from "./store-after.ts";
import { isQuotaError, StorageFull } from "./storage-errors.ts";

/** How long a failed pull or write waits before it is tried again. */
export const pullRetryMs = 5_000;

export interface CollectionReplication {
  readonly progress$: Subject<PullProgress>;
  /** True while a pull cycle is running. */
  readonly active$: Observable<boolean>;
  readonly error$: Observable<Error>;
  /** True once stopped. */
  readonly canceled$: Observable<boolean>;
  /** Resolves once the first pull cycle (a first start's whole load) has ended; never once stopped. */
  awaitInitialReplication(): Promise<void>;
  /**
   * Pulls now, and resolves once a pull cycle that started after the call has stored everything the
   * server had (never, once stopped).
   */
  awaitPull(): Promise<void>;
  isStopped(): boolean;
  /** A change was announced (or the stream reconnected): a cycle starting after now will read it. */
  resync(): void;
  /** Stops; resolves once no write of this replication is in flight (the store can then close). */
  stop(): Promise<void>;
}

/** Where a replication keeps its checkpoint, in the meta collection. */
export const pullCheckpointKey = (identifier: string) => `pull:${identifier}`;

export function startPullLoop<Doc, Cp>(options: {
  collection: RxCollection<Doc>;
  /** Where the checkpoint is kept (the store's meta collection). */
  meta: RxCollection<MetaEntry>;
  identifier: string;
  fetch: (checkpoint: Cp | undefined, limit: number) => Promise<PulledBatch<Doc, Cp>>;
  batchSize: number;
  /** A first start's first batch: small, so the first screen shows while the rest loads. */
  firstBatchSize: number;
  /** Pulls wait for this first (the sync engine lets the first screen's collections go first). */
  startAfter?: Promise<unknown> | undefined;
}): CollectionReplication {
  const progress$ = new Subject<PullProgress>();
  const active$ = new BehaviorSubject(false);
  const error$ = new Subject<Error>();
  const canceled$ = new BehaviorSubject(false);
  const stopped = () => canceled$.value;
  /** A pull still out when stopped is not waited for: its answer is dropped. */
  const whenStopped = firstValueFrom(canceled$.pipe(filter(Boolean)));
  const unlessStopped = <T>(step: Promise<T>): Promise<T | undefined> =>
    Promise.race([step, whenStopped.then(() => undefined)]);
  // Every resync is numbered; a cycle reads every change announced before it started.
  let announced = 0;
  let cyclesStarted = 0;
  const cyclesEnded$ = new BehaviorSubject(0);
  let wake = () => {};

  /** Waits `ms`, or less when stopped. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      const watch = canceled$.subscribe((isStopped) => (isStopped ? done() : undefined));
      function done() {
        clearTimeout(timer);
        watch?.unsubscribe();
        resolve();
      }
    });

  /** Tells a failure and waits before the next try. */
  const failed = async (error: unknown) => {
    error$.next(error instanceof Error ? error : new Error(String(error)));
    await pause(pullRetryMs);
  };

  const readCheckpoint = async (): Promise<Cp | undefined> => {
    const entry = await options.meta.findOne(pullCheckpointKey(options.identifier)).exec();
    return (entry?.toJSON().value as { checkpoint?: Cp | null } | undefined)?.checkpoint ?? undefined;
  };

  const saveCheckpoint = (checkpoint: Cp) =>
    options.meta.upsert({ key: pullCheckpointKey(options.identifier), value: { checkpoint } });

  const state: PullCycleState<Cp> = { checkpoint: undefined, stored: 0 };

  /**
   * Batches from the checkpoint until the server has nothing left; false when stopped first. The
   * first cycle of an empty store (a first load) adds its batches straight to the collection's Dexie
   * table (sync/add-to-dexie-table.ts), one batch handed over while the one before is written; what
   * that does not take, and every later cycle, is stored through RxDB's storage
   * (sync/store-pulled-batch.ts), a batch once the one before is stored.
   */
  const cycle = (firstOfStore: boolean): Promise<boolean> =>
    runPullCycle<Doc, Cp>(
      {
        fetch: options.fetch,
        store: (documents, previous) => storeAfter(options.collection, documents, firstOfStore, previous),
        saveCheckpoint,
        stopped,
        unlessStopped,
        // A quota refusal reads as the app's StorageFull message (the sync status shows it), not as
        // IndexedDB's AbortError. Not stored: the batch is asked for again from the old checkpoint.
        failed: (error) => failed(isQuotaError(error) ? new StorageFull({ cause: error }) : error),
        progress: (progress) => progress$.next(progress),
      },
      state,
      { first: firstOfStore ? options.firstBatchSize : options.batchSize, rest: options.batchSize },
    );

  const run = async () => {
    await unlessStopped(Promise.resolve(options.startAfter));
    let stored: { checkpoint: Cp | undefined } | undefined;
    while (!stored && !stopped()) {
      try {
        stored = { checkpoint: await readCheckpoint() };
      } catch (error) {
        await failed(error);
      }
    }
    if (!stored) return;
    state.checkpoint = stored.checkpoint;
    // Nothing pulled yet and nothing stored: a first start, whose first batch is small.
    let firstOfStore = state.checkpoint === undefined && (await options.collection.count().exec()) === 0;
    let served = -1;
    while (!stopped()) {
      if (served === announced) await unlessStopped(new Promise<void>((resolve) => (wake = resolve)));
      if (stopped()) return;
      served = announced;
      const number = ++cyclesStarted;
      active$.next(true);
      const ended = await cycle(firstOfStore).finally(() => active$.next(false));
      firstOfStore = false;
      if (ended) cyclesEnded$.next(number);
    }
  };
  const running = run().catch((error: unknown) => error$.next(error as Error));

  const cycleEnded = (number: number) =>
    firstValueFrom(cyclesEnded$.pipe(filter((ended) => ended >= number))).then(() => undefined);
  const resync = () => {
    announced += 1;
    wake();
  };

  return {
    progress$,
    active$,
    error$,
    canceled$,
    awaitInitialReplication: () => cycleEnded(1),
    awaitPull: () => {
      // The next cycle to start is the first to start after this call.
      const target = cyclesStarted + 1;
      resync();
      return cycleEnded(target);
    },
    isStopped: stopped,
    resync,
    stop: async () => {
      canceled$.next(true);
      await running;
      progress$.complete();
    },
  };
}
