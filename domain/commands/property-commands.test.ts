import { describe, expect, it } from "vitest";
import { PropertyId, UnitId } from "../ids.ts";
import type { PropertyDocument } from "../properties/property-document.ts";
import {
  createProperty,
  createUnit,
  deleteProperty,
  newPropertyDocument,
  savePropertyLocation,
  updateProperty,
} from "./property-commands.ts";
import { localDocumentsOf, sampleUnit } from "./sample-documents.ts";

const madeId = PropertyId.make("0f8e1d2c-3b4a-4596-8877-665544332211");
const unitMadeId = UnitId.make("7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d");
const villa: PropertyDocument = {
  ...newPropertyDocument({ propertyId: PropertyId.make("p-1"), propertyType: "multi", title: "Villa" }),
  state: "PUBLISHED",
  city: "Split",
  countryCode: "HR",
  seq: 4,
};

describe("createProperty", () => {
  it("shows the new property at once, in progress and without an address, under the device's id", () => {
    const changes = createProperty.apply(localDocumentsOf({ properties: [] }), {
      propertyId: madeId,
      propertyType: "single",
      title: "Beach hut",
    });
    expect(changes.properties).toEqual([
      expect.objectContaining({
        id: madeId,
        title: "Beach hut",
        propertyType: "single",
        state: "IN_PROGRESS",
        city: "",
      }),
    ]);
    expect(
      createProperty.toRestCall({ propertyId: madeId, propertyType: "single", title: "Beach hut" }),
    ).toEqual({
      method: "POST",
      path: "/api/app/properties",
      body: { id: madeId, propertyType: "single", title: "Beach hut" },
    });
  });
});

describe("updateProperty", () => {
  it("changes the fields sent, clears a description sent as null, and sends null too", () => {
    const documents = localDocumentsOf({ properties: [{ ...villa, description: "Old" }] });
    const payload = { propertyId: villa.id, changes: { title: "Villa Mare", description: null } };
    expect(updateProperty.apply(documents, payload).properties).toEqual([
      { ...villa, title: "Villa Mare", description: null },
    ]);
    expect(updateProperty.toRestCall(payload).body).toEqual({ title: "Villa Mare", description: null });
  });

  it("does not make a property with two live units single-unit", () => {
    const units = [sampleUnit({ id: UnitId.make("u-1") }), sampleUnit({ id: UnitId.make("u-2") })];
    const documents = localDocumentsOf({ properties: [villa], units });
    expect(
      updateProperty.apply(documents, { propertyId: villa.id, changes: { propertyType: "single" } }),
    ).toEqual({});
  });
});

describe("savePropertyLocation", () => {
  it("replaces the whole address and replays on the save action", () => {
    const payload = {
      propertyId: villa.id,
      location: { countryCode: "IT", city: "Lecce", street: "Via Roma", houseNumberOrName: "3", state: "LE" },
    };
    expect(savePropertyLocation.apply(localDocumentsOf({ properties: [villa] }), payload).properties).toEqual(
      [
        {
          ...villa,
          countryCode: "IT",
          city: "Lecce",
          street: "Via Roma",
          houseNumberOrName: "3",
          stateOrProvince: "LE",
        },
      ],
    );
    expect(savePropertyLocation.toRestCall(payload).path).toBe("/api/app/properties/p-1/location/save");
  });

  it("moves the pin when the location carries one, and keeps it when it does not, as the server does", () => {
    const address = { countryCode: "HR", city: "Split", street: "Obala", houseNumberOrName: "7" };
    const pinned = savePropertyLocation.apply(localDocumentsOf({ properties: [villa] }), {
      propertyId: villa.id,
      location: { ...address, latitude: 43.5081, longitude: 16.4402 },
    }).properties?.[0];
    expect(pinned).toMatchObject({ latitude: 43.5081, longitude: 16.4402 });
    const moved = savePropertyLocation.apply(localDocumentsOf({ properties: [pinned!] }), {
      propertyId: villa.id,
      location: { ...address, street: "Riva" },
    }).properties?.[0];
    expect(moved).toMatchObject({ street: "Riva", latitude: 43.5081, longitude: 16.4402 });
    expect(
      savePropertyLocation.toRestCall({
        propertyId: villa.id,
        location: { ...address, latitude: 1, longitude: 2 },
      }).body,
    ).toEqual({
      ...address,
      latitude: 1,
      longitude: 2,
    });
  });
});

describe("deleteProperty", () => {
  it("removes a property without live units, and keeps one with a live unit as the server would", () => {
    const gone = localDocumentsOf({ properties: [villa], units: [sampleUnit({ state: "DELETED" })] });
    expect(deleteProperty.apply(gone, { propertyId: villa.id })).toEqual({
      removed: { properties: [villa.id] },
    });
    const kept = localDocumentsOf({ properties: [villa], units: [sampleUnit({ state: "IN_PROGRESS" })] });
    expect(deleteProperty.apply(kept, { propertyId: villa.id })).toEqual({});
  });
});

describe("createUnit", () => {
  it("adds an empty unit in progress, replayed after its property's commands", () => {
    const payload = { propertyId: villa.id, unitId: unitMadeId };
    const changes = createUnit.apply(localDocumentsOf({ properties: [villa], units: [] }), payload);
    expect(changes.units).toEqual([
      expect.objectContaining({
        id: unitMadeId,
        propertyId: villa.id,
        title: null,
        state: "IN_PROGRESS",
        guests: null,
      }),
    ]);
    expect(createUnit.aggregateOf(payload)).toBe(`units:${unitMadeId}`);
    expect(createUnit.waitsFor?.(payload)).toEqual(["properties:p-1"]);
    expect(createUnit.toRestCall(payload)).toEqual({
      method: "POST",
      path: "/api/app/properties/p-1/units",
      body: { id: unitMadeId },
    });
  });

  it("adds no second unit to a single-unit property, and none to a property that is not there", () => {
    const single = { ...villa, propertyType: "single" as const };
    const payload = { propertyId: villa.id, unitId: unitMadeId };
    expect(
      createUnit.apply(localDocumentsOf({ properties: [single], units: [sampleUnit()] }), payload),
    ).toEqual({});
    expect(createUnit.apply(localDocumentsOf({ properties: [], units: [] }), payload)).toEqual({});
  });
});
