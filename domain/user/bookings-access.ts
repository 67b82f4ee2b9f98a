// Onboarding and access to bookings (listing spec §4): a finished onboarding plus bookings being
// available enables access to bookings.
import type { UserInfo } from "./user-info.ts";

type Onboarded = Pick<UserInfo, "onboardingStatus" | "appFeatures">;

export function isOnboardingFinished(user: Pick<UserInfo, "onboardingStatus">): boolean {
  return user.onboardingStatus === "finished";
}

export function hasBookingsAccess(user: Onboarded): boolean {
  return isOnboardingFinished(user) && user.appFeatures.bookingsAvailable;
}
