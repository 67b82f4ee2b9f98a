// Changing the shared host fields (listing spec §3; the spec names the host-details call without a
// path: PATCH /api/app/user/host-details). Only the fields sent change. The fields are kept on the
// server alone (no local collection), so `apply` changes nothing here; the billing tab draws the
// pending changes over what it read (src/features/account/billing-tab.tsx).
import { SharedHostFields } from "../account/host-details.ts";
import { defineCommand } from "./command.ts";

export const updateHostDetails = defineCommand({
  type: "updateHostDetails",
  payload: SharedHostFields,
  summary: "Change some shared host fields (about, languages, phones, address, tax ids …)",
  method: "PATCH",
  path: "/api/app/user/host-details",
  body: SharedHostFields,
  bodyOf: (p) => p,
  // One host's fields: changes replay in the order they were made, the last value winning.
  aggregateOf: () => "host-details",
  apply: () => ({}),
});
