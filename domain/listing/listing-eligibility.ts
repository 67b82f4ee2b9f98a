// Who may start a listing (listing spec §2: /listing/check-eligibility and
// /listing/onboarding-not-eligible). The spec names the pages, not the rule; ours is that a host
// whose account has expired cannot list until it is renewed, and everyone else can. A host with no
// property yet is welcomed on the first-property page; others go straight to adding one.
import type { UserInfo } from "../user/user-info.ts";

export type ListingEntry = "onboarding-not-eligible" | "first-property" | "add-property";

export function listingEntry(user: Pick<UserInfo, "status">, propertyCount: number): ListingEntry {
  if (user.status === "expired") return "onboarding-not-eligible";
  return propertyCount === 0 ? "first-property" : "add-property";
}
