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
