// The local copy of a unit's subscription info (listing spec §3, GET /api/app/subscription/info/{unitId}),
// keyed by the unit, with the plan change scheduled on the subscription, if any (GET …/scheduled-changes).
import { Schema } from "effect";
import { UnitId } from "../ids.ts";
import { ScheduledChange, SubscriptionInfo } from "./subscription-info.ts";

export const SubscriptionDocument = Schema.Struct({
  unitId: UnitId,
  ...SubscriptionInfo.fields,
  /** Null when no plan change is waiting for the end of the period. */
  scheduledChange: Schema.NullOr(ScheduledChange),
  /** The host's change sequence number of the last write. */
  seq: Schema.Number,
});
export type SubscriptionDocument = typeof SubscriptionDocument.Type;
