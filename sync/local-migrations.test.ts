// A store written under one schema version opens under the next with its data and its pending
// commands intact: the mechanism every future schema change relies on.
import { describe, expect, it } from "vitest";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import type { RxJsonSchema } from "rxdb";
import { withDevChecks } from "./dev-storage.ts";
import { localCollectionCreators, openLocalDatabase } from "./local-database.ts";
import {
  channelSchema,
  messageSchema,
  metaSchema,
  outboxSchema,
  reservationSchema,
  unavailabilitySchema,
  unitSchema,
  type LocalReservation,
  type OutboxEntry,
} from "./local-schemas.ts";
import type { ReviewDocument } from "../domain/reviews/review-document.ts";
import { ReviewId } from "../domain/reviews/review-document.ts";
import { UnitId } from "../domain/ids.ts";

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
        ...localCollectionCreators,
        reservations: {
          schema: v1Schema,
          migrationStrategies: { 1: (doc: Record<string, unknown>) => ({ ...doc, guestCountry: null }) },
        },
      },
    });
    const migrated = await v1.collections.reservations.findOne("req-1").exec();
    expect(migrated?.toJSON()).toMatchObject({ ...reservation, guestCountry: null });
    const outbox = await v1.collections.outbox.find().exec();
    expect(outbox.map((d) => d.toJSON())).toEqual([command]);
    await v1.remove();
  });

  it("opens a store of the app version before reviews, notifications, tasks, subscriptions and guest preferences with its data and outbox intact", async () => {
    const storage = withDevChecks(getRxStorageMemory());
    const name = `migration-collections-test-${Date.now()}`;
    // The collections the previous app version created, at their version 0.
    const before = await openLocalDatabase({
      name,
      storage,
      multiInstance: false,
      collections: {
        reservations: { schema: reservationSchema },
        units: { schema: unitSchema },
        unavailabilities: { schema: unavailabilitySchema },
        channels: { schema: channelSchema },
        messages: { schema: messageSchema },
        outbox: { schema: outboxSchema },
        meta: { schema: metaSchema },
      },
    });
    await before.collections.reservations.insert(reservation);
    await before.collections.outbox.insert(command);
    await before.collections.meta.insert({ key: "userInfo", value: { id: "acct-1" } });
    await before.close();

    const after = await openLocalDatabase({ name, storage, multiInstance: false });
    expect((await after.collections.reservations.findOne("req-1").exec())?.toJSON()).toEqual(reservation);
    expect((await after.collections.outbox.find().exec()).map((d) => d.toJSON())).toEqual([command]);
    expect((await after.collections.meta.findOne("userInfo").exec())?.toJSON().value).toEqual({
      id: "acct-1",
    });
    for (const added of ["reviews", "notifications", "tasks", "subscriptions", "guestPreferences"] as const)
      expect(await after.collections[added].count().exec()).toBe(0);
    const review: ReviewDocument = {
      publicId: ReviewId.make("rev-1"),
      unitId: UnitId.make("unit-1"),
      rating: 5,
      text: "Lovely stay",
      reply: null,
      isNew: true,
      createdAt: "2026-11-02T10:00:00Z",
      seq: 8,
    };
    await after.collections.reviews.insert(review);
    await after.close();

    // And the next start opens the same collections again, the new ones with their data.
    const again = await openLocalDatabase({ name, storage, multiInstance: false });
    expect((await again.collections.reviews.findOne("rev-1").exec())?.toJSON()).toEqual(review);
    expect(await again.collections.outbox.count().exec()).toBe(1);
    await again.remove();
  });
});
