// For tests: RxDB's memory storage whose outbox refuses writes while `full` is set, with the
// QuotaExceededError a full IndexedDB gives, so the outbox's parking and the projections' drawing
// of parked commands can be checked without filling a disk.
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import type { RxStorage, RxStorageInstance } from "rxdb";
import { withDevChecks } from "../../sync/dev-storage.ts";

export function storageThatFillsUp() {
  const state = { full: false };
  const base = withDevChecks(getRxStorageMemory());
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- wrapping RxDB's generic storage
  const storage: RxStorage<any, any> = {
    ...base,
    async createStorageInstance(params) {
      const instance = await base.createStorageInstance(params);
      if (params.collectionName !== "outbox") return instance;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- same
      const wrapped = Object.create(instance) as RxStorageInstance<any, any, any>;
      wrapped.bulkWrite = (rows, context) =>
        state.full
          ? Promise.reject(
              Object.assign(new Error("The quota has been exceeded."), { name: "QuotaExceededError" }),
            )
          : instance.bulkWrite(rows, context);
      return wrapped;
    },
  };
  return { storage, state };
}

/** A Web Storage in memory, for the outbox's parking. */
export function memoryWebStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> & {
  readonly items: Map<string, string>;
} {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
