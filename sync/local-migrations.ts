// How each local collection's documents move from one schema version to the next. An app update
// that raises a version must add its step here; RxDB runs the steps when the store opens, so
// local data and pending commands survive the update.
import type { MigrationStrategies } from "rxdb";
import { emptyListingDetails } from "../domain/properties/unit-listing-details.ts";

export const reservationMigrations: MigrationStrategies = {};
export const outboxMigrations: MigrationStrategies = {};
export const metaMigrations: MigrationStrategies = {};
/**
 * 1: the listing details, empty as for a unit nobody has described. The server sends every unit
 * again with its details (server migration 016), so the defaults last only until the next pull.
 */
export const unitMigrations: MigrationStrategies = {
  1: (doc: Record<string, unknown>) => ({ ...doc, ...emptyListingDetails }),
  // 2: the cover photo, none until the next pull brings it (server migration 019 sends every unit
  // that has photos again).
  2: (doc: Record<string, unknown>) => ({ ...doc, thumbnail: null }),
};
export const propertyMigrations: MigrationStrategies = {
  // Version 1 keeps the descriptions and the whole address. A stored property gets them empty,
  // which is what the server held for every property before they could be written, so the pull's
  // checkpoint stays right and nothing is pulled again.
  1: (doc: Record<string, unknown>) => ({
    ...doc,
    description: null,
    restaurantDescription: null,
    specialOfferDescription: null,
    street: "",
    houseNumberOrName: "",
    postalCode: null,
    stateOrProvince: null,
    province: null,
  }),
  // Version 2 keeps the map's pin. A stored property has none: the server's columns came with this
  // build and were empty, so, as above, nothing needs pulling again.
  2: (doc: Record<string, unknown>) => ({ ...doc, latitude: null, longitude: null }),
};
export const unavailabilityMigrations: MigrationStrategies = {};
export const channelMigrations: MigrationStrategies = {};
export const messageMigrations: MigrationStrategies = {};
export const recordMigrations: MigrationStrategies = {};
