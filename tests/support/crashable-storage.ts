// An RxDB storage that can "kill the process" at an exact write: after the next N storage writes
// (the Nth landing or not, as the test says), every later write of that process is lost, as if
// the tab had been closed at that instant. Each storage write is one transaction in IndexedDB, so
// write granularity is the granularity of a real crash. A restart starts a new generation whose
// writes land again; reads always see what landed. Lost writes report success, so the dying
// process does not notice and its database can still be closed.
import type {
  BulkWriteRow,
  RxStorage,
  RxStorageBulkWriteResponse,
  RxStorageInstance,
  RxStorageInstanceCreationParams,
} from "rxdb";

export interface CrashPoint {
  /** The collection the fatal write went to: the mirror, or the replication's meta store. */
  readonly collection: string;
  /** The fatal write saved the pull checkpoint. */
  readonly checkpoint: boolean;
  /** The fatal write itself landed; everything after it was lost. */
  readonly landed: boolean;
}

export interface CrashableStorage {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RxDB's storage generics are per implementation
  readonly storage: RxStorage<any, any>;
  /** Dies at the `afterWrites`-th write from now; `lastLands` says whether that write is kept. */
  armCrash(afterWrites: number, lastLands: boolean): void;
  /** Dies now: no later write of this generation lands. */
  kill(): void;
  /** Where the current generation died, or undefined while it lives. */
  crashPoint(): CrashPoint | undefined;
  /** A new process on the same data. */
  restart(): void;
  /** Writes that landed in the current generation, per collection. */
  landedWrites(): ReadonlyMap<string, number>;
}

const lost = <T>(): Promise<RxStorageBulkWriteResponse<T>> => Promise.resolve({ error: [] });

// The pull loop's checkpoints (sync/pull-loop.ts), in the meta collection.
const isCheckpointWrite = (rows: readonly BulkWriteRow<unknown>[]) =>
  rows.some((row) => {
    const document = row.document as { key?: unknown };
    return typeof document.key === "string" && document.key.startsWith("pull:");
  });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RxDB's storage generics are per implementation
export function crashableStorage(inner: RxStorage<any, any>): CrashableStorage {
  let generation = 0;
  let dead: CrashPoint | undefined;
  let countdown: { left: number; lastLands: boolean } | undefined;
  let landed = new Map<string, number>();

  const storage: RxStorage<unknown, unknown> = {
    name: inner.name,
    rxdbVersion: inner.rxdbVersion,
    async createStorageInstance<RxDocType>(params: RxStorageInstanceCreationParams<RxDocType, unknown>) {
      const born = generation;
      const instance = (await inner.createStorageInstance(params)) as RxStorageInstance<
        RxDocType,
        unknown,
        unknown
      >;
      const land = (rows: BulkWriteRow<RxDocType>[], context: string) => {
        landed.set(params.collectionName, (landed.get(params.collectionName) ?? 0) + 1);
        return instance.bulkWrite(rows, context);
      };
      const bulkWrite = (rows: BulkWriteRow<RxDocType>[], context: string) => {
        if (born !== generation || dead) return lost<RxDocType>();
        if (countdown && --countdown.left <= 0) {
          const lastLands = countdown.lastLands;
          countdown = undefined;
          dead = {
            collection: params.collectionName,
            checkpoint: isCheckpointWrite(rows),
            landed: lastLands,
          };
          return lastLands ? land(rows, context) : lost<RxDocType>();
        }
        return land(rows, context);
      };
      // Everything else (reads, change stream, close) is the real instance's.
      return new Proxy(instance, {
        get(target, property, receiver) {
          if (property === "bulkWrite") return bulkWrite;
          const value: unknown = Reflect.get(target, property, receiver);
          return typeof value === "function"
            ? (value as (...args: unknown[]) => unknown).bind(target)
            : value;
        },
      });
    },
  };

  return {
    storage,
    armCrash(afterWrites, lastLands) {
      countdown = { left: Math.max(1, afterWrites), lastLands };
    },
    kill() {
      dead ??= { collection: "", checkpoint: false, landed: false };
      countdown = undefined;
    },
    crashPoint: () => dead,
    restart() {
      generation += 1;
      dead = undefined;
      countdown = undefined;
      landed = new Map();
    },
    landedWrites: () => new Map(landed),
  };
}
