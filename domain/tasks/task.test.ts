import { Exit, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canMoveTask, isTaskOpen, TaskStatus, TaskStatusPayload } from "./task.ts";

describe("tasks", () => {
  it("go not_started to in_progress to done, or hidden (spec §4)", () => {
    expect(canMoveTask("not_started", "in_progress")).toBe(true);
    expect(canMoveTask("in_progress", "done")).toBe(true);
    expect(canMoveTask("not_started", "hidden")).toBe(true);
    expect(canMoveTask("in_progress", "hidden")).toBe(true);
    expect(canMoveTask("not_started", "done")).toBe(false);
    expect(canMoveTask("done", "in_progress")).toBe(false);
    expect(canMoveTask("hidden", "not_started")).toBe(false);
  });

  it("refuse an unknown status", () => {
    expect(String(Schema.decodeUnknownExit(TaskStatusPayload)({ status: "started" }))).toContain(
      '"in_progress"',
    );
    expect(Exit.isSuccess(Schema.decodeUnknownExit(TaskStatusPayload)({ status: "hidden" }))).toBe(true);
  });

  it("never return to an open status once closed", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TaskStatus.literals),
        fc.constantFrom(...TaskStatus.literals),
        (from, to) => {
          if (canMoveTask(from, to)) expect(isTaskOpen(from)).toBe(true);
          if (!isTaskOpen(from)) expect(canMoveTask(from, to)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
