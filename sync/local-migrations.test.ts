// A store written under one schema version opens under the next with its data and its pending
// commands intact: the mechanism every future schema change relies on.
import { describe, expect, it } from "vitest";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import type { RxJsonSchema } from "rxdb";
import { withDevChecks } from "./dev-storage.ts";
import { openLocalDatabase } from "./local-database.ts";
import { propertyMigrations, unitMigrations } from "./local-migrations.ts";
import {
  channelSchema,
  messageSchema,
  recordSchema,
  metaSchema,
  outboxSchema,
  propertySchema,
  reservationSchema,
  unavailabilitySchema,
  unitSchema,
  type LocalReservation,
  type OutboxEntry,
} from "./local-schemas.ts";

const reservation: LocalReservation = {
  id: "req-1",
  kind: "booking_request",
  status: "REQUESTED",
  unitId: "unit-1",
  unitTitle: "Apartment Olive",
  checkIn: "2026-12-01",
  checkOut: "2026-12-05",
  guestName: "Lena Müller",
  guestCount: 2,
  totalPrice: 400,
  currency: "EUR",
  createdAt: "2026-11-01T10:00:00Z",
  bookingCode: "HBABC123",
  seq: 7,
};

const command: OutboxEntry = {
  id: "cmd-00000001",
  type: "confirmBookingRequest",
  aggregateId: "req-1",
  payload: { bookingRequestId: "req-1" },
  createdAt: "2026-11-22T10:00:00.000Z",
  sequence: 1,
  state: "pending",
  attempts: 0,
  nextAttemptAt: 0,
  failure: null,
};

describe("local store migrations", () => {
  it("opens a version 0 store under version 1 with its documents migrated and the outbox intact", async () => {
    const storage = withDevChecks(getRxStorageMemory());
    const name = `migration-test-${Date.now()}`;
    const v0 = await openLocalDatabase({ name, storage, multiInstance: false });
    await v0.collections.reservations.insert(reservation);
    await v0.collections.outbox.insert(command);
    await v0.close();

    // Version 1 adds the guest's country, unknown for documents written before it.
    const v1Schema = {
      ...reservationSchema,
      version: 1,
      properties: { ...reservationSchema.properties, guestCountry: { type: ["string", "null"] } },
    } as unknown as RxJsonSchema<LocalReservation>;
    const v1 = await openLocalDatabase({
      name,
      storage,
      multiInstance: false,
      collections: {
        reservations: {
          schema: v1Schema,
          migrationStrategies: { 1: (doc: Record<string, unknown>) => ({ ...doc, guestCountry: null }) },
        },
        units: { schema: unitSchema, migrationStrategies: unitMigrations },
        properties: { schema: propertySchema, migrationStrategies: propertyMigrations },
        unavailabilities: { schema: unavailabilitySchema },
        channels: { schema: channelSchema },
        messages: { schema: messageSchema },
        records: { schema: recordSchema },
        outbox: { schema: outboxSchema },
        meta: { schema: metaSchema },
      },
    });
    const migrated = await v1.collections.reservations.findOne("req-1").exec();
    expect(migrated?.toJSON()).toMatchObject({ ...reservation, guestCountry: null });
    const outbox = await v1.collections.outbox.find().exec();
    expect(outbox.map((d) => d.toJSON())).toEqual([command]);
    await v1.remove();
  });
});
