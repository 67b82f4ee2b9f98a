// Writes to a property (listing spec §7): create one, change its fields, save its location, delete
// it, and add a unit to it. A property or unit made here gets its id on the device (a UUID sent in
// the body, docs/decisions.md "Properties and units get their id on the device"), so the host sees
// it and opens it at once, offline too, and the id never changes when the server takes it.
import { Schema } from "effect";
import type { Draft } from "immer";
import { PropertyId, UnitId } from "../ids.ts";
import { propertyDeletionRefusal } from "../properties/property-deletability.ts";
import type { PropertyDocument } from "../properties/property-document.ts";
import { defaultLocationAction, PropertyLocation } from "../properties/property-location.ts";
import { PropertyType } from "../properties/property-state.ts";
import { addUnitRefusal, propertyTypeRefusal } from "../properties/property-unit-count.ts";
import type { UnitDocument } from "../properties/unit-document.ts";
import { emptyListingDetails } from "../properties/unit-listing-details.ts";
import { boundedText, maxProseLength, maxTitleLength, requiredText } from "../validation/text-fields.ts";
import { defineCommand, documentKey, type DocumentChanges, type LocalDocuments } from "./command.ts";
import { hasAnyKey, pickDefined, updateDocument } from "./document-update.ts";

/** The shape of crypto.randomUUID(): an id made on a device cannot collide with another's. */
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const madeOnDevice = Schema.isPattern(uuidShape);
export const NewPropertyId = PropertyId.check(madeOnDevice);
export const NewUnitId = UnitId.check(madeOnDevice);

/** A property's name as guests read it; trimmed, like a unit's title. */
export const PropertyTitle = requiredText(maxTitleLength).check(
  Schema.makeFilter((value: string) => (value.trim() === value ? undefined : "must be trimmed")),
);
/** Prose about the property; null clears it. */
const PropertyProse = Schema.NullOr(boundedText(maxProseLength));

export const PropertyRef = Schema.Struct({ propertyId: PropertyId });
export type PropertyRef = typeof PropertyRef.Type;

const propertyAggregate = (propertyId: string) => documentKey("properties", propertyId);

function livePropertyUnits(documents: LocalDocuments, propertyId: string): UnitDocument[] {
  return [...(documents.units?.values() ?? [])].filter(
    (unit) => unit.propertyId === propertyId && unit.state !== "DELETED",
  );
}

function updatePropertyDocument(
  documents: LocalDocuments,
  propertyId: string,
  recipe: (draft: Draft<PropertyDocument>) => void,
): DocumentChanges {
  const property = documents.properties?.get(propertyId);
  if (!property) return {};
  const next = updateDocument(property, recipe);
  return next ? { properties: [next] } : {};
}

// ---- create --------------------------------------------------------------------------------------

export const CreatePropertyPayload = Schema.Struct({
  propertyId: NewPropertyId,
  propertyType: PropertyType,
  title: PropertyTitle,
});
export type CreatePropertyPayload = typeof CreatePropertyPayload.Type;

/** The body of POST /api/app/properties: the id is optional for a client that lets the server choose. */
export const CreatePropertyBody = Schema.Struct({
  id: Schema.optionalKey(NewPropertyId),
  propertyType: PropertyType,
  title: Schema.optionalKey(PropertyTitle),
});
export type CreatePropertyBody = typeof CreatePropertyBody.Type;

/** A property as it is made: in progress, with no address and no descriptions yet. */
export function newPropertyDocument(payload: CreatePropertyPayload): PropertyDocument {
  return {
    id: payload.propertyId,
    propertyType: payload.propertyType,
    title: payload.title,
    description: null,
    restaurantDescription: null,
    specialOfferDescription: null,
    state: "IN_PROGRESS",
    city: "",
    countryCode: "",
    street: "",
    houseNumberOrName: "",
    postalCode: null,
    stateOrProvince: null,
    province: null,
    latitude: null,
    longitude: null,
    seq: 0,
  };
}

export const createProperty = defineCommand({
  type: "createProperty",
  payload: CreatePropertyPayload,
  summary: "Create a property",
  method: "POST",
  path: "/api/app/properties",
  body: CreatePropertyBody,
  bodyOf: (p) => ({ id: p.propertyId, propertyType: p.propertyType, title: p.title }),
  aggregateOf: (p) => propertyAggregate(p.propertyId),
  apply: (documents, p) =>
    // Without the properties loaded there is nothing to show it in; once the mirror has it, the
    // server's copy is shown and this command marks nothing.
    !documents.properties || documents.properties.has(p.propertyId)
      ? {}
      : { properties: [newPropertyDocument(p)] },
});

// ---- change --------------------------------------------------------------------------------------

const propertyChangeKeys = [
  "title",
  "description",
  "restaurantDescription",
  "specialOfferDescription",
  "propertyType",
] as const;

/** The property fields a host edits directly (partial property, spec §7); state has no such door. */
export const PropertyChanges = Schema.Struct({
  title: Schema.optionalKey(PropertyTitle),
  description: Schema.optionalKey(PropertyProse),
  restaurantDescription: Schema.optionalKey(PropertyProse),
  specialOfferDescription: Schema.optionalKey(PropertyProse),
  propertyType: Schema.optionalKey(PropertyType),
}).check(
  Schema.makeFilter((changes) => (hasAnyKey(changes, propertyChangeKeys) ? undefined : "nothing to change")),
);
export type PropertyChanges = typeof PropertyChanges.Type;

export const UpdatePropertyPayload = Schema.Struct({ propertyId: PropertyId, changes: PropertyChanges });
export type UpdatePropertyPayload = typeof UpdatePropertyPayload.Type;

export const updateProperty = defineCommand({
  type: "updateProperty",
  payload: UpdatePropertyPayload,
  summary: "Change a property's title, descriptions or type",
  method: "PATCH",
  path: "/api/app/properties/:id",
  paramsOf: (p) => ({ id: p.propertyId }),
  body: PropertyChanges,
  // Null (a cleared description) is sent: only absent fields stay out.
  bodyOf: (p) => pickDefined(p.changes, propertyChangeKeys),
  aggregateOf: (p) => propertyAggregate(p.propertyId),
  apply: (documents, p) => {
    const { propertyType } = p.changes;
    if (
      propertyType !== undefined &&
      documents.units !== undefined &&
      propertyTypeRefusal(propertyType, livePropertyUnits(documents, p.propertyId).length) !== undefined
    )
      return {};
    return updatePropertyDocument(documents, p.propertyId, (draft) => {
      const { title, description, restaurantDescription, specialOfferDescription } = p.changes;
      if (title !== undefined) draft.title = title;
      if (description !== undefined) draft.description = description;
      if (restaurantDescription !== undefined) draft.restaurantDescription = restaurantDescription;
      if (specialOfferDescription !== undefined) draft.specialOfferDescription = specialOfferDescription;
      if (propertyType !== undefined) draft.propertyType = propertyType;
    });
  },
});

// ---- location ------------------------------------------------------------------------------------

const locationKeys = [
  "countryCode",
  "city",
  "street",
  "houseNumberOrName",
  "postalCode",
  "state",
  "province",
  "latitude",
  "longitude",
] as const;

export const SavePropertyLocationPayload = Schema.Struct({
  propertyId: PropertyId,
  /** As addressForSubmit leaves it: the state already cut to 3 characters. */
  location: PropertyLocation,
});
export type SavePropertyLocationPayload = typeof SavePropertyLocationPayload.Type;

export const savePropertyLocation = defineCommand({
  type: "savePropertyLocation",
  payload: SavePropertyLocationPayload,
  summary: "Save a property's address",
  method: "PUT",
  path: "/api/app/properties/:id/location/:action",
  paramsOf: (p) => ({ id: p.propertyId, action: defaultLocationAction }),
  body: PropertyLocation,
  bodyOf: (p) => pickDefined(p.location, locationKeys),
  aggregateOf: (p) => propertyAggregate(p.propertyId),
  apply: (documents, p) =>
    updatePropertyDocument(documents, p.propertyId, (draft) => {
      const { location } = p;
      draft.countryCode = location.countryCode;
      draft.city = location.city;
      draft.street = location.street;
      draft.houseNumberOrName = location.houseNumberOrName;
      // Absent and null both leave the optional parts empty: the call replaces the whole address.
      draft.postalCode = location.postalCode ?? null;
      draft.stateOrProvince = location.state ?? null;
      // An absent pin keeps the one placed before, as on the server.
      if (location.latitude !== undefined && location.longitude !== undefined) {
        draft.latitude = location.latitude;
        draft.longitude = location.longitude;
      }
      draft.province = location.province ?? null;
    }),
});

// ---- delete --------------------------------------------------------------------------------------

export const deleteProperty = defineCommand({
  type: "deleteProperty",
  payload: PropertyRef,
  summary: "Delete a property that has no live unit",
  method: "DELETE",
  path: "/api/app/properties/:id",
  paramsOf: (p) => ({ id: p.propertyId }),
  aggregateOf: (p) => propertyAggregate(p.propertyId),
  apply: (documents, p) => {
    if (!documents.properties?.has(p.propertyId)) return {};
    // Refused here as the server refuses it, so the property never blinks out and back.
    if (propertyDeletionRefusal(livePropertyUnits(documents, p.propertyId)) !== undefined) return {};
    return { removed: { properties: [p.propertyId] } };
  },
});

// ---- add a unit ----------------------------------------------------------------------------------

export const CreateUnitPayload = Schema.Struct({ propertyId: PropertyId, unitId: NewUnitId });
export type CreateUnitPayload = typeof CreateUnitPayload.Type;

/** The spec's call has an empty body; a device sends the unit's id in it, which the server takes. */
export const CreateUnitBody = Schema.Struct({ id: Schema.optionalKey(NewUnitId) });
export type CreateUnitBody = typeof CreateUnitBody.Type;

/** A unit as it is made: in progress, with nothing filled in. */
export function newUnitDocument(payload: CreateUnitPayload): UnitDocument {
  return {
    id: payload.unitId,
    propertyId: payload.propertyId,
    title: null,
    state: "IN_PROGRESS",
    calendarStatus: "AVAILABLE",
    guests: null,
    bedroomCount: null,
    propertySize: null,
    propertySizeMeasurementUnit: "metric",
    thumbnail: null,
    links: [],
    invalidFields: [],
    completedListingSteps: [],
    bookingType: null,
    promotions: {},
    regionalRequirements: null,
    ...emptyListingDetails,
    seq: 0,
  };
}

export const createUnit = defineCommand({
  type: "createUnit",
  payload: CreateUnitPayload,
  summary: "Add a unit to a property",
  method: "POST",
  path: "/api/app/properties/:propertyId/units",
  paramsOf: (p) => ({ propertyId: p.propertyId }),
  body: CreateUnitBody,
  bodyOf: (p) => ({ id: p.unitId }),
  // The unit's own aggregate, so the unit's later changes wait for it; and after its property's.
  aggregateOf: (p) => documentKey("units", p.unitId),
  waitsFor: (p) => [propertyAggregate(p.propertyId)],
  apply: (documents, p) => {
    if (!documents.units || documents.units.has(p.unitId)) return {};
    const property = documents.properties?.get(p.propertyId);
    if (documents.properties && !property) return {};
    if (property && addUnitRefusal(property.propertyType, livePropertyUnits(documents, p.propertyId).length))
      return {};
    return { units: [newUnitDocument(p)] };
  },
});
