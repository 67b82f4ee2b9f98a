// Opens the signed-in host's local store on IndexedDB (Dexie). Development builds add RxDB's
// dev-mode checks; the condition is a build-time constant, so production bundles neither.
import { getRxStorageDexie } from "rxdb/plugins/storage-dexie";
import { localDatabaseName, openLocalDatabase, type LocalDatabase } from "../../sync/local-database.ts";

export async function openBrowserStore(userId: string): Promise<LocalDatabase> {
  const dexie = getRxStorageDexie();
  const storage = import.meta.env.DEV
    ? (await import("../../sync/dev-storage.ts")).withDevChecks(dexie)
    : dexie;
  return openLocalDatabase({ name: localDatabaseName(userId), storage, multiInstance: true });
}

/** Asks the browser to keep the store under storage pressure (it may say no). */
export async function askForPersistentStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

/**
 * Removes every IndexedDB database of a local store. RxDB's remove() empties the tables but keeps
 * the (named) databases; sign-out leaves nothing of the user behind, not even their names.
 */
export async function deleteBrowserStore(db: LocalDatabase): Promise<void> {
  const prefix = `rxdb-dexie-${db.name}--`;
  await db.remove();
  const names = (await indexedDB.databases())
    .map((d) => d.name ?? "")
    .filter((name) => name.startsWith(prefix));
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
        }),
    ),
  );
}
