// How a verification moves (listing spec §4): the host starts it (collecting data), hands it in once
// every step's details and documents are there (in progress: "we are checking your documents"), and
// staff pass it (completed) or fail it. A failed one can be started again; an expired one needs
// support (its banner mails them), so the host cannot restart it alone.
import { Schema } from "effect";
import type { VerificationState } from "./verification-state.ts";
import type { VerificationRequirement } from "./verification-requirements.ts";

/** Staff's decision on a verification in review; the identity check's own words (spec §3). */
export const ReviewOutcome = Schema.Literals(["passed", "failed"]);
export type ReviewOutcome = typeof ReviewOutcome.Type;

/** Body of POST /api/app/staff/kyc/decision. */
export const StaffDecision = Schema.Struct({ outcome: ReviewOutcome });
export type StaffDecision = typeof StaffDecision.Type;

export type VerificationMove =
  | { readonly ok: true; readonly next: VerificationState }
  | {
      readonly ok: false;
      readonly reason: "not-collecting" | "not-in-review" | "incomplete";
      readonly missing?: readonly VerificationRequirement[];
    };

const startable: ReadonlySet<VerificationState> = new Set([
  "VERIFICATION_NEVER_STARTED",
  "REQUIRED",
  "FAILED",
]);

/** Whether the host may (re)start: never started, asked to, or failed before. */
export function canStartVerification(state: VerificationState): boolean {
  return startable.has(state);
}

/** The state after a start: collecting data when startable, otherwise unchanged (starting twice is harmless). */
export function startVerification(state: VerificationState): VerificationState {
  return canStartVerification(state) ? "COLLECTING_DATA" : state;
}

/** Handing the verification in: only while collecting data, and only with nothing missing. */
export function submitVerification(
  state: VerificationState,
  missing: readonly VerificationRequirement[],
): VerificationMove {
  if (state !== "COLLECTING_DATA") return { ok: false, reason: "not-collecting" };
  if (missing.length > 0) return { ok: false, reason: "incomplete", missing };
  return { ok: true, next: "IN_PROGRESS" };
}

/** Staff's decision, taken only on a verification in review. */
export function decideVerification(state: VerificationState, outcome: ReviewOutcome): VerificationMove {
  if (state !== "IN_PROGRESS") return { ok: false, reason: "not-in-review" };
  return { ok: true, next: outcome === "passed" ? "COMPLETED" : "FAILED" };
}
