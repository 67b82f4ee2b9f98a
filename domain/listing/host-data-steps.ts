// Steps about the host rather than the unit (listing spec §2): verification, personal details and
// payout. Their data is entered in the verification area (/verification), so the listing flow only
// shows where the host stands and links there; such a step is complete when the data it asks for
// exists, never merely because the host pressed Continue.
import type { ListingStepName } from "./listing-step.ts";
import type { UserInfo } from "../user/user-info.ts";

export type HostDataKind = "verification" | "personal-details" | "payout";

const kinds: Partial<Record<ListingStepName, HostDataKind>> = {
  "verification/info": "verification",
  "verification/owner": "verification",
  "verification/upload": "verification",
  "identity-and-payout/upload": "verification",
  "personal-details/info": "personal-details",
  "personal-details/owner": "personal-details",
  "payout/info": "payout",
  "payout/upload": "payout",
  "identity-and-payout/payout": "payout",
  "identity-and-payout/payout-document": "payout",
  "identity-and-payout/info": "payout",
};

/** Which host data a step asks for, or undefined for a step about the unit. */
export function hostDataKindOf(step: ListingStepName): HostDataKind | undefined {
  return kinds[step];
}

const nonBlank = (text: string | null) => text !== null && text.trim() !== "";

/**
 * Whether the host's data for a step exists. Names: an individual's first and last name, a company's
 * name. Documents and payout details: the verification has been handed in (in progress, the provider
 * checking it) or passed; the identity provider keeps the documents, not this device.
 */
export function hostDataComplete(
  kind: HostDataKind,
  user: Pick<UserInfo, "type" | "firstName" | "lastName" | "companyName" | "verificationState">,
): boolean {
  if (kind === "personal-details")
    return user.type === "company"
      ? nonBlank(user.companyName)
      : nonBlank(user.firstName) && nonBlank(user.lastName);
  return user.verificationState === "IN_PROGRESS" || user.verificationState === "COMPLETED";
}
