// Subscription writes (listing spec §4, §7): changing the plan, withdrawing a scheduled change,
// cancelling, and booking a coin boost. Subscription info is kept per unit, so the subscription's
// commands look for every unit whose current plan is the subscription named.
//
// A plan change is shown as scheduled, not as done: the spec has scheduled changes (with period and
// period unit) that a host can withdraw, and says nothing of changes taking effect at once, so
// "changes to X" is the claim the overlay can make without risk. If the server switches at once, the
// mirror shows the new current plan when it catches up.
import { Schema } from "effect";
import { SubscriptionId } from "../ids.ts";
import { markCancellationScheduled } from "../subscription/current-plan-display.ts";
import type { SubscriptionDocument } from "../subscription/subscription-document.ts";
import {
  CancelSubscriptionPayload,
  ChangePlanPayload,
  changePlanPayload,
  CoinBoostPayload,
  DeleteScheduledChangePayload,
} from "../subscription/subscription-payloads.ts";
import { withBookedBoost } from "../subscription/coin-boost.ts";
import { defineCommand, type DocumentChanges, type LocalDocuments } from "./command.ts";
import { updateDocument } from "./document-update.ts";

function updateSubscription(
  documents: LocalDocuments,
  subscriptionId: string,
  update: (doc: SubscriptionDocument) => SubscriptionDocument | undefined,
): DocumentChanges {
  const changed: SubscriptionDocument[] = [];
  for (const doc of documents.subscriptions?.values() ?? []) {
    if (doc.currentPlan?.subscriptionId !== subscriptionId) continue;
    const next = update(doc);
    if (next !== undefined && next !== doc) changed.push(next);
  }
  return changed.length === 0 ? {} : { subscriptions: changed };
}

export const ChangePlanCommandPayload = Schema.Struct({
  subscriptionId: SubscriptionId,
  ...ChangePlanPayload.fields,
});
export type ChangePlanCommandPayload = typeof ChangePlanCommandPayload.Type;

export const changePlan = defineCommand({
  type: "changePlan",
  payload: ChangePlanCommandPayload,
  summary: "Change a subscription's plan",
  method: "POST",
  path: "/api/app/subscription/:id/change-plan",
  paramsOf: (p) => ({ id: p.subscriptionId }),
  body: ChangePlanPayload,
  bodyOf: (p) => changePlanPayload(p.planItemPriceId, p.couponCode),
  aggregateOf: (p) => `subscription:${p.subscriptionId}`,
  apply: (documents, p) =>
    updateSubscription(documents, p.subscriptionId, (doc) => {
      if (doc.currentPlan?.planItemPriceId === p.planItemPriceId) return undefined;
      // Only a plan the host was offered can be shown; any other waits for the server.
      const plan = doc.upgradeablePlans.find((offered) => offered.planItemPriceId === p.planItemPriceId);
      if (plan === undefined) return undefined;
      const scheduled = doc.scheduledChange;
      if (
        scheduled?.planItemPriceId === plan.planItemPriceId &&
        scheduled.period === plan.period &&
        scheduled.periodUnit === plan.periodUnit
      )
        return undefined;
      return updateDocument(doc, (draft) => {
        draft.scheduledChange = {
          planItemPriceId: plan.planItemPriceId,
          period: plan.period,
          periodUnit: plan.periodUnit,
        };
      });
    }),
});

export const CancelSubscriptionCommandPayload = CancelSubscriptionPayload;
export type CancelSubscriptionCommandPayload = typeof CancelSubscriptionCommandPayload.Type;

export const cancelSubscription = defineCommand({
  type: "cancelSubscription",
  payload: CancelSubscriptionCommandPayload,
  summary: "Cancel a subscription at the end of its term",
  method: "DELETE",
  path: "/api/app/subscription",
  body: CancelSubscriptionPayload,
  bodyOf: (p) => ({ reason: p.reason, subscriptionId: p.subscriptionId }),
  aggregateOf: (p) => `subscription:${p.subscriptionId}`,
  apply: (documents, p) =>
    updateSubscription(documents, p.subscriptionId, (doc) => {
      const plan = doc.currentPlan;
      if (plan === null || plan.isCancellationScheduled || plan.subscriptionStatus === "cancelled")
        return undefined;
      return markCancellationScheduled(doc);
    }),
});

export const DeleteScheduledChangeCommandPayload = Schema.Struct({
  subscriptionId: SubscriptionId,
  ...DeleteScheduledChangePayload.fields,
});
export type DeleteScheduledChangeCommandPayload = typeof DeleteScheduledChangeCommandPayload.Type;

export const deleteScheduledChange = defineCommand({
  type: "deleteScheduledChange",
  payload: DeleteScheduledChangeCommandPayload,
  summary: "Withdraw the plan change waiting for the end of the term, with a reason",
  method: "DELETE",
  path: "/api/app/subscription/:id/scheduled-changes",
  paramsOf: (p) => ({ id: p.subscriptionId }),
  body: DeleteScheduledChangePayload,
  bodyOf: (p) => ({ reason: p.reason }),
  // The same aggregate as a plan change: a change made and withdrawn offline reaches the server in that order.
  aggregateOf: (p) => `subscription:${p.subscriptionId}`,
  apply: (documents, p) =>
    updateSubscription(documents, p.subscriptionId, (doc) =>
      doc.scheduledChange === null
        ? undefined
        : updateDocument(doc, (draft) => {
            draft.scheduledChange = null;
          }),
    ),
});

export const bookCoinBoost = defineCommand({
  type: "bookCoinBoost",
  payload: CoinBoostPayload,
  summary: "Book a ranking boost for a date range (coins, or the payment provider past the quota)",
  method: "POST",
  path: "/api/app/user/subscription/coin/boost",
  body: CoinBoostPayload,
  bodyOf: (p) => ({ startDate: p.startDate, endDate: p.endDate }),
  // Boosts are the host's, not a unit's: they share one quota, so they are sent one after another.
  aggregateOf: () => "coinSubscription",
  // Every unit's info lists the host's running boosts (the server's subscription info does the same).
  apply: (documents, p) => {
    const changed: SubscriptionDocument[] = [];
    for (const doc of documents.subscriptions?.values() ?? []) {
      const next = withBookedBoost(doc, p.endDate);
      if (next !== doc) changed.push(next);
    }
    return changed.length === 0 ? {} : { subscriptions: changed };
  },
});
