// Promotions of a unit (listing spec §3, §7). A promotion type is an opaque hash chosen by the server;
// promotions are keyed by it. Activating or deactivating sends the type and the new state.
import { Schema } from "effect";

export const PromotionState = Schema.Literals(["ACTIVE", "INACTIVE"]);
export type PromotionState = typeof PromotionState.Type;

export const PromotionType = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(128));
export type PromotionType = typeof PromotionType.Type;

export const PromotionData = Schema.Struct({
  // Percentage off the price.
  discount: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 100 })),
});
export type PromotionData = typeof PromotionData.Type;

export const Promotion = Schema.Struct({
  type: PromotionType,
  state: PromotionState,
  data: Schema.optional(PromotionData),
});
export type Promotion = typeof Promotion.Type;

export const PromotionsByType = Schema.Record(PromotionType, Promotion);
export type PromotionsByType = typeof PromotionsByType.Type;

/** Body of POST /api/app/property-unit/{id}/promotion. */
export const PromotionChange = Schema.Struct({ type: PromotionType, state: PromotionState });
export type PromotionChange = typeof PromotionChange.Type;

/** Promotions keyed by type; when a type repeats, the later entry wins, as the server's latest answer. */
export function promotionsByType(promotions: readonly Promotion[]): PromotionsByType {
  return Object.fromEntries(promotions.map((p) => [p.type, p]));
}

export function togglePromotion(promotion: Pick<Promotion, "type" | "state">): PromotionChange {
  return { type: promotion.type, state: promotion.state === "ACTIVE" ? "INACTIVE" : "ACTIVE" };
}

/** The promotions after a change the server accepted, without touching the input. */
export function applyPromotionChange(
  promotions: PromotionsByType,
  change: PromotionChange,
): PromotionsByType {
  const current = promotions[change.type];
  return { ...promotions, [change.type]: { ...(current ?? { type: change.type }), state: change.state } };
}
