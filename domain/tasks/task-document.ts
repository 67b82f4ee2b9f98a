// The local copy of a host task (operations spec §3), keyed by its type: there is one task per type.
import { Schema } from "effect";
import { Task } from "./task.ts";

/** Raised with every change of shape, so the local store knows to migrate documents it already holds. */
export const taskDocumentVersion = 0;

export const TaskDocument = Schema.Struct({
  ...Task.fields,
  /** The host's change sequence number of the last write to this task. */
  seq: Schema.Number,
});
export type TaskDocument = typeof TaskDocument.Type;
