// The host's subscription and its quotas (listing spec §3): GET /api/app/v2/user/subscription.
import { Schema } from "effect";
import { RealDateTime } from "../validation/calendar-values.ts";

const NonNegativeInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

/** An ISO 8601 date or date-time that exists; a bare date means midnight UTC of that day. */
export const IsoDateTime = RealDateTime;
export type IsoDateTime = typeof IsoDateTime.Type;

export const PeriodUnit = Schema.Literals(["day", "week", "month", "year"]);
export type PeriodUnit = typeof PeriodUnit.Type;

export const Plan = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  planItemPriceId: Schema.String,
  price: Schema.Number.check(Schema.isGreaterThanOrEqualTo(0)),
  currency: Schema.String,
  period: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  periodUnit: PeriodUnit,
});
export type Plan = typeof Plan.Type;

export const Leads = Schema.Struct({
  enabled: Schema.Boolean,
  // May go below zero when the server grants leads beyond the quota.
  remaining: Schema.Int,
  total: NonNegativeInt,
});
export type Leads = typeof Leads.Type;

export const UnitPublish = Schema.Struct({
  cost: NonNegativeInt,
  quota: NonNegativeInt,
  used: NonNegativeInt,
});
export type UnitPublish = typeof UnitPublish.Type;

export const ScheduledPeriod = Schema.Struct({ startDate: IsoDateTime, endDate: IsoDateTime });
export type ScheduledPeriod = typeof ScheduledPeriod.Type;

export const Boost = Schema.Struct({
  availableItems: NonNegativeInt,
  cost: NonNegativeInt,
  level: Schema.NullOr(NonNegativeInt),
  quota: NonNegativeInt,
  scheduledPeriods: Schema.Array(ScheduledPeriod),
  used: NonNegativeInt,
});
export type Boost = typeof Boost.Type;

export const Subscription = Schema.Struct({
  expirationDate: Schema.NullOr(IsoDateTime),
  plans: Schema.Array(Plan),
  leads: Leads,
  unitPublish: UnitPublish,
  boost: Boost,
});
export type Subscription = typeof Subscription.Type;

export const Credit = Schema.Struct({
  enabled: Schema.Boolean,
  used: NonNegativeInt,
  quota: NonNegativeInt,
  remaining: Schema.Int,
});
export type Credit = typeof Credit.Type;

export const Credits = Schema.Struct({ unitPublish: Credit, boost: Credit });
export type Credits = typeof Credits.Type;

export const AddOnServiceKey = Schema.Literals([
  "showPhoneNumberOnWhitelabel",
  "displayGuestEmailInMessageCard",
  "visibilityBoost",
  "banner",
  "directEmailMarketing",
  "diamond",
  "socialPackage",
  "inquiryMessage",
]);
export type AddOnServiceKey = typeof AddOnServiceKey.Type;

export const PlanService = Schema.Struct({
  key: AddOnServiceKey,
  period: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  periodUnit: PeriodUnit,
});
export type PlanService = typeof PlanService.Type;
