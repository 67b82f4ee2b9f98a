// Turns one live stream's change numbers into notices that name the collections to pull
// (domain/sync-protocol/change-notice.ts). Notices are handled strictly one after another, each
// probe starting where the previous notice ended, so the ranges probed tile the numbers without gap
// or overlap. Numbers that arrive while a probe runs are coalesced: one probe up to the highest of
// them answers them all, which keeps a burst of writes to a few probes. A probe that fails still
// announces its number, naming nothing, which the client reads as "pull everything": a notice is
// never lost.
import type { ChangeNotice } from "../../domain/sync-protocol/change-notice.ts";

export interface ChangeAnnouncer {
  /** The host's change number moved to `seq` (any order, repeats allowed). */
  changed(seq: number): void;
  /** Stops announcing; a probe under way finishes but sends nothing. */
  close(): void;
  /** Resolves once nothing is being probed (tests). */
  idle(): Promise<void>;
}

export function announceChanges(options: {
  /** The number the stream's first event announced: everything up to it is already known. */
  announced: number;
  /** The collections with changes numbered in (after, upTo]. */
  probe(after: number, upTo: number): Promise<readonly string[]>;
  send(notice: ChangeNotice): void;
  onProbeError?(error: unknown): void;
}): ChangeAnnouncer {
  let announced = options.announced;
  let highest = announced;
  let closed = false;
  let running: Promise<void> | undefined;

  const drain = async () => {
    while (!closed && highest > announced) {
      const upTo = highest;
      let collections: readonly string[] | undefined;
      try {
        collections = await options.probe(announced, upTo);
      } catch (error) {
        options.onProbeError?.(error);
        collections = undefined;
      }
      if (closed) return;
      options.send(collections === undefined ? { seq: upTo } : { seq: upTo, collections });
      announced = upTo;
    }
  };

  const run = () => {
    if (running !== undefined || closed || highest <= announced) return;
    running = drain()
      // Only `send` can throw here, and then the stream is broken: stop rather than retry it.
      .catch(() => {
        closed = true;
      })
      .finally(() => {
        running = undefined;
        // A number that came in between the loop's last check and now still gets its notice.
        run();
      });
  };

  return {
    changed(seq) {
      // A number at or below the highest seen is covered: by a probe to come, by one announced, or
      // by the first event (its number was read after that write committed, and the client pulls
      // everything on connecting).
      if (closed || seq <= highest) return;
      highest = seq;
      run();
    },
    close() {
      closed = true;
    },
    async idle() {
      while (running !== undefined) await running;
    },
  };
}
