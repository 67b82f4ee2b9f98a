// Booking requests (operations spec §3, §4, §7): list, pending count, detail, confirm, reject.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import { problemTypes } from "../../domain/errors/error-body.ts";
import {
  BookingRequestStatus,
  canMoveBookingRequest,
  type BookingRequestStatus as Status,
} from "../../domain/reservations/booking-request.ts";
import { bookingRequestFromDocument } from "../../domain/reservations/reservation-document.ts";
import { BookingRejectPayload } from "../../domain/reservations/booking-reject-payload.ts";
import type { Queryable } from "../db/database.ts";
import { decodeInput } from "../http/decode.ts";
import { conflict, HttpProblem, notFound } from "../http/problem.ts";
import { requestFingerprint, runOnce } from "../http/idempotency.ts";
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

const sortings = {
  checkIn: "r.check_in asc, r.id",
  "-checkIn": "r.check_in desc, r.id",
  createdAt: "r.created_at asc, r.id",
  "-createdAt": "r.created_at desc, r.id",
} as const;

export const ListQuery = Schema.Struct({
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

  app.get("/api/app/booking-requests", async (request) => {
    const caller = await callerOf(context, request);
    const query = decodeInput(ListQuery, request.query, "query");
    const where = ["r.host_id = $1", "r.kind = 'booking_request'", "not r.deleted"];
    const params: unknown[] = [caller.hostId];
    const add = (clause: string, value: unknown) => {
      params.push(value);
      where.push(clause.replaceAll("?", `$${params.length}`));
    };
    if (query.search?.trim())
      add("(r.guest_name ilike ? or u.title ilike ? or r.booking_code ilike ?)", `%${query.search.trim()}%`);
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
  });

  app.get("/api/app/booking-requests-pending-count", async (request) => {
    const caller = await callerOf(context, request);
    const { rows } = await db.query<{ n: string }>(
      "select count(*)::text as n from reservations where host_id = $1 and kind = 'booking_request' and status = 'REQUESTED' and not deleted",
      [caller.hostId],
    );
    return { count: Number(rows[0]?.n ?? 0) };
  });

  app.get<{ Params: { id: string } }>("/api/app/booking-requests/:id", async (request) => {
    const caller = await callerOf(context, request);
    const doc = await findReservation(db, caller.hostId, request.params.id, "booking_request");
    if (!doc) throw notFound("The booking request");
    return bookingRequestFromDocument(doc);
  });

  const decide = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    to: Status,
    body: unknown,
    effect: (
      tx: Queryable,
      hostId: string,
      seq: number,
      request: ReturnType<typeof bookingRequestFromDocument>,
    ) => Promise<void>,
  ) => {
    const caller = await callerOf(context, request);
    const key = request.headers["idempotency-key"];
    const answer = await runOnce(
      db,
      {
        hostId: caller.hostId,
        key: Array.isArray(key) ? key[0] : key,
        fingerprint: requestFingerprint(request.method, request.url, body),
      },
      async (tx) => {
        const doc = await findReservation(tx, caller.hostId, request.params.id, "booking_request", true);
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
        await effect(tx, caller.hostId, seq, current);
        await tx.query("update reservations set status = $2, seq = $3 where id = $1", [doc.id, to, seq]);
        return { ...current, status: to };
      },
    );
    return reply
      .code(answer.status)
      .type("application/json")
      .header("idempotent-replayed", String(answer.replayed))
      .send(answer.body);
  };

  app.post<{ Params: { id: string } }>("/api/app/booking-requests/:id/confirm", (request, reply) =>
    decide(request, reply, "CONFIRMED", undefined, async (tx, hostId, seq, current) => {
      // Lock the unit: confirms and blocks of one unit take turns, so two can never overlap.
      await tx.query("select id from units where id = $1 for update", [current.propertyUnitSummary.publicId]);
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
  );

  app.post<{ Params: { id: string } }>("/api/app/booking-requests/:id/reject", (request, reply) => {
    const payload = decodeInput(BookingRejectPayload, request.body ?? {}, "body");
    return decide(request, reply, "REJECTED", request.body, async (tx, _hostId, _seq, current) => {
      await tx.query("update reservations set decision = $2 where id = $1", [
        current.id,
        JSON.stringify(payload),
      ]);
    });
  });
}
