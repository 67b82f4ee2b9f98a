// Which outbox commands may be sent now: the first pending command of each aggregate, in the order
// the host made them, unless it waits for another aggregate (CommandDefinition.waitsFor) that still
// has an earlier pending command. A unit made offline under a property made offline is sent after
// the property, and the unit's own later changes after the unit. A command that failed no longer
// holds anything back: what waited for it meets the server's refusal in turn.
export interface ReplayEntry {
  readonly id: string;
  readonly aggregateId: string;
  readonly state: "pending" | "acknowledged" | "failed";
}

export function replayHeads<E extends ReplayEntry>(
  /** In replay order (the outbox's sequence). */
  entries: readonly E[],
  waitsFor: (entry: E) => readonly string[],
): Map<string, E> {
  const heads = new Map<string, E>();
  /** Aggregates with a pending command earlier in the order. */
  const pendingBefore = new Set<string>();
  for (const entry of entries) {
    if (entry.state !== "pending") continue;
    const first = !pendingBefore.has(entry.aggregateId);
    if (first && !waitsFor(entry).some((aggregate) => pendingBefore.has(aggregate)))
      heads.set(entry.aggregateId, entry);
    pendingBefore.add(entry.aggregateId);
  }
  return heads;
}
