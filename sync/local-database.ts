// Opens the local RxDB store. The browser passes Dexie (IndexedDB) storage; tests pass memory
// storage. Replication and the outbox replay run only in the leader tab.
import {
  addRxPlugin,
  createRxDatabase,
  type RxCollection,
  type RxCollectionCreator,
  type RxDatabase,
  type RxStorage,
} from "rxdb";
import { RxDBLeaderElectionPlugin } from "rxdb/plugins/leader-election";
import { RxDBMigrationSchemaPlugin } from "rxdb/plugins/migration-schema";
import {
  guestPreferencesMigrations,
  notificationMigrations,
  reviewMigrations,
  subscriptionMigrations,
  taskMigrations,
  channelMigrations,
  messageMigrations,
  metaMigrations,
  outboxMigrations,
  reservationMigrations,
  unavailabilityMigrations,
  unitMigrations,
} from "./local-migrations.ts";
import {
  guestPreferencesSchema,
  notificationSchema,
  reviewSchema,
  subscriptionSchema,
  taskSchema,
  channelSchema,
  messageSchema,
  type LocalChannel,
  type LocalMessage,
  unavailabilitySchema,
  unitSchema,
  type LocalUnavailability,
  type LocalUnit,
  metaSchema,
  outboxSchema,
  reservationSchema,
  type LocalReservation,
  type MetaEntry,
  type OutboxEntry,
} from "./local-schemas.ts";
import type { ReviewDocument } from "../domain/reviews/review-document.ts";
import type { NotificationDocument } from "../domain/notifications/notification-document.ts";
import type { TaskDocument } from "../domain/tasks/task-document.ts";
import type { SubscriptionDocument } from "../domain/subscription/subscription-document.ts";
import type { GuestPreferencesDocument } from "../domain/guest-profile/guest-preferences-document.ts";

addRxPlugin(RxDBLeaderElectionPlugin);
addRxPlugin(RxDBMigrationSchemaPlugin);

export interface LocalCollections {
  reservations: RxCollection<LocalReservation>;
  units: RxCollection<LocalUnit>;
  unavailabilities: RxCollection<LocalUnavailability>;
  channels: RxCollection<LocalChannel>;
  messages: RxCollection<LocalMessage>;
  reviews: RxCollection<ReviewDocument>;
  notifications: RxCollection<NotificationDocument>;
  tasks: RxCollection<TaskDocument>;
  subscriptions: RxCollection<SubscriptionDocument>;
  guestPreferences: RxCollection<GuestPreferencesDocument>;
  outbox: RxCollection<OutboxEntry>;
  meta: RxCollection<MetaEntry>;
}

export type LocalDatabase = RxDatabase<LocalCollections>;

/** Every collection of the store at the current schema versions, with its migration steps. */
export const localCollectionCreators: Record<keyof LocalCollections, RxCollectionCreator> = {
  reservations: { schema: reservationSchema, migrationStrategies: reservationMigrations },
  units: { schema: unitSchema, migrationStrategies: unitMigrations },
  unavailabilities: { schema: unavailabilitySchema, migrationStrategies: unavailabilityMigrations },
  channels: { schema: channelSchema, migrationStrategies: channelMigrations },
  messages: { schema: messageSchema, migrationStrategies: messageMigrations },
  reviews: { schema: reviewSchema, migrationStrategies: reviewMigrations },
  notifications: { schema: notificationSchema, migrationStrategies: notificationMigrations },
  tasks: { schema: taskSchema, migrationStrategies: taskMigrations },
  subscriptions: { schema: subscriptionSchema, migrationStrategies: subscriptionMigrations },
  guestPreferences: { schema: guestPreferencesSchema, migrationStrategies: guestPreferencesMigrations },
  outbox: { schema: outboxSchema, migrationStrategies: outboxMigrations },
  meta: { schema: metaSchema, migrationStrategies: metaMigrations },
};

export async function openLocalDatabase(options: {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RxDB's storage generics are per implementation
  storage: RxStorage<any, any>;
  multiInstance: boolean;
  /**
   * Tests pass other schema versions, or the collections of an earlier app version, to prove that
   * migrations keep data.
   */
  collections?: Partial<Record<keyof LocalCollections, RxCollectionCreator>>;
}): Promise<LocalDatabase> {
  const db = await createRxDatabase<LocalCollections>({
    name: options.name,
    storage: options.storage,
    multiInstance: options.multiInstance,
    eventReduce: true,
    closeDuplicates: true,
  });
  await db.addCollections(options.collections ?? localCollectionCreators);
  return db;
}

/** The local database's name for one user: sign-out removes exactly that user's data. */
export function localDatabaseName(userId: string): string {
  return `hearth-${userId.toLowerCase().replace(/[^a-z0-9]/g, "-")}`;
}
