// Booking inquiries (operations spec §3, §4, §7): detail and what overlaps them, and the server's
// part of confirming and rejecting one.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { problemTypes } from "../../domain/errors/error-body.ts";
import {
  canDecideInquiry,
  canMoveInquiry,
  inquiryAfterDecision,
  Inquiry,
  type InquiryStatus,
} from "../../domain/reservations/inquiry.ts";
import type { Caller } from "../auth/authenticate.ts";
import type { Queryable } from "../db/database.ts";
import { decodeInput } from "../http/decode.ts";
import { limitParam, PageParam, pageOf, pageWindow } from "../http/paging.ts";
import { conflict, HttpProblem, notFound } from "../http/problem.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import { findInquiry } from "../data/inquiry-rows.ts";
import { overlapsOf } from "../data/unavailability-rows.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import type { CommandHandlers } from "./command-routes.ts";
import { documented } from "../http/openapi.ts";

const OverlapQuery = Schema.Struct({ page: PageParam, limit: limitParam(100) });

const rangeOf = (inquiry: Inquiry) => ({ dateFrom: inquiry.checkIn, dateTo: inquiry.checkOut });

export function registerInquiryRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;

  app.get<{ Params: { id: string } }>(
    "/api/app/booking-inquiries/:id",
    documented({ summary: "One inquiry", response: Inquiry }),
    async (request) => {
      const caller = await callerOf(context, request);
      const inquiry = await findInquiry(db, caller.hostId, request.params.id);
      if (!inquiry) throw notFound("The inquiry");
      return inquiry;
    },
  );

  // Exactly what would keep the inquiry from being confirmed: blocks of any source and stays
  // guests have booked on the same unit, the inquiry itself aside.
  app.get<{ Params: { id: string } }>(
    "/api/app/booking-inquiries/:id/overlapping-unavailabilities",
    documented({ summary: "What holds the nights an inquiry asks for", query: OverlapQuery }),
    async (request) => {
      const caller = await callerOf(context, request);
      const query = decodeInput(OverlapQuery, request.query, "query");
      const inquiry = await findInquiry(db, caller.hostId, request.params.id);
      if (!inquiry) throw notFound("The inquiry");
      const window = pageWindow(query.page, query.limit, 20);
      const rows = await overlapsOf(db, {
        hostId: caller.hostId,
        unitId: inquiry.propertyUnitSummary.publicId,
        range: rangeOf(inquiry),
        excludeId: inquiry.id,
        blocks: true,
        limit: window.fetch,
        offset: window.offset,
      });
      const { data, pagination } = pageOf(rows, window);
      return { items: data, pagination };
    },
  );
}

/** Confirm and reject: under a lock on the inquiry's row, only while it waits for a decision. */
export function inquiryHandlers(): Pick<CommandHandlers, "confirmInquiry" | "rejectInquiry"> {
  const decide = async (
    tx: Queryable,
    caller: Caller,
    id: string,
    to: Extract<InquiryStatus, "CONFIRMED" | "REJECTED">,
    payload: unknown,
    effect: (hostId: string, inquiry: Inquiry) => Promise<void>,
  ) => {
    const inquiry = await findInquiry(tx, caller.hostId, id, true);
    if (!inquiry) throw notFound("The inquiry");
    if (!canDecideInquiry(inquiry.status) || !canMoveInquiry(inquiry.status, to)) {
      throw new HttpProblem(
        409,
        problemTypes.invalidTransition,
        "Conflict",
        `This inquiry is ${inquiry.status.toLowerCase().replaceAll("_", " ")} and can no longer be ${to === "CONFIRMED" ? "confirmed" : "rejected"}.`,
      );
    }
    // Lock order everywhere: reservation row, host row (change sequence), unit row.
    const seq = await nextChangeSeq(tx, caller.hostId);
    await effect(caller.hostId, inquiry);
    await tx.query(
      "update reservations set status = $3, decision = $4, seq = $5 where host_id = $1 and id = $2",
      [caller.hostId, inquiry.id, to, payload === undefined ? null : JSON.stringify(payload), seq],
    );
    const decided = inquiryAfterDecision(inquiry, to);
    return { status: decided.status, inquiry: decided };
  };
  const response = Schema.Struct({ status: Schema.String, inquiry: Inquiry });

  return {
    confirmInquiry: {
      response,
      run: (tx, { caller, params }) =>
        decide(tx, caller, params.id!, "CONFIRMED", undefined, async (hostId, inquiry) => {
          // Confirms and blocks of one unit take turns on the unit's row, so they can never overlap.
          await tx.query("select id from units where host_id = $1 and id = $2 for update", [
            hostId,
            inquiry.propertyUnitSummary.publicId,
          ]);
          const [clash] = await overlapsOf(tx, {
            hostId,
            unitId: inquiry.propertyUnitSummary.publicId,
            range: rangeOf(inquiry),
            excludeId: inquiry.id,
            blocks: true,
            limit: 1,
            offset: 0,
          });
          if (clash) {
            throw conflict(
              problemTypes.conflict,
              `These dates are no longer available: ${clash.source === "booking" || clash.source === "inquiry" ? "a guest's stay" : "a block"} from ${clash.dateFrom} to ${clash.dateTo} overlaps them.`,
            );
          }
        }),
    },
    rejectInquiry: {
      response,
      run: (tx, { caller, params, body }) =>
        decide(tx, caller, params.id!, "REJECTED", body, async () => undefined),
    },
  };
}
