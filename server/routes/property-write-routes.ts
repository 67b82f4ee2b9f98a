// The property commands' server part (domain/commands/property-commands.ts): create, change, save
// the location of and delete a property, and add a unit to it. Each runs in its command's
// transaction, takes the host's next change number (so the properties and units feeds and the live
// notices carry it to every device), and refuses with a problem detail that names the reason.
import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import { problemTypes } from "../../domain/errors/error-body.ts";
import { PropertyId } from "../../domain/ids.ts";
import { Property } from "../../domain/properties/property.ts";
import { propertyDeletionRefusal } from "../../domain/properties/property-deletability.ts";
import { LocationAction } from "../../domain/properties/property-location.ts";
import { PropertyState, PropertyType } from "../../domain/properties/property-state.ts";
import { addUnitRefusal, propertyTypeRefusal } from "../../domain/properties/property-unit-count.ts";
import { PropertyUnit } from "../../domain/properties/property-unit.ts";
import type { Queryable } from "../db/database.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import { findProperty, liveUnitsByProperty, propertyOf } from "../data/property-rows.ts";
import { beginPropertyWrite, liveUnitStates, ownerOfId } from "../data/property-writes.ts";
import { findUnit, invalidFieldsByProperty } from "../data/unit-rows.ts";
import { conflict, notFound } from "../http/problem.ts";
import type { CommandHandlers } from "./command-routes.ts";

const CreatedId = Schema.Struct({ id: PropertyId });
const isLocationAction = Schema.is(LocationAction);
const decodeState = Schema.decodeUnknownSync(PropertyState);
const decodeType = Schema.decodeUnknownSync(PropertyType);

async function propertyAsItIs(tx: Queryable, hostId: string, id: string): Promise<Property> {
  const row = await findProperty(tx, hostId, id);
  if (!row) throw notFound("The property");
  const units = await liveUnitsByProperty(tx, hostId, [id]);
  const invalid = await invalidFieldsByProperty(tx, hostId, [id]);
  return propertyOf(row, units.get(id) ?? [], invalid.get(id) ?? []);
}

const takenId = () =>
  conflict(problemTypes.conflict, "This id is already taken. Make a new one and send the request again.");

export function propertyHandlers(): Pick<
  CommandHandlers,
  "createProperty" | "updateProperty" | "savePropertyLocation" | "deleteProperty" | "createUnit"
> {
  return {
    createProperty: {
      response: CreatedId,
      run: async (tx, { caller, body }) => {
        const id = body.id ?? randomUUID();
        const owner = await ownerOfId(tx, "properties", id);
        // Made already (the same request again without its key): the id is the answer, unchanged.
        if (owner?.host_id === caller.hostId) return { id };
        if (owner) throw takenId();
        const seq = await nextChangeSeq(tx, caller.hostId);
        await tx.query(
          `insert into properties (id, host_id, property_type, title, state, city, country_code, seq)
           values ($1, $2, $3, $4, 'IN_PROGRESS', '', '', $5)`,
          [id, caller.hostId, body.propertyType, body.title ?? null, seq],
        );
        return { id };
      },
    },
    updateProperty: {
      response: Property,
      run: async (tx, { caller, params, body }) => {
        const { seq, property } = await beginPropertyWrite(tx, caller.hostId, params.id!);
        if (body.propertyType !== undefined) {
          const live = await liveUnitStates(tx, caller.hostId, property.id);
          if (propertyTypeRefusal(body.propertyType, live.length) !== undefined)
            throw conflict(
              problemTypes.conflict,
              `This property has ${live.length} units; a single-unit property has one. Delete units first.`,
            );
        }
        // A field sent as null clears it; a field not sent keeps its value.
        const has = (key: keyof typeof body) => body[key] !== undefined;
        await tx.query(
          `update properties set title = $3, description = $4, restaurant_description = $5,
             special_offer_description = $6, property_type = $7, seq = $8
           where host_id = $1 and id = $2`,
          [
            caller.hostId,
            property.id,
            has("title") ? body.title : property.title,
            has("description") ? body.description : property.description,
            has("restaurantDescription") ? body.restaurantDescription : property.restaurant_description,
            has("specialOfferDescription")
              ? body.specialOfferDescription
              : property.special_offer_description,
            body.propertyType ?? property.property_type,
            seq,
          ],
        );
        return propertyAsItIs(tx, caller.hostId, property.id);
      },
    },
    savePropertyLocation: {
      response: Property,
      run: async (tx, { caller, params, body }) => {
        if (!isLocationAction(params.action)) throw notFound("The location action");
        const { seq, property } = await beginPropertyWrite(tx, caller.hostId, params.id!);
        await tx.query(
          // An absent pin keeps the one saved before (property-location.ts).
          `update properties set country_code = $3, city = $4, street = $5, house_number_or_name = $6,
             postal_code = $7, state_or_province = $8, province = $9, seq = $10,
             latitude = coalesce($11, latitude), longitude = coalesce($12, longitude)
           where host_id = $1 and id = $2`,
          [
            caller.hostId,
            property.id,
            body.countryCode,
            body.city,
            body.street,
            body.houseNumberOrName,
            body.postalCode ?? null,
            body.state ?? null,
            body.province ?? null,
            seq,
            body.latitude ?? null,
            body.longitude ?? null,
          ],
        );
        return propertyAsItIs(tx, caller.hostId, property.id);
      },
    },
    deleteProperty: {
      response: Property,
      run: async (tx, { caller, params }) => {
        const { seq, property } = await beginPropertyWrite(tx, caller.hostId, params.id!);
        const live = await liveUnitStates(tx, caller.hostId, property.id);
        if (propertyDeletionRefusal(live.map((u) => ({ state: decodeState(u.state) }))) !== undefined)
          throw conflict(
            problemTypes.conflict,
            `This property still has ${live.length} ${live.length === 1 ? "unit" : "units"}. Delete its units first.`,
          );
        // The row stays for the record; the feed sends it as a tombstone, so every device drops it.
        await tx.query("update properties set state = 'DELETED', seq = $3 where host_id = $1 and id = $2", [
          caller.hostId,
          property.id,
          seq,
        ]);
        return propertyAsItIs(tx, caller.hostId, property.id);
      },
    },
    createUnit: {
      response: PropertyUnit,
      run: async (tx, { caller, params, body }) => {
        const { seq, property } = await beginPropertyWrite(tx, caller.hostId, params.propertyId!);
        const id = body.id ?? randomUUID();
        const owner = await ownerOfId(tx, "units", id);
        if (owner?.host_id === caller.hostId && owner.property_id === property.id) {
          const made = await findUnit(tx, caller.hostId, id);
          if (made) return made;
        }
        if (owner) throw takenId();
        const live = await liveUnitStates(tx, caller.hostId, property.id);
        if (addUnitRefusal(decodeType(property.property_type), live.length) !== undefined)
          throw conflict(
            problemTypes.conflict,
            "A single-unit property has one unit already. Make the property multi-unit to add another.",
          );
        await tx.query(
          `insert into units (id, host_id, property_id, state, seq) values ($1, $2, $3, 'IN_PROGRESS', $4)`,
          [id, caller.hostId, property.id, seq],
        );
        const unit = await findUnit(tx, caller.hostId, id);
        if (!unit) throw notFound("The unit");
        return unit;
      },
    },
  };
}
