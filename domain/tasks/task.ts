// Host tasks (operations spec §3, §4): two bulk-switch tasks, each moving from not_started to
// in_progress (the modal was opened) to done (the switch was saved), or to hidden (dismissed)
// from either of the first two. done and hidden are final.
import { Schema } from "effect";

export const TaskType = Schema.Literals([
  "bulk_switch_to_instant_booking",
  "bulk_switch_to_other_booking_type",
]);
export type TaskType = typeof TaskType.Type;

export const TaskStatus = Schema.Literals(["not_started", "in_progress", "done", "hidden"]);
export type TaskStatus = typeof TaskStatus.Type;

export const Task = Schema.Struct({ type: TaskType, status: TaskStatus });
export type Task = typeof Task.Type;

/** Body of PATCH /api/app/user/task/{taskType}. */
export const TaskStatusPayload = Schema.Struct({ status: TaskStatus });
export type TaskStatusPayload = typeof TaskStatusPayload.Type;

const transitions: Record<TaskStatus, readonly TaskStatus[]> = {
  not_started: ["in_progress", "hidden"],
  in_progress: ["done", "hidden"],
  done: [],
  hidden: [],
};

export function canMoveTask(from: TaskStatus, to: TaskStatus): boolean {
  return transitions[from].includes(to);
}

/** Whether the task still asks for the host's attention. */
export function isTaskOpen(status: TaskStatus): boolean {
  return status === "not_started" || status === "in_progress";
}
