// Which commands a projection draws over the mirror: the outbox's stored commands (but not the
// failed ones, which the host sees in the failed list instead) in replay order, then the commands
// taken but not stored yet, in the order the host made them. A command is drawn once: one that was
// stored meanwhile is drawn from the store, never from both (the outbox stays the truth for replay,
// the unsaved list only shows a command the moment it is made, before IndexedDB has it).
export interface OverlayCommand {
  readonly id: string;
  readonly state: "pending" | "acknowledged" | "failed";
}

export function commandsToOverlay<C extends OverlayCommand>(
  stored: readonly C[],
  unsaved: readonly C[],
): C[] {
  const active = stored.filter((c) => c.state !== "failed");
  if (unsaved.length === 0) return active;
  const storedIds = new Set(stored.map((c) => c.id));
  const seen = new Set<string>();
  for (const command of unsaved) {
    if (storedIds.has(command.id) || seen.has(command.id)) continue;
    seen.add(command.id);
    active.push(command);
  }
  return active;
}
