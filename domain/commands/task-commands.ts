// Moving a host task (operations spec §3, §4): PATCH /api/app/user/task/{taskType} with the new status,
// shown at once when the task's transitions allow it.
import { Schema } from "effect";
import { canMoveTask, TaskStatus, TaskStatusPayload, TaskType } from "../tasks/task.ts";
import { documentKey, defineCommand } from "./command.ts";
import { updateDocument } from "./document-update.ts";

export const UpdateTaskPayload = Schema.Struct({ taskType: TaskType, status: TaskStatus });
export type UpdateTaskPayload = typeof UpdateTaskPayload.Type;

export const updateTask = defineCommand({
  type: "updateTask",
  payload: UpdateTaskPayload,
  summary: "Set a task's status",
  method: "PATCH",
  path: "/api/app/user/task/:taskType",
  paramsOf: (p) => ({ taskType: p.taskType }),
  body: TaskStatusPayload,
  bodyOf: (p) => ({ status: p.status }),
  aggregateOf: (p) => documentKey("tasks", p.taskType),
  apply: (documents, p) => {
    const task = documents.tasks?.get(p.taskType);
    if (!task || !canMoveTask(task.status, p.status)) return {};
    const next = updateDocument(task, (draft) => {
      draft.status = p.status;
    });
    return next ? { tasks: [next] } : {};
  },
});
