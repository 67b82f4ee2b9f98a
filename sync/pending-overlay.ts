// The overlay's code (every command's schema and apply function, and immer) is a chunk of its own,
// loaded the first time a projection meets a pending command or the outbox takes one: the first
// screen of a host with nothing pending does not download it (docs/decisions.md, "The first screen's JavaScript").
import type * as ApplyCommands from "../domain/commands/apply-commands.ts";

export type OverlayCode = typeof ApplyCommands;

let loaded: OverlayCode | undefined;
let loading: Promise<OverlayCode> | undefined;
/** After a failed load (offline, the chunk not cached yet), projections show the mirror alone for a while. */
let failedAt = Number.NEGATIVE_INFINITY;
const retryAfterMs = 5_000;

/** Loads the overlay's code once; a failed load is tried again on a later call. */
export function loadOverlayCode(): Promise<OverlayCode> {
  loading ??= import("../domain/commands/apply-commands.ts").then(
    (code) => (loaded = code),
    (error: unknown) => {
      loading = undefined;
      failedAt = Date.now();
      throw error;
    },
  );
  return loading;
}

/**
 * What a projection's recompute applies its `pending` commands with:
 *  - "none": nothing is pending, or the code could not load lately: the mirror alone;
 *  - the code, once loaded;
 *  - "wait": it is loading; `whenSettled` runs when it has loaded (or failed). The caller keeps its
 *    previous snapshot meanwhile, so the host never sees their own pending commands undone.
 */
export function overlayCodeFor(pending: number, whenSettled: () => void): OverlayCode | "none" | "wait" {
  if (pending === 0) return "none";
  if (loaded) return loaded;
  if (!loading && Date.now() - failedAt < retryAfterMs) return "none";
  void loadOverlayCode().then(whenSettled, whenSettled);
  return "wait";
}
