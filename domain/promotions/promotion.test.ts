import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyPromotionChange,
  Promotion,
  PromotionState,
  promotionsByType,
  togglePromotion,
} from "./promotion.ts";

describe("promotions (listing spec §3)", () => {
  const lastMinute = { type: "9f2c1a", state: "INACTIVE" as const, data: { discount: 15 } };

  it("are keyed by type", () => {
    expect(promotionsByType([lastMinute])).toEqual({ "9f2c1a": lastMinute });
  });

  it("toggle between ACTIVE and INACTIVE and keep their data", () => {
    const change = togglePromotion(lastMinute);
    expect(change).toEqual({ type: "9f2c1a", state: "ACTIVE" });
    const after = applyPromotionChange(promotionsByType([lastMinute]), change);
    expect(after["9f2c1a"]).toEqual({ ...lastMinute, state: "ACTIVE" });
  });

  it("refuse an unknown state", () => {
    expect(() => Schema.decodeUnknownSync(Promotion)({ type: "a", state: "PAUSED" })).toThrow(/ACTIVE/);
  });

  it("come back to the start after two toggles, leaving other promotions alone", () => {
    const promotion = fc.record({
      type: fc.string({ minLength: 1, maxLength: 6 }),
      state: fc.constantFrom(...PromotionState.literals),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(promotion, { selector: (p) => p.type, minLength: 1, maxLength: 5 }),
        (list) => {
          const byType = promotionsByType(list);
          const target = list[0]!;
          const once = applyPromotionChange(byType, togglePromotion(target));
          const twice = applyPromotionChange(once, togglePromotion(once[target.type]!));
          expect(twice).toEqual(byType);
          expect(once[target.type]?.state).not.toBe(target.state);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
