// Booking requests (operations spec §3, §4, §7): list, pending count and detail; the server's part
// of confirming and rejecting one (their routes come from domain/commands/booking-request-commands.ts).
import type { FastifyInstance } from "fastify";
import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import { problemTypes } from "../../domain/errors/error-body.ts";
import {
  BookingRequest,
  BookingRequestStatus,
  canMoveBookingRequest,
  type BookingRequestStatus as Status,
} from "../../domain/reservations/booking-request.ts";
import { bookingRequestFromDocument } from "../../domain/reservations/reservation-document.ts";
import type { Queryable } from "../db/database.ts";
import { decodeInput } from "../http/decode.ts";
import { pageSchema } from "../http/paging.ts";
import type { Caller } from "../auth/authenticate.ts";
import { conflict, HttpProblem, notFound } from "../http/problem.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import { overlapsOf } from "../data/unavailability-rows.ts";
import { CalendarDay } from "../../domain/calendar/calendar-day.ts";
import {
  findReservation,
  reservationColumns,
  reservationDocument,
  reservationFrom,
  type ReservationRow,
} from "../data/reservation-rows.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import type { CommandHandlers } from "./command-routes.ts";
import { documented } from "../http/openapi.ts";

const sortings = {
  checkIn: "r.check_in asc, r.id",
  "-checkIn": "r.check_in desc, r.id",
  createdAt: "r.created_at asc, r.id",
  "-createdAt": "r.created_at desc, r.id",
} as const;

const ListQuery = Schema.Struct({
  search: Schema.optional(Schema.String.check(Schema.isMaxLength(200))),
  unitId: Schema.optional(Schema.String),
  state: Schema.optional(BookingRequestStatus),
  "checkIn.to": Schema.optional(CalendarDay),
  "checkOut.from": Schema.optional(CalendarDay),
  sorting: Schema.optional(Schema.Literals(Object.keys(sortings) as Array<keyof typeof sortings>)),
  page: Schema.optional(Schema.FiniteFromString.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1))),
  limit: Schema.optional(
    Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 500 })),
  ),
});

export function registerBookingRequestRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;

  app.get(
    "/api/app/booking-requests",
    documented({
      summary: "Booking requests, filtered, sorted and paged",
      query: ListQuery,
      response: pageSchema(BookingRequest),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      const query = decodeInput(ListQuery, request.query, "query");
      const where = ["r.host_id = $1", "r.kind = 'booking_request'", "not r.deleted"];
      const params: unknown[] = [caller.hostId];
      const add = (clause: string, value: unknown) => {
        params.push(value);
        where.push(clause.replaceAll("?", `$${params.length}`));
      };
      if (query.search?.trim())
        add(
          "(r.guest_name ilike ? or u.title ilike ? or r.booking_code ilike ?)",
          `%${query.search.trim()}%`,
        );
      if (query.unitId) add("r.unit_id = ?", query.unitId);
      if (query.state) add("r.status = ?", query.state);
      if (query["checkIn.to"]) add("r.check_in <= ?::date", query["checkIn.to"]);
      if (query["checkOut.from"]) add("r.check_out >= ?::date", query["checkOut.from"]);
      const page = query.page ?? 1;
      const limit = query.limit ?? 50;
      const sql = `select ${reservationColumns} from ${reservationFrom} where ${where.join(" and ")}
      order by ${sortings[query.sorting ?? "checkIn"]} limit ${limit + 1} offset ${(page - 1) * limit}`;
      const { rows } = await db.query<ReservationRow>(sql, params);
      return {
        data: rows.slice(0, limit).map((row) => bookingRequestFromDocument(reservationDocument(row))),
        pagination: { current: page, next: rows.length > limit ? page + 1 : null },
      };
    },
  );

  app.get(
    "/api/app/booking-requests-pending-count",
    documented({
      summary: "How many booking requests wait for a decision",
      response: Schema.Struct({ count: Schema.Number }),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      const { rows } = await db.query<{ n: string }>(
        "select count(*)::text as n from reservations where host_id = $1 and kind = 'booking_request' and status = 'REQUESTED' and not deleted",
        [caller.hostId],
      );
      return { count: Number(rows[0]?.n ?? 0) };
    },
  );

  app.get<{ Params: { id: string } }>(
    "/api/app/booking-requests/:id",
    documented({ summary: "One booking request", response: BookingRequest }),
    async (request) => {
      const caller = await callerOf(context, request);
      const doc = await findReservation(db, caller.hostId, request.params.id, "booking_request");
      if (!doc) throw notFound("The booking request");
      return bookingRequestFromDocument(doc);
    },
  );
}

/**
 * Confirm and reject: both move a request that still waits, under a lock on its row, and stamp the
 * change sequence; confirming also makes the booking, rejecting keeps the host's reason.
 */
export function bookingRequestHandlers(): Pick<
  CommandHandlers,
  "confirmBookingRequest" | "rejectBookingRequest"
> {
  const decide = async (
    tx: Queryable,
    caller: Caller,
    id: string,
    to: Status,
    effect: (seq: number, request: ReturnType<typeof bookingRequestFromDocument>) => Promise<void>,
  ) => {
    const doc = await findReservation(tx, caller.hostId, id, "booking_request", true);
    if (!doc) throw notFound("The booking request");
    const current = bookingRequestFromDocument(doc);
    if (!canMoveBookingRequest(current.status, to)) {
      throw new HttpProblem(
        409,
        problemTypes.invalidTransition,
        "Conflict",
        `This booking request is ${current.status.toLowerCase()} and can no longer be ${to === "CONFIRMED" ? "confirmed" : "rejected"}.`,
      );
    }
    const seq = await nextChangeSeq(tx, caller.hostId);
    await effect(seq, current);
    await tx.query("update reservations set status = $2, seq = $3 where id = $1", [doc.id, to, seq]);
    return { ...current, status: to };
  };

  return {
    confirmBookingRequest: {
      response: BookingRequest,
      run: (tx, { caller, params }) =>
        decide(tx, caller, params.id!, "CONFIRMED", async (seq, current) => {
          const hostId = caller.hostId;
          // Lock the unit: confirms and blocks of one unit take turns, so two can never overlap.
          await tx.query("select id from units where id = $1 for update", [
            current.propertyUnitSummary.publicId,
          ]);
          // The same rule as confirming an inquiry or blocking: blocks, live bookings and confirmed
          // inquiries hold nights (server/data/unavailability-rows.ts).
          const clash = await overlapsOf(tx, {
            hostId,
            unitId: current.propertyUnitSummary.publicId,
            range: { dateFrom: current.checkIn, dateTo: current.checkOut },
            excludeId: current.id,
            blocks: true,
            limit: 1,
            offset: 0,
          });
          if (clash.length > 0) {
            throw conflict(
              problemTypes.conflict,
              "These dates are no longer available: another booking or a block overlaps them.",
            );
          }
          await tx.query(
            `insert into reservations (id, host_id, kind, unit_id, status, check_in, check_out, guest_name, guest_email,
             guest_count, total_price, currency, created_at, booking_code, source_request_id, seq)
           select $2, host_id, 'booking', unit_id, 'CONFIRMED', check_in, check_out, guest_name, guest_email,
             guest_count, total_price, currency, now(), booking_code, id, $3
           from reservations where id = $1 and host_id = $4`,
            [current.id, `bk-${randomUUID()}`, seq, hostId],
          );
        }),
    },
    rejectBookingRequest: {
      response: BookingRequest,
      run: (tx, { caller, params, body }) =>
        decide(tx, caller, params.id!, "REJECTED", async (_seq, current) => {
          await tx.query("update reservations set decision = $2 where id = $1", [
            current.id,
            JSON.stringify(body),
          ]);
        }),
    },
  };
}
