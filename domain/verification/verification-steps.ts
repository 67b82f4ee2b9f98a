// The steps of /verification for each host type (listing spec §2), in order.
import type { UserType } from "../user/user-info.ts";

export const individualVerificationSteps = ["identity", "upload-id", "payout-info", "payout-upload"] as const;

export const companyVerificationSteps = [
  "identity/info",
  "document-upload",
  "owner/info",
  "owner-upload/id",
  "payout-info",
  "payout-upload",
] as const;

export type VerificationStep =
  (typeof individualVerificationSteps)[number] | (typeof companyVerificationSteps)[number];

export function verificationSteps(type: UserType): readonly VerificationStep[] {
  return type === "company" ? companyVerificationSteps : individualVerificationSteps;
}

export function verificationStepPath(type: UserType, step: VerificationStep): string {
  return `/verification/${type}/${step}`;
}

/** The step after `step`, or the success page after the last one. */
export function nextVerificationPath(type: UserType, step: VerificationStep): string {
  const steps = verificationSteps(type);
  const next = steps[steps.indexOf(step) + 1];
  return next === undefined ? "/verification/success" : verificationStepPath(type, next);
}
