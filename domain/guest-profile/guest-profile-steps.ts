// The seven-step guest-profile modal flow (operations spec §2, §4, §5). Confirm saves the step's
// answer (the caller sends it) and opens the next step; Discard closes every modal; Done on the
// last step closes them and runs the after-success callback. Steps 2 to 6 ask one question each,
// show a five-step progress indicator and allow Confirm once something is chosen.
import { isAnswered, type GuestPreferenceQuestion, type GuestPreferences } from "./guest-preferences.ts";

export const guestProfileSteps = [
  "introduction",
  "bookingTimes",
  "stayDurations",
  "startOfStay",
  "groupSizes",
  "language",
  "confirmation",
] as const;
export type GuestProfileStep = (typeof guestProfileSteps)[number];

export function questionOfStep(step: GuestProfileStep): GuestPreferenceQuestion | null {
  return step === "introduction" || step === "confirmation" ? null : step;
}

export function nextGuestProfileStep(step: GuestProfileStep): GuestProfileStep | null {
  return guestProfileSteps[guestProfileSteps.indexOf(step) + 1] ?? null;
}

/** The progress indicator of steps 2 to 6: step 1 of 5 to 5 of 5; none on the first and last step. */
export function guestProfileProgress(
  step: GuestProfileStep,
): { readonly current: number; readonly total: 5 } | null {
  return questionOfStep(step) === null ? null : { current: guestProfileSteps.indexOf(step), total: 5 };
}

export function canConfirmGuestProfileStep(step: GuestProfileStep, preferences: GuestPreferences): boolean {
  const question = questionOfStep(step);
  return question === null || isAnswered(preferences, question);
}

export type GuestProfileFlow =
  | { readonly open: true; readonly step: GuestProfileStep }
  | { readonly open: false; readonly completed: boolean };

export type GuestProfileEvent = "confirm" | "discard" | "done";

export const guestProfileFlowStart: GuestProfileFlow = { open: true, step: "introduction" };

/**
 * The flow after an event. A confirm that the step does not allow yet leaves the flow where it is;
 * `completed: true` is the signal to run the after-success callback.
 */
export function guestProfileFlowAfter(
  flow: GuestProfileFlow,
  event: GuestProfileEvent,
  preferences: GuestPreferences,
): GuestProfileFlow {
  if (!flow.open) return flow;
  if (event === "discard") return { open: false, completed: false };
  if (event === "done" || (event === "confirm" && flow.step === "confirmation")) {
    return flow.step === "confirmation" ? { open: false, completed: true } : flow;
  }
  if (!canConfirmGuestProfileStep(flow.step, preferences)) return flow;
  const next = nextGuestProfileStep(flow.step);
  return next === null ? { open: false, completed: true } : { open: true, step: next };
}
