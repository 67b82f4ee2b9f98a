// Branded identifiers: a unit id can never be passed where a booking request id is expected.
import { Schema } from "effect";

const boundedId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64));

export const HostId = boundedId.pipe(Schema.brand("HostId"));
export type HostId = typeof HostId.Type;

export const PropertyId = boundedId.pipe(Schema.brand("PropertyId"));
export type PropertyId = typeof PropertyId.Type;

export const UnitId = boundedId.pipe(Schema.brand("UnitId"));
export type UnitId = typeof UnitId.Type;

export const BookingRequestId = boundedId.pipe(Schema.brand("BookingRequestId"));
export type BookingRequestId = typeof BookingRequestId.Type;

export const CommandId = boundedId.pipe(Schema.brand("CommandId"));
export type CommandId = typeof CommandId.Type;

export const SubscriptionId = boundedId.pipe(Schema.brand("SubscriptionId"));
export type SubscriptionId = typeof SubscriptionId.Type;
