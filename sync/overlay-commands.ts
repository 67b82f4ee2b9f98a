// Which commands a projection draws over its mirror, and when they change: the outbox's stored
// commands (as the reservations projection's copy of the store holds them), the ones whose write just finished but that copy does not show yet, and the ones taken but
// not written (domain/commands/commands-to-overlay.ts draws each once). A block, a review reply or
// a notification marked read is drawn in the keystroke that makes it, on every screen.
import { commandsToOverlay } from "../domain/commands/commands-to-overlay.ts";
import type { OutboxEntry } from "./local-schemas.ts";
import type { Outbox } from "./outbox.ts";

export interface OverlayCommands {
  /** The commands to draw now, in replay order. */
  current(): OutboxEntry[];
  close(): void;
}

export function watchOverlayCommands(
  /** The outbox as the reservations projection's copy of the store holds it (a new list per change). */
  reservations: { getSnapshot(): { readonly outbox: readonly OutboxEntry[] } },
  outbox: Pick<Outbox, "unsaved" | "subscribeUnsaved"> | undefined,
  /** Called when a write finished or the unsaved list changed. */
  onChange: () => void,
): OverlayCommands {
  /**
   * Commands the outbox has written but the reservations projection's copy of the store did not
   * show yet: still drawn from memory until it does, so a block does not blink out between the
   * two. Each waits for the store's list as it was when written to change; if the next list lacks
   * it, it was already replayed and retired, and the mirror has it.
   */
  const landed = new Map<string, { entry: OutboxEntry; storeList: readonly OutboxEntry[] }>();
  const unsubscribe =
    outbox?.subscribeUnsaved((stored) => {
      const storeList = reservations.getSnapshot().outbox;
      for (const entry of stored) landed.set(entry.id, { entry, storeList });
      onChange();
    }) ?? (() => {});
  return {
    current() {
      const storeList = reservations.getSnapshot().outbox;
      const storedIds = new Set(storeList.map((e) => e.id));
      for (const [id, waiting] of landed)
        if (storedIds.has(id) || waiting.storeList !== storeList) landed.delete(id);
      return commandsToOverlay(storeList, [
        ...[...landed.values()].map((l) => l.entry),
        ...(outbox?.unsaved() ?? []),
      ]);
    },
    close: unsubscribe,
  };
}
