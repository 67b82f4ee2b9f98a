// How every command on a property starts, as beginUnitWrite does for a unit: the host's change
// number first, then the property's row locked, so two commands on one property wait for each other
// in the host's order. A deleted property is gone for the host: "not found", like another host's.
import type { Queryable } from "../db/database.ts";
import { notFound } from "../http/problem.ts";
import { nextChangeSeq } from "./change-sequence.ts";
import { findProperty, type PropertyRow } from "./property-rows.ts";

export async function beginPropertyWrite(
  tx: Queryable,
  hostId: string,
  propertyId: string,
): Promise<{ seq: number; property: PropertyRow }> {
  const seq = await nextChangeSeq(tx, hostId);
  const property = await findProperty(tx, hostId, propertyId, true);
  if (!property || property.state === "DELETED") throw notFound("The property");
  return { seq, property };
}

/** The states of a property's units that are not deleted, read under the property's lock. */
export async function liveUnitStates(
  tx: Queryable,
  hostId: string,
  propertyId: string,
): Promise<{ id: string; state: string }[]> {
  const { rows } = await tx.query<{ id: string; state: string }>(
    "select id, state from units where host_id = $1 and property_id = $2 and state <> 'DELETED' order by id",
    [hostId, propertyId],
  );
  return rows;
}

/** Who holds an id already: the server takes a device's id once, and only if nobody else has it. */
export async function ownerOfId(
  tx: Queryable,
  table: "properties" | "units",
  id: string,
): Promise<{ host_id: string; property_id: string | null } | undefined> {
  const { rows } = await tx.query<{ host_id: string; property_id: string | null }>(
    table === "properties"
      ? "select host_id, null as property_id from properties where id = $1"
      : "select host_id, property_id from units where id = $1",
    [id],
  );
  return rows[0];
}
