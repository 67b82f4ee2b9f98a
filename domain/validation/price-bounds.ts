// Listing spec §5, §9: a price is at least 1 and at most 1,000,000.
import { Schema } from "effect";

export const minPrice = 1;
export const maxPrice = 1_000_000;

export const Price = Schema.Finite.check(Schema.isBetween({ minimum: minPrice, maximum: maxPrice }));
export type Price = typeof Price.Type;

export function isPriceWithinBounds(value: number): boolean {
  return Number.isFinite(value) && value >= minPrice && value <= maxPrice;
}
