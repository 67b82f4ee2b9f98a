// A store whose units were written before the listing details opens under this build with every
// unit kept and its details empty, and with its pending commands intact.
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

/** The units schema as version 0 had it: no listing details. */
function versionZeroUnitSchema(): RxJsonSchema<LocalUnit> {
  const properties: Record<string, unknown> = { ...unitSchema.properties };
  for (const key of listingDetailsKeys) delete properties[key];
  return {
    ...unitSchema,
    version: 0,
    properties,
    required: (unitSchema.required as string[]).filter(
      (k) => !(listingDetailsKeys as readonly string[]).includes(k),
    ),
  } as unknown as RxJsonSchema<LocalUnit>;
}

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

describe("units store migration to version 1", () => {
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
    expect(migrated?.toJSON()).toEqual({ ...oldUnit, ...emptyListingDetails });
    expect((await v1.collections.outbox.find().exec()).map((d) => d.toJSON())).toEqual([command]);
    await v1.remove();
  });

  it("opens a new store at version 1 directly", async () => {
    const db = await openLocalDatabase({
      name: `units-fresh-${Date.now()}`,
      storage: withDevChecks(getRxStorageMemory()),
      multiInstance: false,
    });
    await db.collections.units.insert({ ...oldUnit, ...emptyListingDetails } as unknown as LocalUnit);
    expect(await db.collections.units.count().exec()).toBe(1);
    await db.remove();
  });
});
