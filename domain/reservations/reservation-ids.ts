// Branded ids of the reservation kinds that domain/ids.ts does not define yet; a booking id can
// never be passed where an inquiry id is expected.
import { Schema } from "effect";

const boundedId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64));

export const BookingId = boundedId.pipe(Schema.brand("BookingId"));
export type BookingId = typeof BookingId.Type;

export const InquiryId = boundedId.pipe(Schema.brand("InquiryId"));
export type InquiryId = typeof InquiryId.Type;
