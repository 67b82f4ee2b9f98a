// The local store's collection schemas. Each carries its version; raising a version needs a
// migration strategy in local-migrations.ts, so an app update never loses data or pending commands.
import type { RxJsonSchema } from "rxdb";
import type { ReservationDocument } from "../domain/reservations/reservation-document.ts";
import type { UnitDocument } from "../domain/properties/unit-document.ts";
import type { PropertyDocument } from "../domain/properties/property-document.ts";
import type { UnavailabilityDocument } from "../domain/calendar/unavailability-document.ts";
import type { ChannelDocument } from "../domain/messaging/channel-document.ts";
import type { MessageDocument } from "../domain/messaging/message-document.ts";
import type { FeedRecord } from "../domain/sync-protocol/records-pull.ts";

type Stored<T> = Omit<T, "_deleted">;

export type LocalReservation = Stored<ReservationDocument>;

export const reservationSchema: RxJsonSchema<LocalReservation> = {
  title: "reservations",
  version: 0,
  primaryKey: "id",
  type: "object",
  properties: {
    id: { type: "string", maxLength: 64 },
    kind: { type: "string", enum: ["booking_request", "booking", "inquiry"], maxLength: 16 },
    status: { type: "string", maxLength: 32 },
    unitId: { type: "string", maxLength: 64 },
    unitTitle: { type: "string" },
    checkIn: { type: "string", maxLength: 10 },
    checkOut: { type: "string", maxLength: 10 },
    guestName: { type: "string" },
    guestCount: { type: "number" },
    totalPrice: { type: "number" },
    currency: { type: "string" },
    createdAt: { type: "string" },
    bookingCode: { type: "string" },
    seq: { type: "number", minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: [
    "id",
    "kind",
    "status",
    "unitId",
    "unitTitle",
    "checkIn",
    "checkOut",
    "guestName",
    "guestCount",
    "totalPrice",
    "currency",
    "createdAt",
    "bookingCode",
    "seq",
  ],
  // Dexie indexes for the durable copy; instant filtering reads the in-memory projection.
  indexes: [["kind", "status", "checkIn"], "unitId"],
};

export type OutboxState = "pending" | "acknowledged" | "failed";

export interface OutboxEntry {
  /** Also the Idempotency-Key of the replayed call. */
  id: string;
  type: string;
  aggregateId: string;
  payload: Record<string, unknown>;
  createdAt: string;
  /** Orders commands made in the same millisecond. */
  sequence: number;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  /** The server's answer to a refused command, shown to the host. */
  failure: {
    status: number;
    message: string;
    conflict: boolean;
    /**
     * The fields the server named, for the form that sent the command. Absent from failures stored
     * before; kept inside `failure`, whose schema lists no closed set of keys, so no version change.
     */
    fields?: { field: string; message: string }[];
  } | null;
}

export const outboxSchema: RxJsonSchema<OutboxEntry> = {
  title: "outbox",
  version: 0,
  primaryKey: "id",
  type: "object",
  properties: {
    id: { type: "string", maxLength: 64 },
    type: { type: "string", maxLength: 64 },
    aggregateId: { type: "string", maxLength: 128 },
    payload: { type: "object" },
    createdAt: { type: "string", maxLength: 32 },
    sequence: { type: "number", minimum: 0, maximum: Number.MAX_SAFE_INTEGER, multipleOf: 1 },
    state: { type: "string", enum: ["pending", "acknowledged", "failed"], maxLength: 16 },
    attempts: { type: "number" },
    nextAttemptAt: { type: "number" },
    failure: {
      type: ["object", "null"],
      properties: { status: { type: "number" }, message: { type: "string" }, conflict: { type: "boolean" } },
    },
  },
  required: [
    "id",
    "type",
    "aggregateId",
    "payload",
    "createdAt",
    "sequence",
    "state",
    "attempts",
    "nextAttemptAt",
    "failure",
  ],
  indexes: ["sequence"],
};

/** Singletons (user info, settings, …) in one keyed collection: few collections, see ARCHITECTURE.md. */
export interface MetaEntry {
  key: string;
  value: unknown;
}

export const metaSchema: RxJsonSchema<MetaEntry> = {
  title: "meta",
  version: 0,
  primaryKey: "key",
  type: "object",
  properties: { key: { type: "string", maxLength: 64 }, value: {} },
  required: ["key"],
};

export type LocalUnit = Stored<UnitDocument>;

/**
 * Version 1 added the listing details (domain/properties/unit-listing-details.ts); 2 the cover
 * photo's address (`thumbnail`).
 */
export const unitSchema: RxJsonSchema<LocalUnit> = {
  title: "units",
  version: 2,
  primaryKey: "id",
  type: "object",
  properties: {
    id: { type: "string", maxLength: 64 },
    propertyId: { type: "string", maxLength: 64 },
    title: { type: ["string", "null"] },
    state: { type: "string", maxLength: 32 },
    calendarStatus: { type: "string", maxLength: 16 },
    guests: { type: ["number", "null"] },
    bedroomCount: { type: ["number", "null"] },
    propertySize: { type: ["number", "null"] },
    propertySizeMeasurementUnit: { type: "string" },
    thumbnail: { type: ["string", "null"] },
    links: { type: "array", items: { type: "object" } },
    invalidFields: { type: "array", items: { type: "object" } },
    completedListingSteps: { type: "array", items: { type: "string" } },
    bookingType: { type: ["string", "null"] },
    promotions: { type: "object" },
    regionalRequirements: { type: ["object", "null"] },
    amenities: { type: "array", items: { type: "string" } },
    rooms: { type: "array", items: { type: "object" } },
    description: { type: ["string", "null"] },
    accommodationType: { type: ["string", "null"] },
    price: { type: ["number", "null"] },
    minimumNoticeDays: { type: ["number", "null"] },
    cancellationPolicy: { type: ["string", "null"] },
    houseRules: { type: "array", items: { type: "string" } },
    registrationNumber: { type: ["string", "null"] },
    seq: { type: "number", minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: [
    "id",
    "propertyId",
    "state",
    "calendarStatus",
    "propertySizeMeasurementUnit",
    "links",
    "invalidFields",
    "completedListingSteps",
    "promotions",
    "amenities",
    "rooms",
    "houseRules",
    "seq",
  ],
  indexes: ["propertyId"],
};

export type LocalProperty = Stored<PropertyDocument>;

/**
 * The host's properties (domain/properties/property-document.ts). Added to stores that had none:
 * RxDB creates a new collection beside the existing ones, which it leaves as they are.
 */
export const propertySchema: RxJsonSchema<LocalProperty> = {
  title: "properties",
  // 1: the descriptions and the whole address (local-migrations.ts fills them in as empty); 2: the
  // map's pin, latitude and longitude.
  version: 2,
  primaryKey: "id",
  type: "object",
  properties: {
    id: { type: "string", maxLength: 64 },
    propertyType: { type: "string", enum: ["single", "multi"], maxLength: 8 },
    title: { type: ["string", "null"] },
    description: { type: ["string", "null"] },
    restaurantDescription: { type: ["string", "null"] },
    specialOfferDescription: { type: ["string", "null"] },
    state: { type: "string", maxLength: 32 },
    city: { type: "string" },
    countryCode: { type: "string" },
    street: { type: "string" },
    houseNumberOrName: { type: "string" },
    postalCode: { type: ["string", "null"] },
    stateOrProvince: { type: ["string", "null"] },
    province: { type: ["string", "null"] },
    latitude: { type: ["number", "null"] },
    longitude: { type: ["number", "null"] },
    seq: { type: "number", minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: [
    "id",
    "propertyType",
    "title",
    "description",
    "restaurantDescription",
    "specialOfferDescription",
    "state",
    "city",
    "countryCode",
    "street",
    "houseNumberOrName",
    "postalCode",
    "stateOrProvince",
    "province",
    "latitude",
    "longitude",
    "seq",
  ],
};

export type LocalUnavailability = Stored<UnavailabilityDocument>;

export const unavailabilitySchema: RxJsonSchema<LocalUnavailability> = {
  title: "unavailabilities",
  version: 0,
  primaryKey: "id",
  type: "object",
  properties: {
    id: { type: "string", maxLength: 128 },
    unitId: { type: "string", maxLength: 64 },
    dateFrom: { type: "string", maxLength: 10 },
    dateTo: { type: "string", maxLength: 10 },
    source: { type: "string", enum: ["manual", "automated_block", "external"], maxLength: 16 },
    provider: { type: ["string", "null"] },
    seq: { type: "number", minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ["id", "unitId", "dateFrom", "dateTo", "source", "seq"],
  indexes: [["unitId", "dateFrom"]],
};

export type LocalChannel = Stored<ChannelDocument>;

/**
 * Inbox channels (domain/messaging/channel-document.ts). `lastMessageAt` is indexed, and RxDB
 * indexes only single-typed fields: the server never sends null there (every channel it opens
 * starts with a message, see docs/decisions.md), so the stored field is a plain string.
 */
export const channelSchema: RxJsonSchema<LocalChannel> = {
  title: "channels",
  version: 0,
  primaryKey: "id",
  type: "object",
  properties: {
    id: { type: "string", maxLength: 64 },
    type: { type: "string", enum: ["marketing", "messaging"], maxLength: 16 },
    bookingCode: { type: ["string", "null"] },
    guestName: { type: "string" },
    archived: { type: "boolean" },
    unread: { type: "boolean" },
    favorited: { type: "boolean" },
    lastMessageAt: { type: "string", maxLength: 32 },
    seq: { type: "number", minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: [
    "id",
    "type",
    "bookingCode",
    "guestName",
    "archived",
    "unread",
    "favorited",
    "lastMessageAt",
    "seq",
  ],
  indexes: ["lastMessageAt"],
};

export type LocalMessage = Stored<MessageDocument>;

/** Chat messages (domain/messaging/message-document.ts), read per channel in the order sent. */
export const messageSchema: RxJsonSchema<LocalMessage> = {
  title: "messages",
  version: 0,
  primaryKey: "id",
  type: "object",
  properties: {
    id: { type: "string", maxLength: 64 },
    channelId: { type: "string", maxLength: 64 },
    authorRole: { type: "string", enum: ["host", "guest", "system"], maxLength: 8 },
    body: { type: "string" },
    sentAt: { type: "string", maxLength: 32 },
    /** Only the overlay marks a message pending; the mirror holds what the server stored. */
    pending: { type: "boolean" },
    seq: { type: "number", minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ["id", "channelId", "authorRole", "body", "sentAt"],
  indexes: [["channelId", "sentAt"]],
};

/**
 * The small feeds (reviews, notification entries, tasks, subscription info, guest preferences) in
 * one keyed collection, pulled together (domain/sync-protocol/records-pull.ts). `doc` is the
 * feed's own document, decoded by its domain schema when a projection reads it.
 */
export type LocalRecord = Omit<FeedRecord, "_deleted" | "doc"> & { doc: Record<string, unknown> };

export const recordSchema: RxJsonSchema<LocalRecord> = {
  title: "records",
  version: 0,
  primaryKey: "key",
  type: "object",
  properties: {
    key: { type: "string", maxLength: 160 },
    feed: {
      type: "string",
      enum: ["reviews", "notifications", "tasks", "subscriptions", "guestPreferences"],
      maxLength: 24,
    },
    id: { type: "string" },
    seq: { type: "number" },
    doc: { type: "object" },
  },
  required: ["key", "feed", "id", "seq", "doc"],
};
