// What one pull of a feed answers, and how far a pull cycle has come: shared by the pull loop
// (sync/pull-loop.ts), its cycle (sync/pull-cycle.ts) and the engine that shows the progress.
export interface PullProgress {
  /** Documents stored in this session. */
  readonly loaded: number;
  /**
   * Documents still to store: those the server still has after the last batch, and the last batch
   * itself while it is being stored (so a first start's progress ends when the store has it all,
   * not when the last batch arrives).
   */
  readonly remaining: number;
}

/** One answer of a feed's pull endpoint. */
export interface PulledBatch<Doc, Cp> {
  readonly documents: ReadonlyArray<Doc & { _deleted: boolean }>;
  /** Where the next pull starts; null when the batch is empty (nothing new after the checkpoint). */
  readonly checkpoint: Cp | null;
  /** Documents still to come after this batch. */
  readonly remaining: number;
}
