// A fake-indexeddb of its own (one IDBFactory, so one set of databases that outlives every RxDB
// database opened on it) whose transactions can fail as a browser's do, at the moment they commit:
// - a crash: after the next N committing write transactions (the Nth landing or not), every later
//   write transaction of that process is lost. Its changes are undone (IndexedDB's own rollback
//   log) and it still reports success, as a tab closed at that instant never hears otherwise. A
//   restart starts a new process on the same databases. This is the crash of
//   tests/support/crashable-storage.ts one level down: it also catches writes that go around RxDB's
//   storage interface, such as the first load's bulkAdd into the Dexie table
//   (sync/add-to-dexie-table.ts).
// - a full disk: a write transaction that leaves a chosen object store with more records than its
//   capacity aborts with a QuotaExceededError, as Chromium aborts a commit over quota; nothing of it
//   is kept.
// Both hook fake-indexeddb's transaction at its commit (internals of fake-indexeddb 6.2, checked
// when this module loads, so a changed version fails loudly instead of injecting nothing).
import { IDBDatabase, IDBFactory, IDBKeyRange, IDBTransaction } from "fake-indexeddb";
import { getRxStorageDexie } from "rxdb/plugins/storage-dexie";
import type { CrashableStorage, CrashPoint } from "./crashable-storage.ts";

/** The parts of fake-indexeddb's transaction this module relies on. */
interface RawTransaction {
  _state: string;
  _rollbackLog: Array<() => void>;
  _requests: Array<{ request: { readyState: string } }>;
  _scope: Set<string>;
  _start: (this: RawTransaction) => void;
  _abort: (this: RawTransaction, errorName: string | null) => void;
  mode: string;
  db: {
    name: string;
    _rawDatabase: { rawObjectStores: Map<string, { records: { size(): number } }> };
  };
}

interface Controller {
  generation: number;
  /** Decides the fate of one committing write transaction of `born`'s process. */
  commit(transaction: RawTransaction, born: number): "land" | "lose" | "quota";
}

const controllers = new WeakMap<object, Controller>();
const transactionsBorn = new WeakMap<object, { controller: Controller; generation: number }>();

let installed = false;
function install() {
  if (installed) return;
  installed = true;
  const transactionPrototype = IDBTransaction.prototype as unknown as RawTransaction;
  const databasePrototype = IDBDatabase.prototype as unknown as {
    transaction: (this: object, ...args: unknown[]) => RawTransaction;
  };
  for (const name of ["_start", "_abort"] as const)
    if (typeof transactionPrototype[name] !== "function")
      throw new Error(
        `fake-indexeddb changed: its transaction has no ${name}; tests/support/fault-indexeddb.ts`,
      );

  const transaction = databasePrototype.transaction;
  databasePrototype.transaction = function (this: object, ...args: unknown[]) {
    const created = transaction.apply(this, args);
    const controller = controllers.get(this);
    if (controller) transactionsBorn.set(created, { controller, generation: controller.generation });
    return created;
  };

  const start = transactionPrototype._start;
  transactionPrototype._start = function (this: RawTransaction) {
    const born = transactionsBorn.get(this);
    if (!Array.isArray(this._rollbackLog) || !Array.isArray(this._requests))
      throw new Error("fake-indexeddb changed: tests/support/fault-indexeddb.ts");
    // The commit point: the transaction is live, wrote something and has no request left to run.
    const committing =
      born &&
      this.mode === "readwrite" &&
      this._state !== "finished" &&
      this._rollbackLog.length > 0 &&
      this._requests.every((r) => r.request.readyState === "done");
    if (committing) {
      const fate = born.controller.commit(this, born.generation);
      if (fate === "quota") {
        this._abort("QuotaExceededError");
        return;
      }
      if (fate === "lose") {
        // Undone, then committed empty: the process hears "complete", the disk keeps nothing.
        for (const undo of this._rollbackLog.reverse()) undo();
        this._rollbackLog = [];
      }
    }
    start.call(this);
  };
}

/** The RxDB collection a Dexie database of RxDB's Dexie storage holds: `rxdb-dexie-<db>--<version>--<collection>`. */
const collectionOf = (databaseName: string) => databaseName.split("--").at(-1) ?? databaseName;

function factoryFor(controller: Controller): IDBFactory {
  install();
  const factory = new IDBFactory();
  const open = factory.open.bind(factory);
  factory.open = (name: string, version?: number) => {
    const request = open(name, version);
    request.addEventListener("success", () => controllers.set(request.result, controller));
    // An upgrade's connection writes before success: its version change is not a fault target.
    request.addEventListener("upgradeneeded", () => controllers.set(request.result, controller));
    return request;
  };
  return factory;
}

/**
 * RxDB's Dexie storage on a fake-indexeddb that can crash, with the interface of
 * tests/support/crashable-storage.ts. A fatal write "saved the checkpoint" when it went to the
 * meta collection, which only the pull loop writes to in these tests.
 */
export function crashableIndexedDB(): CrashableStorage & { readonly indexedDB: IDBFactory } {
  let dead: CrashPoint | undefined;
  let countdown: { left: number; lastLands: boolean } | undefined;
  let landed = new Map<string, number>();
  const controller: Controller = {
    generation: 0,
    commit(transaction, born) {
      if (born !== controller.generation || dead) return "lose";
      const collection = collectionOf(transaction.db.name);
      const land = () => {
        landed.set(collection, (landed.get(collection) ?? 0) + 1);
        return "land" as const;
      };
      if (countdown && --countdown.left <= 0) {
        const lastLands = countdown.lastLands;
        countdown = undefined;
        dead = { collection, checkpoint: collection === "meta", landed: lastLands };
        return lastLands ? land() : "lose";
      }
      return land();
    },
  };
  const indexedDB = factoryFor(controller);
  return {
    indexedDB,
    storage: getRxStorageDexie({ indexedDB, IDBKeyRange }),
    armCrash(afterWrites, lastLands) {
      countdown = { left: Math.max(1, afterWrites), lastLands };
    },
    kill() {
      dead ??= { collection: "", checkpoint: false, landed: false };
      countdown = undefined;
    },
    crashPoint: () => dead,
    restart() {
      controller.generation += 1;
      dead = undefined;
      countdown = undefined;
      landed = new Map();
    },
    landedWrites: () => new Map(landed),
  };
}

export interface FillingIndexedDB {
  readonly indexedDB: IDBFactory;
  readonly storage: ReturnType<typeof getRxStorageDexie>;
  /**
   * From now on, a write that leaves the collection's table with more than `rows` records fails
   * with QuotaExceededError; undefined lifts the limit.
   */
  limit(collection: string, rows: number | undefined): void;
  /** Write transactions refused for quota so far. */
  refusals(): number;
}

/** RxDB's Dexie storage on a fake-indexeddb whose disk fills up where the test says. */
export function fillingIndexedDB(): FillingIndexedDB {
  const limits = new Map<string, number>();
  let refused = 0;
  const controller: Controller = {
    generation: 0,
    commit(transaction) {
      const limit = limits.get(collectionOf(transaction.db.name));
      if (limit === undefined) return "land";
      for (const store of transaction._scope) {
        const raw = transaction.db._rawDatabase.rawObjectStores.get(store);
        if (raw && raw.records.size() > limit) {
          refused += 1;
          return "quota";
        }
      }
      return "land";
    },
  };
  const indexedDB = factoryFor(controller);
  return {
    indexedDB,
    storage: getRxStorageDexie({ indexedDB, IDBKeyRange }),
    limit(collection, rows) {
      if (rows === undefined) limits.delete(collection);
      else limits.set(collection, rows);
    },
    refusals: () => refused,
  };
}
