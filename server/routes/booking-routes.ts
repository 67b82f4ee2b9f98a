// Bookings (operations spec §3, §4, §7): list and detail, and the server's part of cancelling one.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { CalendarDay } from "../../domain/calendar/calendar-day.ts";
import { problemTypes } from "../../domain/errors/error-body.ts";
import {
  Booking,
  BookingStatus,
  BookingStatusFilter,
  bookingAfterCancel,
  bookingStatusFilterOf,
  canCancelBooking,
} from "../../domain/reservations/booking.ts";
import { BookingRequestsQuery, BookingRequestsSorting } from "../../domain/search/booking-requests-query.ts";
import { normalizeSearchInput } from "../../domain/search/search-input.ts";
import { decodeInput } from "../http/decode.ts";
import { containsPattern, limitParam, PageParam, pageOf, pageSchema, pageWindow } from "../http/paging.ts";
import { HttpProblem, notFound } from "../http/problem.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import { bookingColumns, bookingOf, findBooking, type BookingRow } from "../data/booking-rows.ts";
import { reservationFrom } from "../data/reservation-rows.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import type { CommandHandlers } from "./command-routes.ts";
import { documented } from "../http/openapi.ts";

// The bookings list sorts by the same keys as the booking requests list.
const sortings: Record<typeof BookingRequestsSorting.Type, string> = {
  checkIn: "r.check_in asc, r.id",
  "-checkIn": "r.check_in desc, r.id",
  createdAt: "r.created_at asc, r.id",
  "-createdAt": "r.created_at desc, r.id",
};

const ListQuery = Schema.Struct({
  status: Schema.optional(BookingStatusFilter),
  unitId: BookingRequestsQuery.fields.unitId,
  search: BookingRequestsQuery.fields.search,
  // Calendar days, not just the shape: "2025-02-30" is a 400 here, not a failed cast later.
  "checkIn.to": Schema.optional(CalendarDay),
  "checkOut.from": Schema.optional(CalendarDay),
  sorting: Schema.optional(BookingRequestsSorting),
  page: PageParam,
  limit: limitParam(100),
});

/** The host's calendar day. Hosts' time zones are not stored yet, so it is the day in UTC. */
const today = () => new Date().toISOString().slice(0, 10);

export function registerBookingRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;

  app.get(
    "/api/app/bookings",
    documented({
      summary: "Bookings, filtered, sorted and paged",
      query: ListQuery,
      response: pageSchema(Booking),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      const query = decodeInput(ListQuery, request.query, "query");
      const where = ["r.host_id = $1", "r.kind = 'booking'", "not r.deleted"];
      const params: unknown[] = [caller.hostId];
      const add = (clause: string, value: unknown) => {
        params.push(value);
        where.push(clause.replaceAll("?", `$${params.length}`));
      };
      const search = query.search === undefined ? "" : normalizeSearchInput(query.search);
      if (search !== "")
        add("(r.guest_name ilike ? or u.title ilike ? or r.booking_code ilike ?)", containsPattern(search));
      if (query.unitId !== undefined) add("r.unit_id = ?", query.unitId);
      if (query.status !== undefined) {
        // Review-collection statuses answer to "completed": the domain says which statuses a filter means.
        const filter = query.status;
        add(
          "r.status = any(?::text[])",
          BookingStatus.literals.filter((s) => bookingStatusFilterOf(s) === filter),
        );
      }
      if (query["checkIn.to"] !== undefined) add("r.check_in <= ?::date", query["checkIn.to"]);
      if (query["checkOut.from"] !== undefined) add("r.check_out >= ?::date", query["checkOut.from"]);
      const window = pageWindow(query.page, query.limit, 50);
      params.push(window.fetch, window.offset);
      const { rows } = await db.query<BookingRow>(
        `select ${bookingColumns} from ${reservationFrom} where ${where.join(" and ")}
       order by ${sortings[query.sorting ?? "checkIn"]} limit $${params.length - 1} offset $${params.length}`,
        params,
      );
      return pageOf(rows.map(bookingOf), window);
    },
  );

  app.get<{ Params: { id: string } }>(
    "/api/app/bookings/:id",
    documented({ summary: "One booking", response: Booking }),
    async (request) => {
      const caller = await callerOf(context, request);
      const booking = await findBooking(db, caller.hostId, request.params.id);
      if (!booking) throw notFound("The booking");
      return booking;
    },
  );
}

/** Cancelling: under a lock on the booking's row, only while the domain allows it. */
export function bookingHandlers(): Pick<CommandHandlers, "cancelBooking"> {
  return {
    cancelBooking: {
      response: Schema.Struct({ status: Schema.String, booking: Booking }),
      run: async (tx, { caller, params, body }) => {
        const booking = await findBooking(tx, caller.hostId, params.id!, true);
        if (!booking) throw notFound("The booking");
        if (!canCancelBooking(booking, today())) {
          throw new HttpProblem(
            409,
            problemTypes.invalidTransition,
            "Conflict",
            booking.status === "CONFIRMED"
              ? "The guest has checked out: this booking can no longer be cancelled."
              : `This booking is ${booking.status.toLowerCase().replaceAll("_", " ")} and cannot be cancelled.`,
          );
        }
        const seq = await nextChangeSeq(tx, caller.hostId);
        // The host cancels from this app, so the cancelling party is the owner (staff acting as the
        // host included: the impersonation is audited, the booking says who it was done for).
        const cancelled = bookingAfterCancel(booking, "CANCELLED", "OWNER");
        await tx.query(
          "update reservations set status = $3, cancelled_by = $4, decision = $5, seq = $6 where host_id = $1 and id = $2",
          [caller.hostId, booking.id, cancelled.status, cancelled.cancelledBy, JSON.stringify(body), seq],
        );
        return { status: cancelled.status, booking: cancelled };
      },
    },
  };
}
