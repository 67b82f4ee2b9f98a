// How each local collection's documents move from one schema version to the next. An app update
// that raises a version must add its step here; RxDB runs the steps when the store opens, so
// local data and pending commands survive the update. Version 0 has nothing to migrate yet.
import type { MigrationStrategies } from "rxdb";

export const reservationMigrations: MigrationStrategies = {};
export const outboxMigrations: MigrationStrategies = {};
export const metaMigrations: MigrationStrategies = {};
export const unitMigrations: MigrationStrategies = {};
export const propertyMigrations: MigrationStrategies = {};
export const unavailabilityMigrations: MigrationStrategies = {};
export const channelMigrations: MigrationStrategies = {};
export const messageMigrations: MigrationStrategies = {};
export const recordMigrations: MigrationStrategies = {};
