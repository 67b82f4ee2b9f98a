// How a unit's photos are listed (GET …/photos) and read for a reorder: the host's order
// (uploads.position, written by reorderUnitPhotos), then photos never placed, oldest first, so a
// new photo joins the end. The first one is the cover.
export const unitPhotoOrderBy = "position nulls last, created_at, id";

/**
 * The id of the unit's cover photo (the first in that order), or null, as a subquery for a row of
 * `units` named `unitRef`. Every photo write takes the unit's change number (upload-routes.ts,
 * unit-photo-order-routes.ts), so the unit document that carries it is sent again when it changes.
 */
export const coverPhotoIdSql = (unitRef: string) =>
  `(select f.id from uploads f where f.host_id = ${unitRef}.host_id and f.kind = 'unit_photo'
     and f.unit_id = ${unitRef}.id order by f.position nulls last, f.created_at, f.id limit 1)`;
