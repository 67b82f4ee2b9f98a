import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { PropertyId, UnitId } from "../ids.ts";
import { localDocumentsOf, sampleUnit } from "./sample-documents.ts";
import {
  changeBookingPreference,
  deleteUnit,
  publishUnit,
  saveListingProgress,
  setPromotion,
  unpublishUnit,
  updateRegionalRequirements,
  updateUnit,
} from "./unit-commands.ts";

const unitId = UnitId.make("u-1");
const withUnits = (...units: ReturnType<typeof sampleUnit>[]) => localDocumentsOf({ units });

describe("publish, unpublish and delete", () => {
  it("replay as PATCH …/publish, PATCH …/unpublish and DELETE /api/app/property-unit/{id}", () => {
    expect(publishUnit.toRestCall({ unitId })).toEqual({
      method: "PATCH",
      path: "/api/app/property-unit/u-1/publish",
      body: undefined,
    });
    expect(unpublishUnit.toRestCall({ unitId })).toEqual({
      method: "PATCH",
      path: "/api/app/property-unit/u-1/unpublish",
      body: undefined,
    });
    expect(deleteUnit.toRestCall({ unitId })).toEqual({
      method: "DELETE",
      path: "/api/app/property-unit/u-1",
      body: undefined,
    });
  });

  it("move the unit through the state machine", () => {
    const state = (changes: ReturnType<typeof publishUnit.apply>) => changes.units?.[0]?.state;
    expect(state(publishUnit.apply(withUnits(sampleUnit({ state: "UNPUBLISHED" })), { unitId }))).toBe(
      "PUBLISHED",
    );
    expect(state(publishUnit.apply(withUnits(sampleUnit({ state: "IN_PROGRESS" })), { unitId }))).toBe(
      "UNDER_REVIEW",
    );
    expect(state(unpublishUnit.apply(withUnits(sampleUnit()), { unitId }))).toBe("UNPUBLISHED");
    expect(state(deleteUnit.apply(withUnits(sampleUnit()), { unitId }))).toBe("DELETED");
  });

  it("take the links off a unit that leaves PUBLISHED, and leave a newly published unit without any", () => {
    const links = [{ name: "Hearth", url: "https://hearth.example/stays/u-1" }];
    const linksAfter = (changes: ReturnType<typeof publishUnit.apply>) => changes.units?.[0]?.links;
    expect(linksAfter(unpublishUnit.apply(withUnits(sampleUnit({ links })), { unitId }))).toEqual([]);
    expect(linksAfter(deleteUnit.apply(withUnits(sampleUnit({ links })), { unitId }))).toEqual([]);
    expect(
      linksAfter(publishUnit.apply(withUnits(sampleUnit({ state: "UNPUBLISHED", links: [] })), { unitId })),
    ).toEqual([]);
  });

  it("change nothing where the state machine refuses", () => {
    expect(publishUnit.apply(withUnits(sampleUnit()), { unitId })).toEqual({});
    expect(unpublishUnit.apply(withUnits(sampleUnit({ state: "IN_PROGRESS" })), { unitId })).toEqual({});
    expect(deleteUnit.apply(withUnits(sampleUnit({ state: "DELETED" })), { unitId })).toEqual({});
    const unpublishable = sampleUnit({
      state: "UNPUBLISHED",
      invalidFields: [
        { field: "registrationNumber", propertyId: PropertyId.make("p-1"), propertyUnitId: null },
      ],
    });
    expect(publishUnit.apply(withUnits(unpublishable), { unitId })).toEqual({});
    expect(publishUnit.apply(localDocumentsOf({}), { unitId })).toEqual({});
  });
});

describe("updateUnit", () => {
  it("replays as PATCH /api/app/property-unit/{id} with only the fields given", () => {
    const payload = { unitId, changes: { title: "Loft", guests: 3 } };
    expect(updateUnit.toRestCall(payload)).toEqual({
      method: "PATCH",
      path: "/api/app/property-unit/u-1",
      body: { title: "Loft", guests: 3 },
    });
    // A stray key in a stored payload never reaches the server.
    expect(
      updateUnit.toRestCall({ unitId, changes: { guests: 3, state: "PUBLISHED" } as never }).body,
    ).toEqual({
      guests: 3,
    });
  });

  it("shows the new values, restating the size when only its unit changes", () => {
    const [unit] =
      updateUnit.apply(withUnits(sampleUnit()), { unitId, changes: { title: "Loft", bedroomCount: 1 } })
        .units ?? [];
    expect([unit?.title, unit?.bedroomCount, unit?.guests]).toEqual(["Loft", 1, 4]);
    const [imperial] =
      updateUnit.apply(withUnits(sampleUnit()), {
        unitId,
        changes: { propertySizeMeasurementUnit: "imperial" },
      }).units ?? [];
    expect([imperial?.propertySize, imperial?.propertySizeMeasurementUnit]).toEqual([688.89, "imperial"]);
    const [rounded] =
      updateUnit.apply(withUnits(sampleUnit()), { unitId, changes: { propertySize: 70.4 } }).units ?? [];
    expect(rounded?.propertySize).toBe(70);
    expect(updateUnit.apply(withUnits(sampleUnit()), { unitId, changes: { guests: 4 } })).toEqual({});
    expect(
      updateUnit.apply(withUnits(sampleUnit({ state: "DELETED" })), { unitId, changes: { guests: 2 } }),
    ).toEqual({});
  });

  it("refuses an empty change, an untrimmed title and an unknown measurement unit", () => {
    const decode = Schema.decodeUnknownExit(updateUnit.payload);
    expect(Exit.isFailure(decode({ unitId: "u-1", changes: {} }))).toBe(true);
    expect(Exit.isFailure(decode({ unitId: "u-1", changes: { title: " Loft" } }))).toBe(true);
    expect(Exit.isFailure(decode({ unitId: "u-1", changes: { propertySizeMeasurementUnit: "acres" } }))).toBe(
      true,
    );
    expect(Exit.isSuccess(decode({ unitId: "u-1", changes: { bedroomCount: 0 } }))).toBe(true);
  });

  it("shows the listing details at once and sends them in the body; equal lists are no change", () => {
    const changes = {
      amenities: ["wifi"],
      rooms: [{ type: "bedroom" as const, beds: 2 }],
      price: 120,
      minimumNoticeDays: 2 as const,
      cancellationPolicy: "flexible",
      houseRules: ["noSmoking"],
      bookingType: "onLine" as const,
    };
    expect(updateUnit.toRestCall({ unitId, changes }).body).toEqual(changes);
    const [shown] = updateUnit.apply(withUnits(sampleUnit()), { unitId, changes }).units ?? [];
    expect(shown).toMatchObject(changes);
    expect(updateUnit.apply(withUnits(sampleUnit(changes)), { unitId, changes })).toEqual({});
  });

  it("clears the unit's invalid fields when a registration number is given", () => {
    const flagged = sampleUnit({
      invalidFields: [
        { field: "registrationNumber", propertyId: sampleUnit().propertyId, propertyUnitId: unitId },
      ],
    });
    const [fixed] =
      updateUnit.apply(withUnits(flagged), { unitId, changes: { registrationNumber: "ES-1" } }).units ?? [];
    expect(fixed).toMatchObject({ registrationNumber: "ES-1", invalidFields: [] });
  });

  it("refuses a price outside 1..1,000,000, notice not on the list and more beds than a room holds", () => {
    const decode = Schema.decodeUnknownExit(updateUnit.payload);
    for (const changes of [
      { price: 0 },
      { price: 1_000_001 },
      { minimumNoticeDays: 4 },
      { rooms: [{ type: "bedroom", beds: 21 }] },
      { rooms: [{ type: "attic", beds: 1 }] },
      { registrationNumber: " ES-1" },
    ])
      expect(Exit.isFailure(decode({ unitId: "u-1", changes })), JSON.stringify(changes)).toBe(true);
    for (const changes of [{ price: 1 }, { price: 1_000_000 }, { minimumNoticeDays: 0 }])
      expect(Exit.isSuccess(decode({ unitId: "u-1", changes })), JSON.stringify(changes)).toBe(true);
  });
});

describe("saveListingProgress", () => {
  it("replays as PUT …/listing-progress and shows the completed steps", () => {
    const payload = { unitId, steps: ["property", "photos", "amenities"] } as const;
    expect(saveListingProgress.toRestCall(payload)).toEqual({
      method: "PUT",
      path: "/api/app/property-unit/u-1/listing-progress",
      body: { steps: ["property", "photos", "amenities"] },
    });
    expect(
      saveListingProgress.apply(withUnits(sampleUnit()), payload).units?.[0]?.completedListingSteps,
    ).toEqual(["property", "photos", "amenities"]);
    expect(
      saveListingProgress.apply(withUnits(sampleUnit()), { unitId, steps: ["property", "photos"] }),
    ).toEqual({});
  });

  it("refuses a step no flow has", () => {
    expect(
      Exit.isFailure(
        Schema.decodeUnknownExit(saveListingProgress.payload)({ unitId: "u-1", steps: ["dance"] }),
      ),
    ).toBe(true);
  });
});

describe("setPromotion", () => {
  it("replays as POST …/promotion with type and state, and keys the promotion by type", () => {
    const payload = { unitId, type: "h-7d", state: "ACTIVE" } as const;
    expect(setPromotion.toRestCall(payload)).toEqual({
      method: "POST",
      path: "/api/app/property-unit/u-1/promotion",
      body: { type: "h-7d", state: "ACTIVE" },
    });
    const unit = sampleUnit({
      promotions: { "h-7d": { type: "h-7d", state: "INACTIVE", data: { discount: 10 } } },
    });
    expect(setPromotion.apply(withUnits(unit), payload).units?.[0]?.promotions).toEqual({
      "h-7d": { type: "h-7d", state: "ACTIVE", data: { discount: 10 } },
    });
    expect(setPromotion.apply(withUnits(sampleUnit()), payload).units?.[0]?.promotions).toEqual({
      "h-7d": { type: "h-7d", state: "ACTIVE" },
    });
    expect(setPromotion.apply(withUnits(unit), { ...payload, state: "INACTIVE" })).toEqual({});
  });

  it("refuses a state other than ACTIVE and INACTIVE", () => {
    expect(
      Exit.isFailure(
        Schema.decodeUnknownExit(setPromotion.payload)({ unitId: "u-1", type: "h-7d", state: "PAUSED" }),
      ),
    ).toBe(true);
  });
});

describe("updateRegionalRequirements", () => {
  it("replays as PATCH …/regional-requirements and shows the answers", () => {
    const regionalRequirements = { ownership: { isOwner: true }, values: { tax: { cin: "IT-123" } } };
    const payload = { unitId, regionalRequirements };
    expect(updateRegionalRequirements.toRestCall(payload)).toEqual({
      method: "PATCH",
      path: "/api/app/property-unit/u-1/regional-requirements",
      body: { regionalRequirements },
    });
    expect(
      updateRegionalRequirements.apply(withUnits(sampleUnit()), payload).units?.[0]?.regionalRequirements,
    ).toEqual(regionalRequirements);
  });

  it("lifts the flags on a registration field answered anew, and only on that field", () => {
    const propertyId = PropertyId.make("p-1");
    const flag = (field: "registrationNumber" | "nationalIdentificationCode", onUnit: boolean) => ({
      field,
      propertyId,
      propertyUnitId: onUnit ? unitId : null,
    });
    const unit = sampleUnit({
      state: "IN_PROGRESS",
      invalidFields: [
        flag("registrationNumber", true),
        flag("registrationNumber", false),
        flag("nationalIdentificationCode", true),
      ],
      regionalRequirements: {
        ownership: { isOwner: true },
        values: { registration: { registrationNumber: "HR-1" } },
      },
    });
    const answer = (registrationNumber: string) => ({
      unitId,
      regionalRequirements: {
        ownership: { isOwner: true },
        values: { registration: { registrationNumber } },
      },
    });
    const fixed = updateRegionalRequirements.apply(withUnits(unit), answer("HR-2024-77")).units?.[0];
    expect(fixed?.invalidFields).toEqual([flag("nationalIdentificationCode", true)]);
    // The same number again is no answer to the flag.
    const ownerOnly = updateRegionalRequirements.apply(withUnits(unit), {
      unitId,
      regionalRequirements: { ...answer("HR-1").regionalRequirements, ownership: { isOwner: false } },
    }).units?.[0];
    expect(ownerOnly?.invalidFields).toEqual(unit.invalidFields);
    // Published once the flag is gone, as the server would.
    expect(publishUnit.apply(withUnits(unit), { unitId }).units).toBeUndefined();
    expect(publishUnit.apply(withUnits(fixed!), { unitId }).units?.[0]?.state).toBe("UNDER_REVIEW");
  });
});

describe("changeBookingPreference", () => {
  it("replays as POST /api/app/property-units/change-booking-preference with the chosen type", () => {
    expect(changeBookingPreference.toRestCall({ bookingType: "onLine" })).toEqual({
      method: "POST",
      path: "/api/app/property-units/change-booking-preference",
      body: { bookingType: "onLine" },
    });
  });

  it("switches every live unit that is not on that type yet", () => {
    const documents = withUnits(
      sampleUnit(),
      sampleUnit({ id: UnitId.make("u-2"), bookingType: "onLine" }),
      sampleUnit({ id: UnitId.make("u-3"), state: "DELETED" }),
      sampleUnit({ id: UnitId.make("u-4"), bookingType: null }),
    );
    const changed = changeBookingPreference.apply(documents, { bookingType: "onLine" }).units ?? [];
    expect(changed.map((u) => [u.id, u.bookingType])).toEqual([
      ["u-1", "onLine"],
      ["u-4", "onLine"],
    ]);
    expect(changeBookingPreference.apply(localDocumentsOf({}), { bookingType: "onLine" })).toEqual({});
  });
});
