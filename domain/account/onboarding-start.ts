// POST /api/app/user/init-onboarding (listing spec §7, "body"): the first answers of a new host,
// who they are (an individual or a company) and, optionally, how they will pay Hearth. Onboarding
// starts (in_progress) and may be started again while it runs, to change those answers; a host
// who finished it does not go back (spec §4: onboarding is in_progress or finished).
import { Schema } from "effect";

export const InitOnboardingPayload = Schema.Struct({
  type: Schema.Literals(["individual", "company"]),
  commercialModel: Schema.optionalKey(Schema.Literals(["subscription", "commission", "hybrid"])),
});
export type InitOnboardingPayload = typeof InitOnboardingPayload.Type;

export type OnboardingStart = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export function onboardingStart(status: "in_progress" | "finished"): OnboardingStart {
  return status === "finished" ? { ok: false, reason: "Onboarding is already finished." } : { ok: true };
}

/** A billing tag (PUT /api/app/user/billing-tag/{tag}/save): a short token naming a billing group. */
export const BillingTag = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/));
