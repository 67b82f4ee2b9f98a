// Where the "action needed" call of the listing flow's publish step leads (listing spec §2, §4): a
// flagged registration identifier is answered in the regional-requirements step when the unit's flow
// shows it, so the host fixes it without leaving the flow; otherwise on the unit's page that edits it
// (invalid-field-fix.ts).
import type { InvalidField } from "../properties/invalid-field.ts";
import { fixPathOf } from "../properties/invalid-field-fix.ts";
import type { PropertyId, UnitId } from "../ids.ts";
import type { ListingFlow } from "./listing-flow.ts";
import { listingStepPath } from "./listing-route.ts";
import type { ListingStepName } from "./listing-step.ts";

export function listingFixPathOf(
  field: InvalidField,
  flow: ListingFlow,
  steps: readonly { readonly name: ListingStepName }[],
  propertyId: PropertyId,
  unitId: UnitId,
): string {
  return steps.some((s) => s.name === "regional-requirements")
    ? listingStepPath(flow, propertyId, unitId, "regional-requirements")
    : fixPathOf(field, unitId);
}
