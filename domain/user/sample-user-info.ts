// A sample signed-in host's user info for the tests: valid defaults that a test overrides field by
// field, so each test states only what it is about.
import { newHostFeatures } from "./new-host-features.ts";
import type { UserInfo } from "./user-info.ts";

export const sampleUserInfo: UserInfo = {
  userId: "host-anna",
  sessionId: "s",
  type: "individual",
  firstName: "Anna",
  lastName: "Berger",
  companyName: null,
  alias: null,
  email: "anna@example.com",
  locale: "en_US",
  status: "active",
  onboardingStatus: "finished",
  kycInitiated: false,
  commercialModel: "commission",
  isImpersonating: false,
  imageUrls: [],
  accountSource: null,
  appFeatures: newHostFeatures,
  isCoinSubscriptionEnabled: false,
  phone: null,
};
