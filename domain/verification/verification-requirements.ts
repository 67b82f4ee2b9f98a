// What a verification needs before it can be handed in (listing spec §2's steps, one requirement
// each): the host's own details, for a company its owner, a payout bank account, and the documents
// of each upload step. The server checks the same list before it moves a verification to review,
// so the client's "what is missing" and the server's refusal cannot disagree.
import { Schema } from "effect";
import type { DocumentType } from "../uploads/uploaded-file.ts";
import type { UserType } from "../user/user-info.ts";
import { verificationSteps, type VerificationStep } from "./verification-steps.ts";

export const VerificationRequirement = Schema.Literals([
  "details",
  "owner",
  "bankAccount",
  "identityDocument",
  "companyDocument",
  "payoutDocument",
]);
export type VerificationRequirement = typeof VerificationRequirement.Type;

/** Answer of GET /api/app/user/kyc/requirements. */
export const MissingRequirements = Schema.Struct({ missing: Schema.Array(VerificationRequirement) });
export type MissingRequirements = typeof MissingRequirements.Type;

/** Documents that prove who a person is; the host picks which one they have. */
export const identityDocumentTypes = ["identity_card", "passport", "driving_licence"] as const;

/** The documents an upload step takes, in the order the form offers them. */
export function documentTypesOfStep(step: VerificationStep): readonly DocumentType[] {
  switch (step) {
    case "upload-id":
    case "owner-upload/id":
      return identityDocumentTypes;
    case "document-upload":
      return ["company_registration"];
    case "payout-upload":
      return ["bank_statement"];
    default:
      return [];
  }
}

const individualRequirements: readonly VerificationRequirement[] = [
  "details",
  "identityDocument",
  "bankAccount",
  "payoutDocument",
];
const companyRequirements: readonly VerificationRequirement[] = [
  "details",
  "companyDocument",
  "owner",
  "identityDocument",
  "bankAccount",
  "payoutDocument",
];

export function verificationRequirements(type: UserType): readonly VerificationRequirement[] {
  return type === "company" ? companyRequirements : individualRequirements;
}

/** What the server holds for a host's verification. */
export interface VerificationEvidence {
  readonly detailsSaved: boolean;
  readonly owners: number;
  readonly bankAccounts: number;
  readonly documentTypes: readonly DocumentType[];
}

function met(requirement: VerificationRequirement, evidence: VerificationEvidence): boolean {
  const has = (types: readonly DocumentType[]) => evidence.documentTypes.some((t) => types.includes(t));
  switch (requirement) {
    case "details":
      return evidence.detailsSaved;
    case "owner":
      return evidence.owners > 0;
    case "bankAccount":
      return evidence.bankAccounts > 0;
    case "identityDocument":
      return has(identityDocumentTypes);
    case "companyDocument":
      return has(["company_registration"]);
    case "payoutDocument":
      return has(["bank_statement"]);
  }
}

/** The requirements not met yet, in the order of the steps. */
export function missingRequirements(
  type: UserType,
  evidence: VerificationEvidence,
): readonly VerificationRequirement[] {
  return verificationRequirements(type).filter((r) => !met(r, evidence));
}

/** The requirement a step fills. */
export function requirementOfStep(step: VerificationStep): VerificationRequirement {
  switch (step) {
    case "identity":
    case "identity/info":
      return "details";
    case "upload-id":
    case "owner-upload/id":
      return "identityDocument";
    case "document-upload":
      return "companyDocument";
    case "owner/info":
      return "owner";
    case "payout-info":
      return "bankAccount";
    case "payout-upload":
      return "payoutDocument";
  }
}

/** Where Continue leads: the first step still missing, or the last (to hand in) when none is. */
export function resumeStep(type: UserType, missing: readonly VerificationRequirement[]): VerificationStep {
  const steps = verificationSteps(type);
  return steps.find((step) => missing.includes(requirementOfStep(step))) ?? steps[steps.length - 1]!;
}
