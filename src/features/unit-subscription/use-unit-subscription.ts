// A unit's subscription info from the local store (the subscriptions feed, one document per unit
// that has or had a subscription), with the host's pending commands applied, and whether one of
// them is still on its way to the server.
import { documentKey } from "../../../domain/commands/command.ts";
import type { SubscriptionDocument } from "../../../domain/subscription/subscription-document.ts";
import { useRecords } from "../sync/use-records.ts";

export interface UnitSubscription {
  /** False until the local store was read. */
  readonly ready: boolean;
  /** Undefined for a unit that never had a subscription. */
  readonly document: SubscriptionDocument | undefined;
  readonly pending: boolean;
}

export function useUnitSubscription(unitId: string): UnitSubscription {
  const records = useRecords();
  return {
    ready: records.ready,
    document: records.subscriptions.get(unitId),
    pending: records.pendingByDocument.has(documentKey("subscriptions", unitId)),
  };
}
