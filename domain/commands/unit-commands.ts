// Writes to a property unit (listing spec §4, §7; operations spec §7): publish, unpublish and delete
// through the unit state machine, a partial update, the listing progress, a promotion, the regional
// requirements, and the bulk change of booking preference across the host's units.
import { Schema } from "effect";
import type { Draft } from "immer";
import { BookingTypeValue } from "../configuration/booking-type.ts";
import { UnitId } from "../ids.ts";
import { ListingProgress, ListingStepName } from "../listing/listing-step.ts";
import {
  applyPromotionChange,
  PromotionChange,
  PromotionState,
  PromotionType,
} from "../promotions/promotion.ts";
import { MeasurementUnit } from "../properties/property-state.ts";
import { PropertyUnit } from "../properties/property-unit.ts";
import { UnitTitle } from "../validation/text-fields.ts";
import {
  listingDetailsChangeFields,
  listingDetailsKeys,
  type UnitRoom,
} from "../properties/unit-listing-details.ts";
import type { UnitDocument } from "../properties/unit-document.ts";
import { canTransitionUnit, nextUnitState } from "../properties/unit-transitions.ts";
import {
  RegionalRequirements,
  RegionalRequirementsPatch,
} from "../regional-requirements/regional-requirements.ts";
import { answeredRegistrationFields } from "../regional-requirements/registration-number.ts";
import { propertySizeAfterChange } from "../validation/property-area.ts";
import { documentKey, defineCommand, type DocumentChanges, type LocalDocuments } from "./command.ts";
import { hasAnyKey, pickDefined, sameList, updateDocument } from "./document-update.ts";

export const UnitRef = Schema.Struct({ unitId: UnitId });
export type UnitRef = typeof UnitRef.Type;

/** A unit the host can still change: deleted units are gone from every screen. */
function liveUnit(documents: LocalDocuments, unitId: string): UnitDocument | undefined {
  const unit = documents.units?.get(unitId);
  return unit === undefined || unit.state === "DELETED" ? undefined : unit;
}

function updateUnitDocument(
  documents: LocalDocuments,
  unitId: string,
  recipe: (draft: Draft<UnitDocument>) => void,
): DocumentChanges {
  const unit = liveUnit(documents, unitId);
  if (!unit) return {};
  const next = updateDocument(unit, recipe);
  return next ? { units: [next] } : {};
}

function transitionUnit(
  documents: LocalDocuments,
  unitId: string,
  action: "publish" | "unpublish" | "delete",
): DocumentChanges {
  const unit = documents.units?.get(unitId);
  if (!unit) return {};
  const movable = { propertyUnitPublicId: unit.id, state: unit.state, invalidFields: unit.invalidFields };
  const to = nextUnitState(unit.state, action);
  if (to === undefined || !canTransitionUnit(movable, action)) return {};
  const next = updateDocument(unit, (draft) => {
    draft.state = to;
    // Only a published unit is listed. A unit being published stays without links, shown as
    // "publishing", until the server's answer brings the pages it is listed on.
    if (to !== "PUBLISHED") draft.links = [];
  });
  return next ? { units: [next] } : {};
}

function unitActionCommand<Type extends string>(
  type: Type,
  action: "publish" | "unpublish" | "delete",
  route: { readonly summary: string; readonly method: "PATCH" | "DELETE"; readonly path: string },
) {
  return defineCommand({
    type,
    payload: UnitRef,
    ...route,
    paramsOf: (p) => ({ id: p.unitId }),
    aggregateOf: (p) => documentKey("units", p.unitId),
    apply: (documents, p) => transitionUnit(documents, p.unitId, action),
  });
}

/** The server answers with the unit's new state and the user info, which the mirror then carries. */
export const publishUnit = unitActionCommand("publishUnit", "publish", {
  summary: "Publish a unit",
  method: "PATCH",
  path: "/api/app/property-unit/:id/publish",
});

export const unpublishUnit = unitActionCommand("unpublishUnit", "unpublish", {
  summary: "Take a unit off the market",
  method: "PATCH",
  path: "/api/app/property-unit/:id/unpublish",
});

/** The unit stays in the overlay as DELETED (a state of the machine) until the mirror drops it. */
export const deleteUnit = unitActionCommand("deleteUnit", "delete", {
  summary: "Delete a unit",
  method: "DELETE",
  path: "/api/app/property-unit/:id",
});

const unitChangeKeys = [
  "title",
  "guests",
  "bedroomCount",
  "propertySize",
  "propertySizeMeasurementUnit",
  "bookingType",
  ...listingDetailsKeys,
] as const;

/**
 * The unit fields a host edits directly on its pages (the server's PATCH accepts exactly these).
 * State, calendar status, progress, promotions and the rest
 * have commands of their own, so a partial update can never move a unit past its state machine.
 * The 200-character title bound is ours: the spec lists an unnamed limit of 200.
 */
export const UnitChanges = Schema.Struct({
  title: Schema.optionalKey(
    Schema.String.check(
      Schema.isMinLength(1),
      Schema.isMaxLength(200),
      Schema.makeFilter((value: string) => (value.trim() === value ? undefined : "must be trimmed")),
    ),
  ),
  guests: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
  bedroomCount: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  /** In propertySizeMeasurementUnit when given, else in the unit's own measurement unit. */
  propertySize: Schema.optionalKey(Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))),
  propertySizeMeasurementUnit: Schema.optionalKey(MeasurementUnit),
  bookingType: Schema.optionalKey(BookingTypeValue),
  ...listingDetailsChangeFields,
}).check(
  Schema.makeFilter((changes) => (hasAnyKey(changes, unitChangeKeys) ? undefined : "nothing to change")),
);
export type UnitChanges = typeof UnitChanges.Type;

export const UpdateUnitPayload = Schema.Struct({ unitId: UnitId, changes: UnitChanges });
export type UpdateUnitPayload = typeof UpdateUnitPayload.Type;

// Storage bounds, not business rules: the domain sets none yet, and a value the columns cannot
// hold must be a 400, never a failed insert. Sizes up to a million stay within numeric(10, 2) in
// either measurement unit.
const maxStoredInt = 2_147_483_647;
const maxPropertySize = 1_000_000;

/** The fields a host may change here; anything else is refused by the strict decoding. */
export const UnitPatch = Schema.Struct({
  title: Schema.optional(UnitTitle),
  guests: Schema.optional(
    PropertyUnit.fields.guests.members[0].check(Schema.isLessThanOrEqualTo(maxStoredInt)),
  ),
  bedroomCount: Schema.optional(
    PropertyUnit.fields.bedroomCount.members[0].check(Schema.isLessThanOrEqualTo(maxStoredInt)),
  ),
  propertySize: Schema.optional(
    PropertyUnit.fields.propertySize.members[0].check(Schema.isLessThanOrEqualTo(maxPropertySize)),
  ),
  propertySizeMeasurementUnit: Schema.optional(MeasurementUnit),
  bookingType: Schema.optionalKey(BookingTypeValue),
  ...listingDetailsChangeFields,
});
export type UnitPatch = typeof UnitPatch.Type;

/** Writes the listing details a change carries; a list equal to the stored one is left as it is. */
function applyListingDetails(draft: Draft<UnitDocument>, changes: UnitChanges): void {
  const { amenities, rooms, houseRules } = changes;
  if (amenities !== undefined && !sameList(draft.amenities, amenities)) draft.amenities = [...amenities];
  if (houseRules !== undefined && !sameList(draft.houseRules, houseRules)) draft.houseRules = [...houseRules];
  if (rooms !== undefined && !sameRooms(draft.rooms, rooms)) draft.rooms = rooms.map((r) => ({ ...r }));
  if (changes.description !== undefined) draft.description = changes.description;
  if (changes.accommodationType !== undefined) draft.accommodationType = changes.accommodationType;
  if (changes.price !== undefined) draft.price = changes.price;
  if (changes.minimumNoticeDays !== undefined) draft.minimumNoticeDays = changes.minimumNoticeDays;
  if (changes.cancellationPolicy !== undefined) draft.cancellationPolicy = changes.cancellationPolicy;
  if (changes.registrationNumber !== undefined) {
    draft.registrationNumber = changes.registrationNumber;
    // A new number is the fix the "action needed" prompt asks for (both flagged fields are the
    // registration identifier local law asks for); the server clears the flags in the same write.
    if (draft.invalidFields.length > 0) draft.invalidFields = [];
  }
}

const sameRooms = (a: readonly UnitRoom[], b: readonly UnitRoom[]) =>
  a.length === b.length && a.every((room, i) => room.type === b[i]?.type && room.beds === b[i]?.beds);

export const updateUnit = defineCommand({
  type: "updateUnit",
  payload: UpdateUnitPayload,
  summary: "Change a unit's details: title, size, capacity, amenities, rooms, price and policies",
  method: "PATCH",
  path: "/api/app/property-unit/:id",
  paramsOf: (p) => ({ id: p.unitId }),
  body: UnitPatch,
  bodyOf: (p) => pickDefined(p.changes, unitChangeKeys),
  aggregateOf: (p) => documentKey("units", p.unitId),
  apply: (documents, p) =>
    updateUnitDocument(documents, p.unitId, (draft) => {
      const { title, guests, bedroomCount } = p.changes;
      if (title !== undefined) draft.title = title;
      if (guests !== undefined) draft.guests = guests;
      if (bedroomCount !== undefined) draft.bedroomCount = bedroomCount;
      if (p.changes.bookingType !== undefined) draft.bookingType = p.changes.bookingType;
      applyListingDetails(draft, p.changes);
      const size = propertySizeAfterChange(draft, p.changes);
      draft.propertySize = size.propertySize;
      draft.propertySizeMeasurementUnit = size.propertySizeMeasurementUnit;
    }),
});

export const SaveListingProgressPayload = Schema.Struct({
  unitId: UnitId,
  /** The whole completed list (PUT replaces it), usually completeStep(current, step). */
  steps: Schema.Array(ListingStepName),
});
export type SaveListingProgressPayload = typeof SaveListingProgressPayload.Type;

export const saveListingProgress = defineCommand({
  type: "saveListingProgress",
  payload: SaveListingProgressPayload,
  summary: "Record the listing steps a unit has done",
  method: "PUT",
  path: "/api/app/property-unit/:id/listing-progress",
  paramsOf: (p) => ({ id: p.unitId }),
  body: ListingProgress,
  bodyOf: (p) => ({ steps: p.steps }),
  aggregateOf: (p) => documentKey("units", p.unitId),
  apply: (documents, p) =>
    updateUnitDocument(documents, p.unitId, (draft) => {
      if (!sameList(draft.completedListingSteps, p.steps)) draft.completedListingSteps = [...p.steps];
    }),
});

export const SetPromotionPayload = Schema.Struct({
  unitId: UnitId,
  type: PromotionType,
  state: PromotionState,
});
export type SetPromotionPayload = typeof SetPromotionPayload.Type;

export const setPromotion = defineCommand({
  type: "setPromotion",
  payload: SetPromotionPayload,
  summary: "Switch a promotion of a unit on or off",
  method: "POST",
  path: "/api/app/property-unit/:id/promotion",
  paramsOf: (p) => ({ id: p.unitId }),
  body: PromotionChange,
  bodyOf: (p) => ({ type: p.type, state: p.state }),
  aggregateOf: (p) => documentKey("units", p.unitId),
  apply: (documents, p) => {
    const unit = liveUnit(documents, p.unitId);
    if (!unit || unit.promotions[p.type]?.state === p.state) return {};
    const promotions = applyPromotionChange(unit.promotions, { type: p.type, state: p.state });
    const next = updateDocument(unit, (draft) => {
      draft.promotions = promotions;
    });
    return next ? { units: [next] } : {};
  },
});

const sameRequirements = Schema.toEquivalence(RegionalRequirements);

export const UpdateRegionalRequirementsPayload = Schema.Struct({
  unitId: UnitId,
  /** As regionalRequirementsFromForm builds it: isOwner is a boolean again. */
  regionalRequirements: RegionalRequirements,
});
export type UpdateRegionalRequirementsPayload = typeof UpdateRegionalRequirementsPayload.Type;

export const updateRegionalRequirements = defineCommand({
  type: "updateRegionalRequirements",
  payload: UpdateRegionalRequirementsPayload,
  summary: "Answer a unit's regional requirements",
  method: "PATCH",
  path: "/api/app/property-unit/:id/regional-requirements",
  paramsOf: (p) => ({ id: p.unitId }),
  body: RegionalRequirementsPatch,
  bodyOf: (p) => ({ regionalRequirements: p.regionalRequirements }),
  aggregateOf: (p) => documentKey("units", p.unitId),
  apply: (documents, p) => {
    const unit = liveUnit(documents, p.unitId);
    // Equal answers are no change, so a command the mirror already reflects marks nothing pending.
    if (
      !unit ||
      (unit.regionalRequirements !== null &&
        sameRequirements(unit.regionalRequirements, p.regionalRequirements))
    )
      return {};
    // The server lifts its flags on the registration fields answered anew; so does the overlay.
    const answered: readonly string[] = answeredRegistrationFields(
      unit.regionalRequirements,
      p.regionalRequirements,
    );
    const next = updateDocument(unit, (draft) => {
      draft.regionalRequirements = p.regionalRequirements;
      if (answered.length > 0)
        draft.invalidFields = draft.invalidFields.filter((f) => !answered.includes(f.field));
    });
    return next ? { units: [next] } : {};
  },
});

/**
 * The bulk switch (operations spec §2, §5): every unit of the host takes the chosen booking type.
 * The spec shows this call with an empty body, yet its modal lets the host choose between the types
 * allowed; the choice has to reach the server, so it is sent as `{ bookingType }`.
 */
export const ChangeBookingPreferencePayload = Schema.Struct({ bookingType: BookingTypeValue });
export type ChangeBookingPreferencePayload = typeof ChangeBookingPreferencePayload.Type;

export const changeBookingPreference = defineCommand({
  type: "changeBookingPreference",
  payload: ChangeBookingPreferencePayload,
  summary: "Switch every unit to one booking type",
  method: "POST",
  path: "/api/app/property-units/change-booking-preference",
  body: ChangeBookingPreferencePayload,
  bodyOf: (p) => ({ bookingType: p.bookingType }),
  aggregateOf: () => "units",
  apply: (documents, p) => {
    const changed: UnitDocument[] = [];
    for (const unit of documents.units?.values() ?? []) {
      if (unit.state === "DELETED") continue;
      const next = updateDocument(unit, (draft) => {
        draft.bookingType = p.bookingType;
      });
      if (next) changed.push(next);
    }
    return changed.length === 0 ? {} : { units: changed };
  },
});
