// The list filters of GET /api/app/booking-requests (operations spec §3, §7). Sort keys and the
// page size bound are ours: the spec names "sorting" and "paging" only.
import { Schema } from "effect";
import { UnitId } from "../ids.ts";
import { BookingRequestStatus, IsoDate } from "../reservations/booking-request.ts";

export const BookingRequestsSorting = Schema.Literals(["checkIn", "-checkIn", "createdAt", "-createdAt"]);
export type BookingRequestsSorting = typeof BookingRequestsSorting.Type;

export const BookingRequestsQuery = Schema.Struct({
  search: Schema.optional(Schema.String.check(Schema.isMaxLength(200))),
  unitId: Schema.optional(UnitId),
  state: Schema.optional(BookingRequestStatus),
  "checkIn.to": Schema.optional(IsoDate),
  "checkOut.from": Schema.optional(IsoDate),
  sorting: Schema.optional(BookingRequestsSorting),
  page: Schema.optional(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
});
export type BookingRequestsQuery = typeof BookingRequestsQuery.Type;
