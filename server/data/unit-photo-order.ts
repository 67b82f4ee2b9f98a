// How a unit's photos are listed (GET …/photos) and read for a reorder: the host's order
// (uploads.position, written by reorderUnitPhotos), then photos never placed, oldest first, so a
// new photo joins the end. The first one is the cover.
export const unitPhotoOrderBy = "position nulls last, created_at, id";
