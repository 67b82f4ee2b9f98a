// The interaction keys that commands still waiting in the outbox will record: what the host already
// closed or read on this device, before the server knows.
import type { OutboxEntry } from "../../sync/local-schemas.ts";

/** Interaction keys of commands still waiting in the outbox (a tour closed offline stays closed). */
export function pendingInteractions(outbox: readonly OutboxEntry[]): ReadonlySet<string> {
  return new Set(
    outbox
      .filter((entry) => entry.type === "markNotificationsRead" && entry.state !== "failed")
      .flatMap((entry) => (entry.payload as { keys?: string[] }).keys ?? []),
  );
}
