// A store whose units were written before the listing details, or before the cover photo, opens
// under this build with every unit kept, what it lacked empty, and its pending commands intact.
import { describe, expect, it } from "vitest";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import type { RxCollectionCreator, RxJsonSchema } from "rxdb";
import { emptyListingDetails, listingDetailsKeys } from "../domain/properties/unit-listing-details.ts";
import { withDevChecks } from "./dev-storage.ts";
import { openLocalDatabase, type LocalCollections } from "./local-database.ts";
import {
  channelMigrations,
  messageMigrations,
  metaMigrations,
  outboxMigrations,
  propertyMigrations,
  recordMigrations,
  reservationMigrations,
  unavailabilityMigrations,
} from "./local-migrations.ts";
import {
  channelSchema,
  messageSchema,
  metaSchema,
  outboxSchema,
  propertySchema,
  recordSchema,
  reservationSchema,
  unavailabilitySchema,
  unitSchema,
  type LocalUnit,
  type OutboxEntry,
} from "./local-schemas.ts";

/** The units schema as an earlier version had it: without `dropped`. */
function earlierUnitSchema(version: number, dropped: readonly string[]): RxJsonSchema<LocalUnit> {
  const properties: Record<string, unknown> = { ...unitSchema.properties };
  for (const key of dropped) delete properties[key];
  return {
    ...unitSchema,
    version,
    properties,
    required: (unitSchema.required as string[]).filter((k) => !dropped.includes(k)),
  } as unknown as RxJsonSchema<LocalUnit>;
}

/** Version 0: no listing details, no cover photo. */
const versionZeroUnitSchema = () => earlierUnitSchema(0, [...listingDetailsKeys, "thumbnail"]);
/** Version 1: the listing details, no cover photo. */
const versionOneUnitSchema = () => earlierUnitSchema(1, ["thumbnail"]);

const oldUnit = {
  id: "unit-1",
  propertyId: "prop-1",
  title: "Apartment Olive",
  state: "PUBLISHED",
  calendarStatus: "AVAILABLE",
  guests: 4,
  bedroomCount: 2,
  propertySize: 62,
  propertySizeMeasurementUnit: "metric",
  links: [],
  invalidFields: [],
  completedListingSteps: [],
  bookingType: null,
  promotions: {},
  regionalRequirements: null,
  seq: 3,
};

const command: OutboxEntry = {
  id: "cmd-00000002",
  type: "publishUnit",
  aggregateId: "units:unit-1",
  payload: { unitId: "unit-1" },
  createdAt: "2026-11-22T10:00:00.000Z",
  sequence: 1,
  state: "pending",
  attempts: 0,
  nextAttemptAt: 0,
  failure: null,
};

const otherCollections = {
  reservations: { schema: reservationSchema, migrationStrategies: reservationMigrations },
  properties: { schema: propertySchema, migrationStrategies: propertyMigrations },
  unavailabilities: { schema: unavailabilitySchema, migrationStrategies: unavailabilityMigrations },
  channels: { schema: channelSchema, migrationStrategies: channelMigrations },
  messages: { schema: messageSchema, migrationStrategies: messageMigrations },
  records: { schema: recordSchema, migrationStrategies: recordMigrations },
  outbox: { schema: outboxSchema, migrationStrategies: outboxMigrations },
  meta: { schema: metaSchema, migrationStrategies: metaMigrations },
} satisfies Omit<Record<keyof LocalCollections, RxCollectionCreator>, "units">;

describe("units store migrations", () => {
  it("keeps every unit, with empty listing details, and the outbox as it was", async () => {
    const storage = withDevChecks(getRxStorageMemory());
    const name = `units-migration-${Date.now()}`;
    const v0 = await openLocalDatabase({
      name,
      storage,
      multiInstance: false,
      collections: { ...otherCollections, units: { schema: versionZeroUnitSchema() } },
    });
    await v0.collections.units.insert(oldUnit as unknown as LocalUnit);
    await v0.collections.outbox.insert(command);
    await v0.close();

    const v1 = await openLocalDatabase({ name, storage, multiInstance: false });
    const migrated = await v1.collections.units.findOne("unit-1").exec();
    expect(migrated?.toJSON()).toEqual({ ...oldUnit, ...emptyListingDetails, thumbnail: null });
    expect((await v1.collections.outbox.find().exec()).map((d) => d.toJSON())).toEqual([command]);
    await v1.remove();
  });

  it("keeps a version 1 unit's details and gives it no cover photo until the next pull", async () => {
    const storage = withDevChecks(getRxStorageMemory());
    const name = `units-migration-v1-${Date.now()}`;
    const described = { ...oldUnit, ...emptyListingDetails, description: "Sea view", amenities: ["pool"] };
    const v1 = await openLocalDatabase({
      name,
      storage,
      multiInstance: false,
      collections: {
        ...otherCollections,
        units: { schema: versionOneUnitSchema(), migrationStrategies: { 1: (d: unknown) => d } },
      },
    });
    await v1.collections.units.insert(described as unknown as LocalUnit);
    await v1.collections.outbox.insert(command);
    await v1.close();

    const v2 = await openLocalDatabase({ name, storage, multiInstance: false });
    expect((await v2.collections.units.findOne("unit-1").exec())?.toJSON()).toEqual({
      ...described,
      thumbnail: null,
    });
    expect((await v2.collections.outbox.find().exec()).map((d) => d.toJSON())).toEqual([command]);
    await v2.remove();
  });

  it("opens a new store at the current version directly", async () => {
    const db = await openLocalDatabase({
      name: `units-fresh-${Date.now()}`,
      storage: withDevChecks(getRxStorageMemory()),
      multiInstance: false,
    });
    await db.collections.units.insert({
      ...oldUnit,
      ...emptyListingDetails,
      thumbnail: "/api/public/files/photo-1",
    } as unknown as LocalUnit);
    expect(await db.collections.units.count().exec()).toBe(1);
    await db.remove();
  });
});
