// The browser refuses writes when the device is out of space. That must read as a clear message,
// not as a generic failure: the host's earlier changes are safe, this one was not saved.
export class StorageFull extends Error {
  constructor(options?: { cause?: unknown }) {
    super(
      "This device is out of storage space, so the change was not saved. Free some space and try again.",
      options,
    );
  }
}

/** Whether an error from IndexedDB (possibly wrapped by Dexie or RxDB) is a quota refusal. */
export function isQuotaError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth++) {
    const { name, message } = current as { name?: unknown; message?: unknown };
    if (name === "QuotaExceededError" || (typeof message === "string" && /quota/i.test(message))) return true;
    const next = current as { inner?: unknown; cause?: unknown; parameters?: { error?: unknown } };
    current = next.inner ?? next.cause ?? next.parameters?.error;
  }
  return false;
}

/** Whether a sync status's `lastError` (a message: the status is plain data) is a StorageFull. */
export function isStorageFullMessage(message: string | undefined): boolean {
  return message !== undefined && message === new StorageFull().message;
}
