// Opens the local RxDB store. The browser passes Dexie (IndexedDB) storage; tests pass memory
// storage. Replication and the outbox replay run only in the leader tab.
import {
  addRxPlugin,
  createRxDatabase,
  getAllCollectionDocuments,
  type RxCollection,
  type RxCollectionCreator,
  type RxDatabase,
  type RxStorage,
} from "rxdb";
import { RxDBLeaderElectionPlugin } from "rxdb/plugins/leader-election";
import {
  channelMigrations,
  messageMigrations,
  metaMigrations,
  recordMigrations,
  outboxMigrations,
  propertyMigrations,
  reservationMigrations,
  unavailabilityMigrations,
  unitMigrations,
} from "./local-migrations.ts";
import {
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
  propertySchema,
  type LocalProperty,
  reservationSchema,
  type LocalReservation,
  type LocalRecord,
  recordSchema,
  type MetaEntry,
  type OutboxEntry,
} from "./local-schemas.ts";

addRxPlugin(RxDBLeaderElectionPlugin);

/**
 * RxDB's migration plugin brings RxDB's replication protocol and local documents along: a quarter of
 * the first screen's JavaScript budget. It is needed only when the store holds a collection at an
 * older schema version than this build's, that is on the first start after an update that raised
 * one; only then is it loaded, before the collections open. Otherwise the collections open without
 * RxDB's automatic migration, which would ask for the plugin merely to find nothing to migrate.
 */
async function withMigrationIfNeeded(
  db: Pick<RxDatabase, "internalStore">,
  collections: Record<string, RxCollectionCreator>,
): Promise<Record<string, RxCollectionCreator>> {
  if (!Object.values(collections).some((c) => (c.schema.version ?? 0) > 0)) return collections;
  const stored = await getAllCollectionDocuments(db.internalStore);
  const older = stored.some((doc) => doc.data.version < (collections[doc.data.name]?.schema.version ?? 0));
  if (!older) {
    return Object.fromEntries(
      Object.entries(collections).map(([name, creator]) => [name, { ...creator, autoMigrate: false }]),
    );
  }
  const { RxDBMigrationSchemaPlugin } = await import("rxdb/plugins/migration-schema");
  addRxPlugin(RxDBMigrationSchemaPlugin);
  return collections;
}

export interface LocalCollections {
  reservations: RxCollection<LocalReservation>;
  units: RxCollection<LocalUnit>;
  properties: RxCollection<LocalProperty>;
  unavailabilities: RxCollection<LocalUnavailability>;
  channels: RxCollection<LocalChannel>;
  messages: RxCollection<LocalMessage>;
  /** Reviews, notification entries, tasks, subscription info and guest preferences, keyed by feed. */
  records: RxCollection<LocalRecord>;
  outbox: RxCollection<OutboxEntry>;
  meta: RxCollection<MetaEntry>;
}

export type LocalDatabase = RxDatabase<LocalCollections>;

export async function openLocalDatabase(options: {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RxDB's storage generics are per implementation
  storage: RxStorage<any, any>;
  multiInstance: boolean;
  /** Tests pass other schema versions to prove that migrations keep data. */
  collections?: Record<keyof LocalCollections, RxCollectionCreator>;
}): Promise<LocalDatabase> {
  const collections = options.collections ?? {
    reservations: { schema: reservationSchema, migrationStrategies: reservationMigrations },
    units: { schema: unitSchema, migrationStrategies: unitMigrations },
    properties: { schema: propertySchema, migrationStrategies: propertyMigrations },
    unavailabilities: { schema: unavailabilitySchema, migrationStrategies: unavailabilityMigrations },
    channels: { schema: channelSchema, migrationStrategies: channelMigrations },
    messages: { schema: messageSchema, migrationStrategies: messageMigrations },
    records: { schema: recordSchema, migrationStrategies: recordMigrations },
    outbox: { schema: outboxSchema, migrationStrategies: outboxMigrations },
    meta: { schema: metaSchema, migrationStrategies: metaMigrations },
  };
  const db = await createRxDatabase<LocalCollections>({
    name: options.name,
    storage: options.storage,
    multiInstance: options.multiInstance,
    eventReduce: true,
    closeDuplicates: true,
  });
  await db.addCollections(await withMigrationIfNeeded(db, collections));
  return db;
}

/** The local database's name for one user: sign-out removes exactly that user's data. */
export function localDatabaseName(userId: string): string {
  return `hearth-${userId.toLowerCase().replace(/[^a-z0-9]/g, "-")}`;
}
