import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { localDocumentsOf, sampleTask } from "./sample-documents.ts";
import { updateTask } from "./task-commands.ts";

describe("updateTask", () => {
  const payload = { taskType: "bulk_switch_to_instant_booking", status: "in_progress" } as const;

  it("replays as PATCH /api/app/user/task/{taskType} with the status", () => {
    expect(updateTask.toRestCall(payload)).toEqual({
      method: "PATCH",
      path: "/api/app/user/task/bulk_switch_to_instant_booking",
      body: { status: "in_progress" },
    });
  });

  it("moves the task where its transitions allow", () => {
    expect(updateTask.apply(localDocumentsOf({ tasks: [sampleTask()] }), payload).tasks).toEqual([
      { ...sampleTask(), status: "in_progress" },
    ]);
    expect(updateTask.apply(localDocumentsOf({ tasks: [sampleTask({ status: "done" })] }), payload)).toEqual(
      {},
    );
    expect(updateTask.apply(localDocumentsOf({ tasks: [] }), payload)).toEqual({});
  });

  it("refuses an unknown task type or status", () => {
    const decode = Schema.decodeUnknownExit(updateTask.payload);
    expect(Exit.isFailure(decode({ ...payload, status: "snoozed" }))).toBe(true);
    expect(Exit.isFailure(decode({ ...payload, taskType: "bulk_delete" }))).toBe(true);
  });
});
