import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chooseGuestPreference, noGuestPreferences, type GuestPreferences } from "./guest-preferences.ts";
import {
  canConfirmGuestProfileStep,
  guestProfileFlowAfter,
  guestProfileFlowStart,
  guestProfileProgress,
  guestProfileSteps,
  nextGuestProfileStep,
  type GuestProfileEvent,
  type GuestProfileFlow,
} from "./guest-profile-steps.ts";

const everything: GuestPreferences = {
  bookingTimes: ["lastMinute"],
  stayDurations: ["mediumStay"],
  startOfStay: ["weekend"],
  groupSizes: ["couple"],
  language: "noPreference",
};

describe("guest-profile steps", () => {
  it("runs the seven steps of spec §2 in order", () => {
    expect(guestProfileSteps).toEqual([
      "introduction",
      "bookingTimes",
      "stayDurations",
      "startOfStay",
      "groupSizes",
      "language",
      "confirmation",
    ]);
    expect(nextGuestProfileStep("language")).toBe("confirmation");
    expect(nextGuestProfileStep("confirmation")).toBeNull();
  });

  it("shows a progress of 5 steps on steps 2 to 6 only", () => {
    expect(guestProfileProgress("introduction")).toBeNull();
    expect(guestProfileProgress("bookingTimes")).toEqual({ current: 1, total: 5 });
    expect(guestProfileProgress("language")).toEqual({ current: 5, total: 5 });
    expect(guestProfileProgress("confirmation")).toBeNull();
  });

  it("enables Confirm on steps 2 to 6 once an option is chosen (spec §5)", () => {
    expect(canConfirmGuestProfileStep("introduction", noGuestPreferences)).toBe(true);
    expect(canConfirmGuestProfileStep("startOfStay", noGuestPreferences)).toBe(false);
    expect(
      canConfirmGuestProfileStep(
        "startOfStay",
        chooseGuestPreference(noGuestPreferences, "startOfStay", "weekday"),
      ),
    ).toBe(true);
    expect(canConfirmGuestProfileStep("language", noGuestPreferences)).toBe(false);
  });

  it("closes everything on Discard, and completes on Done", () => {
    const atLanguage: GuestProfileFlow = { open: true, step: "language" };
    expect(guestProfileFlowAfter(atLanguage, "discard", everything)).toEqual({
      open: false,
      completed: false,
    });
    expect(guestProfileFlowAfter(atLanguage, "confirm", noGuestPreferences)).toBe(atLanguage);
    const atEnd = guestProfileFlowAfter(atLanguage, "confirm", everything);
    expect(atEnd).toEqual({ open: true, step: "confirmation" });
    expect(guestProfileFlowAfter(atEnd, "done", everything)).toEqual({ open: false, completed: true });
  });

  it("never skips a step and ends only by discard or on the last step", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<GuestProfileEvent>("confirm", "confirm", "confirm", "discard", "done"), {
          maxLength: 12,
        }),
        fc.boolean(),
        (events, answered) => {
          const preferences = answered ? everything : noGuestPreferences;
          let flow: GuestProfileFlow = guestProfileFlowStart;
          for (const event of events) {
            const next = guestProfileFlowAfter(flow, event, preferences);
            if (flow.open && next.open) {
              const step = guestProfileSteps.indexOf(next.step) - guestProfileSteps.indexOf(flow.step);
              expect([0, 1]).toContain(step);
            }
            if (flow.open && !next.open && next.completed) expect(flow.step).toBe("confirmation");
            if (!flow.open) expect(next).toBe(flow);
            flow = next;
          }
          if (!answered && flow.open) expect(["introduction", "bookingTimes"]).toContain(flow.step);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
