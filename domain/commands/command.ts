// A command is a host's write, defined once: its payload schema, the REST call it replays as,
// and the pure `apply` that shows its effect on the local documents before the server confirms.
// The outbox stores commands, the overlay applies them, the server decides.
import { Schema } from "effect";
import type { ReservationDocument } from "../reservations/reservation-document.ts";

export interface RestCall {
  readonly method: "POST" | "PUT" | "PATCH" | "DELETE";
  readonly path: string;
  readonly body: unknown;
}

/** The local documents a command may change, keyed by id. */
export interface LocalDocuments {
  readonly reservations: ReadonlyMap<string, ReservationDocument>;
}

export interface CommandDefinition<Type extends string, Payload> {
  readonly type: Type;
  readonly payload: Schema.Codec<Payload, unknown>;
  /** Commands on one aggregate replay in order; others do not wait for it. */
  aggregateOf(payload: Payload): string;
  toRestCall(payload: Payload): RestCall;
  /** The optimistic effect; returns the documents it changed (new objects, inputs untouched). */
  apply(documents: LocalDocuments, payload: Payload): { reservations?: ReservationDocument[] };
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
