// The locale key of each verification step's name and introduction: the step names of the spec hold
// slashes ("owner-upload/id"), which a translation key cannot.
import type { VerificationStep } from "../../../domain/verification/verification-steps.ts";

export const stepKey: Record<VerificationStep, string> = {
  identity: "identity",
  "upload-id": "uploadId",
  "payout-info": "payoutInfo",
  "payout-upload": "payoutUpload",
  "identity/info": "companyIdentity",
  "document-upload": "companyDocument",
  "owner/info": "ownerInfo",
  "owner-upload/id": "ownerUpload",
};
