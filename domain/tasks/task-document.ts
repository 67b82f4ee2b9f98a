// The local copy of a host task (operations spec §3), keyed by its type: there is one task per type.
import { Schema } from "effect";
import { Task, TaskType } from "./task.ts";

export const TaskDocument = Schema.Struct({
  ...Task.fields,
  /** The host's change sequence number of the last write to this task. */
  seq: Schema.Number,
});
export type TaskDocument = typeof TaskDocument.Type;

/**
 * Every task with its status, as GET /api/app/user/tasks answers. The server keeps (and the change
 * feed sends) only tasks the host has touched: an absent task is not started.
 */
export function tasksOf(documents: Iterable<Pick<TaskDocument, "type" | "status">>): Task[] {
  const stored = new Map<string, Task["status"]>();
  for (const document of documents) stored.set(document.type, document.status);
  return TaskType.literals.map((type) => ({ type, status: stored.get(type) ?? "not_started" }));
}
