// User info of GET /api/app/user/info (listing spec §3).
import { Schema } from "effect";
import { VerificationState } from "../verification/verification-state.ts";

export const AppFeatures = Schema.Struct({
  bookingsAvailable: Schema.Boolean,
  bookingsViewAvailable: Schema.Boolean,
  commissionApplicable: Schema.Boolean,
  inquiriesAvailable: Schema.Boolean,
  inquiriesViewAvailable: Schema.Boolean,
  subscriptionApplicable: Schema.Boolean,
  isSubscriptionCheckoutAvailable: Schema.Boolean,
  isB2B: Schema.Boolean,
  isKYCApplicable: Schema.Boolean,
});
export type AppFeatures = typeof AppFeatures.Type;

export const UserType = Schema.Literals(["individual", "company"]);
export type UserType = typeof UserType.Type;

export const UserInfo = Schema.Struct({
  userId: Schema.String,
  sessionId: Schema.String,
  type: UserType,
  firstName: Schema.NullOr(Schema.String),
  lastName: Schema.NullOr(Schema.String),
  companyName: Schema.NullOr(Schema.String),
  alias: Schema.NullOr(Schema.String),
  email: Schema.String,
  locale: Schema.String,
  status: Schema.Literals(["active", "expired"]),
  onboardingStatus: Schema.Literals(["in_progress", "finished"]),
  kycInitiated: Schema.Boolean,
  commercialModel: Schema.Literals(["subscription", "commission", "hybrid"]),
  isImpersonating: Schema.Boolean,
  imageUrls: Schema.Array(Schema.String),
  accountSource: Schema.NullOr(Schema.String),
  appFeatures: AppFeatures,
  isCoinSubscriptionEnabled: Schema.Boolean,
  // Ours, beyond the spec's list: the shell needs them and the spec names no call for them here.
  // Optional, so a user info stored by an older build still decodes (it then shows neither).
  /** The KYC tier (listing spec §4), which picks the verification banner or dropdown. */
  verificationState: Schema.optional(VerificationState),
  /** Whether the host has closed the welcome tour (migrated accounts only ever see it). */
  welcomeTourSeen: Schema.optional(Schema.Boolean),
  /** The account's phone (the individual's or the company's details), its calling code apart. */
  phone: Schema.optional(Schema.NullOr(Schema.Struct({ prefix: Schema.String, number: Schema.String }))),
});
export type UserInfo = typeof UserInfo.Type;
