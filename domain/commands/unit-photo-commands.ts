// The order of a unit's photos (listing spec §2, the unit's photos page): the host moves a photo up
// or down, drags it, or makes it the cover, which is the first photo. Uploading and deleting a
// photo carry a file or free one, so they are upload calls of their own (server/routes/upload-routes.ts);
// the order is a plain write, so it is a command and survives being made offline.
import { Schema } from "effect";
import { UnitId } from "../ids.ts";
import { maxUnitPhotos } from "../unit-photos/photo-order.ts";
import { defineCommand } from "./command.ts";

const PhotoId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64));

/** The unit's photos in their new order; the server keeps any it does not name after them. */
export const PhotoOrder = Schema.Struct({
  photoIds: Schema.Array(PhotoId).check(
    Schema.isMinLength(1),
    Schema.isMaxLength(maxUnitPhotos),
    Schema.makeFilter((ids: readonly string[]) =>
      new Set(ids).size === ids.length ? undefined : "names a photo twice",
    ),
  ),
});
export type PhotoOrder = typeof PhotoOrder.Type;

export const ReorderUnitPhotosPayload = Schema.Struct({ unitId: UnitId, ...PhotoOrder.fields });
export type ReorderUnitPhotosPayload = typeof ReorderUnitPhotosPayload.Type;

export const reorderUnitPhotos = defineCommand({
  type: "reorderUnitPhotos",
  payload: ReorderUnitPhotosPayload,
  summary: "Put a unit's photos in order; the first one is the cover",
  method: "PUT",
  path: "/api/app/property-unit/:id/photos/order",
  paramsOf: (p) => ({ id: p.unitId }),
  body: PhotoOrder,
  bodyOf: (p) => ({ photoIds: p.photoIds }),
  // Its own aggregate: reorders replay in the order made, and the unit's other writes need not
  // wait behind them (they touch different rows).
  aggregateOf: (p) => `unit-photos:${p.unitId}`,
  // The local store keeps no copy of the photos (read through the API, docs/decisions.md); the
  // photos page lays pending reorders over the list it reads with the same rule as the server.
  apply: () => ({}),
});
