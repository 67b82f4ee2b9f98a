// When the storage-full banner shows. The sync status keeps the last error until a pull stores a
// batch again (sync/sync-engine.ts); a command the server took (fewer changes waiting) also shows
// the device can write again. The host may dismiss the banner: it stays away for that occurrence
// and comes back only once the error has gone and come back.

export type StorageAlert =
  | { readonly phase: "none" }
  /** `waiting`: the changes waiting when the error appeared, to see a later command succeed. */
  | { readonly phase: "shown" | "dismissed" | "resolved"; readonly waiting: number };

export function nextStorageAlert(
  alert: StorageAlert,
  input: { readonly storageFull: boolean; readonly waiting: number },
): StorageAlert {
  if (!input.storageFull) return { phase: "none" };
  if (alert.phase === "none") return { phase: "shown", waiting: input.waiting };
  if (alert.phase === "shown" && input.waiting < alert.waiting)
    return { phase: "resolved", waiting: input.waiting };
  // More changes waiting is not a success: the count moves up to them.
  return input.waiting > alert.waiting ? { ...alert, waiting: input.waiting } : alert;
}

export function dismissStorageAlert(alert: StorageAlert): StorageAlert {
  return alert.phase === "shown" ? { ...alert, phase: "dismissed" } : alert;
}
