// Commercial models, fee plans and owner types (listing spec §3).
import { Schema } from "effect";

export const CommercialModel = Schema.Literals(["subscription", "commission", "hybrid"]);
export type CommercialModel = typeof CommercialModel.Type;

export const FeePlan = Schema.Literals([
  "split",
  "host_only",
  "subscription",
  "subscription_2",
  "host_only_14_5",
  "hybrid_3",
  "hybrid_7",
  "hybrid_13",
  "hybrid_19",
]);
export type FeePlan = typeof FeePlan.Type;

/** The commercial model a fee plan belongs to; split and host-only plans are commission plans. */
export function commercialModelOfFeePlan(plan: FeePlan): CommercialModel {
  if (plan.startsWith("hybrid")) return "hybrid";
  if (plan.startsWith("subscription")) return "subscription";
  return "commission";
}

// Two spellings come from two systems (the app and the payment provider); both mean the same two kinds.
export const OwnerType = Schema.Literals(["company", "individual", "Business", "Individual"]);
export type OwnerType = typeof OwnerType.Type;

export function normalizedOwnerType(type: OwnerType): "company" | "individual" {
  return type === "company" || type === "Business" ? "company" : "individual";
}
