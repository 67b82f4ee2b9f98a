// Notification read state and host tasks (listing spec §3, §4, §7; operations spec §3, §4):
// GET /api/app/user/interactions, PUT /api/app/user/interaction, PATCH /api/app/user/task/{taskType},
// and GET /api/app/user/tasks (ours: the spec shows no read of tasks, the client needs one).
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { problemTypes } from "../../domain/errors/error-body.ts";
import { UserInteraction } from "../../domain/notifications/notification.ts";
import { canMoveTask, TaskType, Task, type TaskStatus } from "../../domain/tasks/task.ts";
import { decodeInput } from "../http/decode.ts";
import { HttpProblem } from "../http/problem.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import type { CommandHandlers } from "./command-routes.ts";
import { documented } from "../http/openapi.ts";

export const TaskParams = Schema.Struct({ taskType: TaskType });

const isoColumn = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export function registerUserInteractionRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;

  app.get(
    "/api/app/user/interactions",
    documented({
      summary: "Notification entries and whether each was interacted with",
      response: Schema.Array(UserInteraction),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      const { rows } = await db.query<{ interaction_type: string; created_at: string; interacted: boolean }>(
        `select interaction_type, ${isoColumn("created_at")} as created_at, interacted
       from user_interactions where host_id = $1 order by created_at desc, interaction_type`,
        [caller.hostId],
      );
      return rows.map((r): UserInteraction => ({
        interactionType: r.interaction_type,
        createdAt: r.created_at,
        interacted: r.interacted,
      }));
    },
  );

  app.get(
    "/api/app/user/tasks",
    documented({ summary: "The host's tasks", response: Schema.Array(Task) }),
    async (request) => {
      const caller = await callerOf(context, request);
      const { rows } = await db.query<{ type: string; status: TaskStatus }>(
        "select type, status from host_tasks where host_id = $1",
        [caller.hostId],
      );
      const stored = new Map(rows.map((r) => [r.type, r.status]));
      // A task never touched is not started.
      return TaskType.literals.map((type): Task => ({ type, status: stored.get(type) ?? "not_started" }));
    },
  );
}

export function userInteractionHandlers(): Pick<CommandHandlers, "markNotificationsRead" | "updateTask"> {
  return {
    markNotificationsRead: {
      response: Schema.Array(UserInteraction),
      run: async (tx, { caller, body: interactions }) => {
        const seq = await nextChangeSeq(tx, caller.hostId);
        // A known entry keeps when it was created and takes the new state; an unknown one is recorded
        // (the client may show prompts of its own, such as the ideal-guest prompt). Within one call the
        // last item for a key wins, as if the items had been sent one by one.
        const last = new Map(interactions.map((i) => [i.interactionType, i]));
        await tx.query(
          `insert into user_interactions (host_id, interaction_type, interacted, created_at, seq)
         select $1, x.interaction_type, x.interacted, x.created_at, $3
         from jsonb_to_recordset($2::jsonb) as x(interaction_type text, interacted boolean, created_at timestamptz)
         on conflict (host_id, interaction_type) do update set interacted = excluded.interacted, seq = excluded.seq`,
          [
            caller.hostId,
            JSON.stringify(
              [...last.values()].map((i) => ({
                interaction_type: i.interactionType,
                interacted: i.interacted,
                created_at: i.createdAt,
              })),
            ),
            seq,
          ],
        );
        return [...last.values()];
      },
    },
    updateTask: {
      response: Task,
      run: async (tx, { caller, params, body: { status } }) => {
        const { taskType } = decodeInput(TaskParams, params, "path");
        const { rows } = await tx.query<{ status: TaskStatus }>(
          "select status from host_tasks where host_id = $1 and type = $2 for update",
          [caller.hostId, taskType],
        );
        const from = rows[0]?.status ?? "not_started";
        if (from === status) return { type: taskType, status };
        if (!canMoveTask(from, status)) {
          throw new HttpProblem(
            409,
            problemTypes.invalidTransition,
            "Conflict",
            `The task is ${from.replaceAll("_", " ")} and cannot become ${status.replaceAll("_", " ")}.`,
          );
        }
        const seq = await nextChangeSeq(tx, caller.hostId);
        await tx.query(
          `insert into host_tasks (host_id, type, status, seq) values ($1, $2, $3, $4)
         on conflict (host_id, type) do update set status = $3, seq = $4`,
          [caller.hostId, taskType, status, seq],
        );
        return { type: taskType, status } satisfies Task;
      },
    },
  };
}
