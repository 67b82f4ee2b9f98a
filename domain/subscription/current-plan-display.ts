// How the current plan is shown and updated locally (listing spec §4): a plan in trial is shown as
// active, and cancelling marks the cached plan as cancellation scheduled until the server says more.
import type { CurrentPlan, SubscriptionInfo, SubscriptionStatus } from "./subscription-info.ts";

export function displayedSubscriptionStatus(
  status: SubscriptionStatus,
): Exclude<SubscriptionStatus, "in_trial"> {
  return status === "in_trial" ? "active" : status;
}

export function currentPlanForDisplay(plan: CurrentPlan): CurrentPlan {
  const status = displayedSubscriptionStatus(plan.subscriptionStatus);
  return status === plan.subscriptionStatus ? plan : { ...plan, subscriptionStatus: status };
}

/** Generic so a local document keeps its other fields (and its type). */
export function markCancellationScheduled<I extends SubscriptionInfo>(info: I): I {
  if (info.currentPlan === null) return info;
  return { ...info, currentPlan: { ...info.currentPlan, isCancellationScheduled: true } };
}
