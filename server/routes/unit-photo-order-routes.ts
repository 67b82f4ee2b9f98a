// The order of a unit's photos (reorderUnitPhotos, domain/commands/unit-photo-commands.ts): the
// whole order is written at once under the unit's lock, by the rule the page shows pending
// reorders with (domain/unit-photos/photo-order.ts). The photos themselves are uploads
// (./upload-routes.ts), which list them in this order.
import { Schema } from "effect";
import { orderedPhotoIds } from "../../domain/unit-photos/photo-order.ts";
import type { Queryable } from "../db/database.ts";
import { unitPhotoOrderBy } from "../data/unit-photo-order.ts";
import type { PhotoOrder } from "../../domain/commands/unit-photo-commands.ts";
import type { CommandHandler } from "./command-routes.ts";
import { beginCalendarWrite, refuseDeletedUnit } from "./unit-write.ts";

async function unitPhotoIds(tx: Queryable, hostId: string, unitId: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `select id from uploads where host_id = $1 and kind = 'unit_photo' and unit_id = $2 order by ${unitPhotoOrderBy}`,
    [hostId, unitId],
  );
  return rows.map((r) => r.id);
}

export function unitPhotoHandlers(): { readonly reorderUnitPhotos: CommandHandler<PhotoOrder> } {
  return {
    reorderUnitPhotos: {
      response: Schema.Struct({ photoIds: Schema.Array(Schema.String) }),
      run: async (tx, { caller, params, body }) => {
        const unitId = params["id"]!;
        // The unit's lock keeps an upload or a delete of this unit from landing between the read
        // and the write; a photo named that is gone by now is passed over (a reorder made offline).
        const { seq, unit } = await beginCalendarWrite(tx, caller.hostId, unitId);
        refuseDeletedUnit(unit);
        const photoIds = orderedPhotoIds(await unitPhotoIds(tx, caller.hostId, unitId), body.photoIds);
        await tx.query(
          `update uploads set position = placed.ordinality
           from unnest($3::text[]) with ordinality as placed(id, ordinality)
           where uploads.host_id = $1 and uploads.kind = 'unit_photo' and uploads.unit_id = $2 and uploads.id = placed.id`,
          [caller.hostId, unitId, photoIds],
        );
        await tx.query("update units set seq = $3 where host_id = $1 and id = $2", [
          caller.hostId,
          unitId,
          seq,
        ]);
        return { photoIds };
      },
    },
  };
}
