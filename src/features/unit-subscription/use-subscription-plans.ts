// GET /api/app/subscriptions/plans (listing spec §7, §9): the plans a host can move a unit to. Only
// monthly terms are shown (spec: "only monthly periods are kept in plans").
import { Schema } from "effect";
import { Plan } from "../../../domain/subscription/subscription.ts";
import { useKeptRead } from "./use-kept-read.ts";

const Plans = Schema.Array(Plan);

export function useSubscriptionPlans(unitId: string) {
  return useKeptRead(
    "hearth.subscriptionPlans.month",
    Plans,
    `/api/app/subscriptions/plans?periodUnit=month&unitId=${encodeURIComponent(unitId)}`,
  );
}
