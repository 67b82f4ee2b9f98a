import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { UnitId } from "../ids.ts";
import { maxUnitPhotos } from "../unit-photos/photo-order.ts";
import { localDocumentsOf, sampleUnit } from "./sample-documents.ts";
import { PhotoOrder, ReorderUnitPhotosPayload, reorderUnitPhotos } from "./unit-photo-commands.ts";

const unitId = UnitId.make("u-1");
const decodes = (schema: Schema.Codec<unknown, unknown>, value: unknown) =>
  Exit.isSuccess(Schema.decodeUnknownExit(schema)(value));

describe("reorderUnitPhotos", () => {
  it("replays as PUT /api/app/property-unit/{id}/photos/order with the ids in order", () => {
    expect(reorderUnitPhotos.toRestCall({ unitId, photoIds: ["b", "a"] })).toEqual({
      method: "PUT",
      path: "/api/app/property-unit/u-1/photos/order",
      body: { photoIds: ["b", "a"] },
    });
  });

  it("replays in order with the unit's other reorders, apart from the unit's other writes", () => {
    expect(reorderUnitPhotos.aggregateOf({ unitId, photoIds: ["a"] })).toBe("unit-photos:u-1");
  });

  it("refuses an empty order, a photo named twice and more photos than a unit keeps", () => {
    expect(decodes(PhotoOrder, { photoIds: ["a", "b"] })).toBe(true);
    expect(decodes(PhotoOrder, { photoIds: [] })).toBe(false);
    expect(decodes(PhotoOrder, { photoIds: ["a", "b", "a"] })).toBe(false);
    expect(decodes(PhotoOrder, { photoIds: [""] })).toBe(false);
    const many = Array.from({ length: maxUnitPhotos + 1 }, (_, i) => `p${i}`);
    expect(decodes(PhotoOrder, { photoIds: many.slice(0, maxUnitPhotos) })).toBe(true);
    expect(decodes(PhotoOrder, { photoIds: many })).toBe(false);
    expect(decodes(ReorderUnitPhotosPayload, { unitId: "u-1", photoIds: ["a"], extra: 1 })).toBe(true);
  });

  it("changes no local document: the store keeps no copy of the photos", () => {
    expect(
      reorderUnitPhotos.apply(localDocumentsOf({ units: [sampleUnit()] }), { unitId, photoIds: ["a"] }),
    ).toEqual({});
  });
});
