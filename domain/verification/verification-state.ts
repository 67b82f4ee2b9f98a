// Verification (KYC) and identity-check states (listing spec §3, §4). The KYC status call answers a
// tier, which is the verification state the banner is chosen by.
import { Schema } from "effect";

export const VerificationState = Schema.Literals([
  "VERIFICATION_NEVER_STARTED",
  "REQUIRED",
  "COLLECTING_DATA",
  "IN_PROGRESS",
  "COMPLETED",
  "FAILED",
  "EXPIRED",
]);
export type VerificationState = typeof VerificationState.Type;

/** Answer of GET /api/app/user/kyc/status. */
export const KycStatus = Schema.Struct({ tier: VerificationState });
export type KycStatus = typeof KycStatus.Type;

export const IdentityCheckState = Schema.Literals(["new", "awaiting_data", "pending", "passed", "failed"]);
export type IdentityCheckState = typeof IdentityCheckState.Type;
