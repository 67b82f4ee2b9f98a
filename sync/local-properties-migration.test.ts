// The properties collection joins stores written before it existed: such a store opens with its
// mirror, its checkpoints and its pending commands as they were, and the new collection empty.
import { describe, expect, it } from "vitest";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import type { RxCollectionCreator } from "rxdb";
import { emptyListingDetails } from "../domain/properties/unit-listing-details.ts";
import { withDevChecks } from "./dev-storage.ts";
import {
  channelMigrations,
  messageMigrations,
  metaMigrations,
  outboxMigrations,
  recordMigrations,
  reservationMigrations,
  unavailabilityMigrations,
  unitMigrations,
} from "./local-migrations.ts";
import { openLocalDatabase, type LocalCollections } from "./local-database.ts";
import {
  propertySchema,
  channelSchema,
  messageSchema,
  metaSchema,
  outboxSchema,
  recordSchema,
  reservationSchema,
  unavailabilitySchema,
  unitSchema,
  type LocalProperty,
  type LocalUnit,
  type OutboxEntry,
} from "./local-schemas.ts";

const unit: LocalUnit = {
  id: "unit-olive",
  propertyId: "prop-adriana",
  title: "Apartment Olive",
  state: "PUBLISHED",
  calendarStatus: "AVAILABLE",
  guests: 4,
  bedroomCount: 2,
  propertySize: 60,
  propertySizeMeasurementUnit: "metric",
  links: [],
  invalidFields: [],
  completedListingSteps: [],
  bookingType: null,
  promotions: {},
  regionalRequirements: null,
  ...emptyListingDetails,
  seq: 3,
} as unknown as LocalUnit;

const command: OutboxEntry = {
  id: "cmd-00000001",
  type: "blockDates",
  aggregateId: "unit-olive",
  payload: { unitId: "unit-olive", dateFrom: "2026-12-01", dateTo: "2026-12-03" },
  createdAt: "2026-11-22T10:00:00.000Z",
  sequence: 1,
  state: "pending",
  attempts: 0,
  nextAttemptAt: 0,
  failure: null,
};

// As version 0 of the properties collection kept it: no descriptions, no street.
const propertyV0 = {
  id: "prop-adriana",
  propertyType: "multi",
  title: "Villa Adriana",
  state: "PUBLISHED",
  city: "Poreč",
  countryCode: "HR",
  seq: 4,
};

const property: LocalProperty = {
  ...propertyV0,
  description: "Stone villa above the bay",
  restaurantDescription: null,
  specialOfferDescription: null,
  street: "Obala",
  houseNumberOrName: "7",
  postalCode: "52440",
  stateOrProvince: null,
  province: null,
  latitude: 43.5081,
  longitude: 16.4402,
} as LocalProperty;

// The collections of a store from before properties were kept locally.
const withoutProperties = {
  reservations: { schema: reservationSchema, migrationStrategies: reservationMigrations },
  units: { schema: unitSchema, migrationStrategies: unitMigrations },
  unavailabilities: { schema: unavailabilitySchema, migrationStrategies: unavailabilityMigrations },
  channels: { schema: channelSchema, migrationStrategies: channelMigrations },
  messages: { schema: messageSchema, migrationStrategies: messageMigrations },
  records: { schema: recordSchema, migrationStrategies: recordMigrations },
  outbox: { schema: outboxSchema, migrationStrategies: outboxMigrations },
  meta: { schema: metaSchema, migrationStrategies: metaMigrations },
} as unknown as Record<keyof LocalCollections, RxCollectionCreator>;

describe("adding the properties collection", () => {
  it("opens a store written without it with its documents, checkpoint and outbox intact", async () => {
    const storage = withDevChecks(getRxStorageMemory());
    const name = "properties-migration-test";
    const before = await openLocalDatabase({
      name,
      storage,
      multiInstance: false,
      collections: withoutProperties,
    });
    expect(before.collections.properties).toBeUndefined();
    await before.collections.units.insert(unit);
    await before.collections.outbox.insert(command);
    await before.collections.meta.insert({
      key: "checkpoint-units",
      value: { checkpoint: { seq: 3, id: "unit-olive" } },
    });
    await before.close();

    const after = await openLocalDatabase({ name, storage, multiInstance: false });
    expect((await after.collections.units.findOne("unit-olive").exec())?.toJSON()).toEqual(unit);
    expect((await after.collections.outbox.find().exec()).map((d) => d.toJSON())).toEqual([command]);
    expect((await after.collections.meta.findOne("checkpoint-units").exec())?.toJSON().value).toEqual({
      checkpoint: { seq: 3, id: "unit-olive" },
    });
    // The new collection starts empty and takes the feed's properties.
    expect(await after.collections.properties.count().exec()).toBe(0);
    await after.collections.properties.insert(property);
    expect((await after.collections.properties.findOne("prop-adriana").exec())?.toJSON()).toEqual(property);
    await after.remove();
  });
});

describe("the properties collection's version 1", () => {
  it("keeps a stored property, with empty descriptions and street, and the pending commands", async () => {
    const storage = withDevChecks(getRxStorageMemory());
    const name = "properties-v1-migration-test";
    const v0 = {
      ...propertySchema,
      version: 0,
      properties: Object.fromEntries(
        Object.entries(propertySchema.properties).filter(([key]) => key in propertyV0),
      ),
      required: Object.keys(propertyV0),
    };
    const before = await openLocalDatabase({
      name,
      storage,
      multiInstance: false,
      collections: { ...withoutProperties, properties: { schema: v0 } },
    });
    await before.collections.properties.insert(propertyV0 as unknown as LocalProperty);
    await before.collections.outbox.insert(command);
    await before.close();

    const after = await openLocalDatabase({ name, storage, multiInstance: false });
    expect((await after.collections.properties.findOne("prop-adriana").exec())?.toJSON()).toEqual({
      ...propertyV0,
      description: null,
      restaurantDescription: null,
      specialOfferDescription: null,
      street: "",
      houseNumberOrName: "",
      postalCode: null,
      stateOrProvince: null,
      province: null,
      latitude: null,
      longitude: null,
    });
    expect((await after.collections.outbox.find().exec()).map((d) => d.toJSON())).toEqual([command]);
    await after.remove();
  });
});
