import { describe, expect, it } from "vitest";
import { tasksOf } from "./task-document.ts";

describe("tasksOf", () => {
  it("lists every task type, untouched ones as not started", () => {
    expect(tasksOf([])).toEqual([
      { type: "bulk_switch_to_instant_booking", status: "not_started" },
      { type: "bulk_switch_to_other_booking_type", status: "not_started" },
    ]);
  });

  it("takes the stored status of a touched task", () => {
    expect(tasksOf([{ type: "bulk_switch_to_other_booking_type", status: "hidden" }])).toEqual([
      { type: "bulk_switch_to_instant_booking", status: "not_started" },
      { type: "bulk_switch_to_other_booking_type", status: "hidden" },
    ]);
  });
});
