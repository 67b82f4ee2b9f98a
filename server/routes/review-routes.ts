// Reviews (operations spec §3, §7): a unit's reviews paged, its rating, the host's public reply,
// and the units with reviews the host has not seen yet.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { problemTypes } from "../../domain/errors/error-body.ts";
import { UnitId } from "../../domain/ids.ts";
import { canReplyToReview, ReviewDocument } from "../../domain/reviews/review-document.ts";
import { Pagination } from "../../domain/pagination/paginated-list.ts";
import { ReviewRatingSummary, reviewRatingSummary } from "../../domain/reviews/review-rating.ts";
import { decodeInput } from "../http/decode.ts";
import { limitParam, PageParam, pageWindow } from "../http/paging.ts";
import { HttpProblem, notFound } from "../http/problem.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import { requireOwnedUnit } from "../data/owned-unit.ts";
import { findReview, reviewColumns, reviewOf, type ReviewRow } from "../data/review-rows.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import type { CommandHandlers } from "./command-routes.ts";
import { documented } from "../http/openapi.ts";

const ReviewsQuery = Schema.Struct({ page: PageParam, limit: limitParam(100) });

export function registerReviewRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;

  // Registered before /reviews/:unitId, though Fastify prefers the static segment anyway.
  app.get(
    "/api/app/reviews/new",
    documented({
      summary: "The units with reviews the host has not seen",
      response: Schema.Struct({ unitIds: Schema.Array(UnitId) }),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      const { rows } = await db.query<{ unit_id: string }>(
        "select distinct unit_id from reviews where host_id = $1 and is_new order by unit_id",
        [caller.hostId],
      );
      return { unitIds: rows.map((r) => UnitId.make(r.unit_id)) };
    },
  );

  app.get<{ Params: { unitId: string } }>(
    "/api/app/reviews/rating/:unitId",
    documented({
      summary: "A unit's rating: average stars, count and distribution",
      response: Schema.Struct({ unitId: UnitId, ...ReviewRatingSummary.fields }),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      await requireOwnedUnit(db, caller.hostId, request.params.unitId);
      const { rows } = await db.query<{ rating: number }>(
        "select rating from reviews where host_id = $1 and unit_id = $2",
        [caller.hostId, request.params.unitId],
      );
      return { unitId: request.params.unitId, ...reviewRatingSummary(rows.map((r) => r.rating)) };
    },
  );

  app.get<{ Params: { unitId: string } }>(
    "/api/app/reviews/:unitId",
    documented({
      summary: "A unit's reviews, newest first, paged (items and pagination)",
      query: ReviewsQuery,
      response: Schema.Struct({ items: Schema.Array(ReviewDocument), pagination: Pagination }),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      const query = decodeInput(ReviewsQuery, request.query, "query");
      await requireOwnedUnit(db, caller.hostId, request.params.unitId);
      const window = pageWindow(query.page, query.limit, 20);
      const { rows } = await db.query<ReviewRow>(
        `select ${reviewColumns} from reviews where host_id = $1 and unit_id = $2
       order by created_at desc, id limit $3 offset $4`,
        [caller.hostId, request.params.unitId, window.fetch, window.offset],
      );
      // The spec names this list's parts items and pagination (not data, as the other lists).
      return {
        items: rows.slice(0, window.limit).map(reviewOf),
        pagination: { current: window.page, next: rows.length > window.limit ? window.page + 1 : null },
      };
    },
  );
}

export function reviewHandlers(): Pick<CommandHandlers, "markReviewsSeen" | "replyToReview"> {
  return {
    markReviewsSeen: {
      response: Schema.Struct({ unitId: UnitId, seen: Schema.Number }),
      run: async (tx, { caller, params }) => {
        await requireOwnedUnit(tx, caller.hostId, params.unitId!);
        const { rows } = await tx.query<{ id: string }>(
          "select id from reviews where host_id = $1 and unit_id = $2 and is_new for update",
          [caller.hostId, params.unitId!],
        );
        // Marking seen twice changes nothing and takes no change number.
        if (rows.length > 0) {
          const seq = await nextChangeSeq(tx, caller.hostId);
          await tx.query(
            "update reviews set is_new = false, seq = $3 where host_id = $1 and unit_id = $2 and is_new",
            [caller.hostId, params.unitId!, seq],
          );
        }
        return { unitId: params.unitId!, seen: rows.length };
      },
    },
    replyToReview: {
      response: ReviewDocument,
      run: async (tx, { caller, params, body: payload }) => {
        const review = await findReview(tx, caller.hostId, params.reviewId!, true);
        if (!review) throw notFound("The review");
        if (!canReplyToReview(review)) {
          throw new HttpProblem(
            409,
            problemTypes.invalidTransition,
            "Conflict",
            "This review already has a reply; a public reply cannot be changed.",
          );
        }
        const seq = await nextChangeSeq(tx, caller.hostId);
        await tx.query(
          "update reviews set reply = $3, replied_at = now(), seq = $4 where host_id = $1 and id = $2",
          [caller.hostId, review.publicId, payload.text, seq],
        );
        return { ...review, reply: payload.text, seq };
      },
    },
  };
}
