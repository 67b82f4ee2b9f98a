// A command is a host's write, defined once: its payload schema, the REST call it replays as,
// and the pure `apply` that shows its effect on the local documents before the server confirms.
// The outbox stores commands, the overlay applies them, the server decides.
import { Schema } from "effect";
import type { UnavailabilityDocument } from "../calendar/unavailability-document.ts";
import type { GuestPreferencesDocument } from "../guest-profile/guest-preferences-document.ts";
import type { ChannelDocument } from "../messaging/channel-document.ts";
import type { MessageDocument } from "../messaging/message-document.ts";
import type { NotificationDocument } from "../notifications/notification-document.ts";
import type { PropertyDocument } from "../properties/property-document.ts";
import type { UnitDocument } from "../properties/unit-document.ts";
import type { ReservationDocument } from "../reservations/reservation-document.ts";
import type { ReviewDocument } from "../reviews/review-document.ts";
import type { SubscriptionDocument } from "../subscription/subscription-document.ts";
import type { TaskDocument } from "../tasks/task-document.ts";

export interface RestCall {
  readonly method: "POST" | "PUT" | "PATCH" | "DELETE";
  readonly path: string;
  readonly body: unknown;
}

/** Every local collection a command may change, and the document it holds. */
export interface DocumentsByCollection {
  readonly reservations: ReservationDocument;
  readonly units: UnitDocument;
  readonly properties: PropertyDocument;
  readonly unavailabilities: UnavailabilityDocument;
  readonly channels: ChannelDocument;
  readonly messages: MessageDocument;
  readonly reviews: ReviewDocument;
  readonly notifications: NotificationDocument;
  readonly tasks: TaskDocument;
  readonly guestPreferences: GuestPreferencesDocument;
  readonly subscriptions: SubscriptionDocument;
}
export type CollectionName = keyof DocumentsByCollection;

/** How each collection names its documents: the key of its map and of its pending marks. */
export const documentIdOf: { readonly [C in CollectionName]: (doc: DocumentsByCollection[C]) => string } = {
  reservations: (doc) => doc.id,
  units: (doc) => doc.id,
  properties: (doc) => doc.id,
  unavailabilities: (doc) => doc.id,
  channels: (doc) => doc.id,
  messages: (doc) => doc.id,
  reviews: (doc) => doc.publicId,
  notifications: (doc) => doc.key,
  tasks: (doc) => doc.type,
  guestPreferences: (doc) => doc.id,
  subscriptions: (doc) => doc.unitId,
};

export const collectionNames = Object.keys(documentIdOf) as readonly CollectionName[];

/** A document's key across collections: ids are unique within a collection only. */
export type DocumentKey = `${CollectionName}:${string}`;

export function documentKey(collection: CollectionName, id: string): DocumentKey {
  return `${collection}:${id}`;
}

type CollectionMaps = { readonly [C in CollectionName]: ReadonlyMap<string, DocumentsByCollection[C]> };

/**
 * The local documents a command may change, keyed by id. Only reservations are always there; a
 * collection the caller has not loaded is absent, and a command on it changes nothing.
 */
export interface LocalDocuments extends Partial<CollectionMaps> {
  readonly reservations: ReadonlyMap<string, ReservationDocument>;
}

/** What a command's `apply` changed: new versions of documents, and ids of documents it removed. */
export type DocumentChanges = { readonly [C in CollectionName]?: readonly DocumentsByCollection[C][] } & {
  readonly removed?: { readonly [C in CollectionName]?: readonly string[] };
};

export interface CommandDefinition<Type extends string, Payload, Body = unknown> {
  readonly type: Type;
  readonly payload: Schema.Codec<Payload, unknown>;
  /** What the API reference says the command does. */
  readonly summary: string;
  readonly method: RestCall["method"];
  /** The route, as the server registers it: `/api/app/booking-requests/:id/confirm`. */
  readonly path: string;
  /** The path's parameters, decoded by the server before anything else. */
  readonly params: Schema.Codec<Readonly<Record<string, string>>, unknown>;
  /** The request body the server accepts; absent when the call has none. */
  readonly body?: Schema.Codec<Body, unknown>;
  /** Commands on one aggregate replay in order; others do not wait for it. */
  aggregateOf(payload: Payload): string;
  /**
   * Other aggregates whose earlier commands must be sent first: a unit made offline is sent after
   * the property it belongs to, made offline too. None when absent.
   */
  waitsFor?(payload: Payload): readonly string[];
  /** The call the outbox replays, made from `method`, `path` and the payload. */
  toRestCall(payload: Payload): RestCall;
  /** The optimistic effect; returns the documents it changed (new objects, inputs untouched). */
  apply(documents: LocalDocuments, payload: Payload): DocumentChanges;
}

/** What a command says once: its route, how a payload fills it, and its effect. */
export interface CommandSpec<Type extends string, Payload, Body> {
  readonly type: Type;
  readonly payload: Schema.Codec<Payload, unknown>;
  readonly summary: string;
  readonly method: RestCall["method"];
  readonly path: string;
  /** The value of each `:name` of the path, from a payload. */
  readonly paramsOf?: (payload: Payload) => Readonly<Record<string, string>>;
  readonly body?: Schema.Codec<Body, unknown>;
  /** The body the outbox sends for a payload (what `body` decodes on the server); none when absent. */
  readonly bodyOf?: (payload: Payload) => unknown;
  aggregateOf(payload: Payload): string;
  waitsFor?(payload: Payload): readonly string[];
  apply(documents: LocalDocuments, payload: Payload): DocumentChanges;
}

const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** `/a/:id/b` with `{ id: "x y" }` → `/a/x%20y/b`; a parameter without a value is a programming error. */
export function fillPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** A command's definition, its REST call made from its route rather than written again. */
export function defineCommand<Type extends string, Payload, Body = never>(
  spec: CommandSpec<Type, Payload, Body>,
): CommandDefinition<Type, Payload, Body> {
  const { paramsOf, bodyOf, ...rest } = spec;
  const params = Schema.Struct(
    Object.fromEntries(
      pathParamNames(spec.path).map((name) => [name, Schema.String.check(Schema.isMinLength(1))]),
    ),
  ) as unknown as Schema.Codec<Readonly<Record<string, string>>, unknown>;
  return {
    ...rest,
    params,
    toRestCall: (payload) => ({
      method: spec.method,
      path: fillPath(spec.path, paramsOf?.(payload) ?? {}),
      body: bodyOf?.(payload),
    }),
  };
}

export const CommandEnvelope = Schema.Struct({
  /** Unique per command; sent as the Idempotency-Key, so a replay is applied once. */
  id: Schema.String.check(Schema.isMinLength(8), Schema.isMaxLength(64)),
  type: Schema.String,
  aggregateId: Schema.String,
  payload: Schema.Unknown,
  createdAt: Schema.String,
});
export type CommandEnvelope = typeof CommandEnvelope.Type;
