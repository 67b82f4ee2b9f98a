// The OpenAPI operations of the operations-spec routes beyond reservations (reviews, DAC7, help,
// guest preferences, interactions and tasks, public settings): the schemas their handlers decode
// with and answer in, joined to the main table in api-operations.ts.
import { Schema } from "effect";
import { GuestPreferencesDocument } from "../../domain/guest-profile/guest-preferences-document.ts";
import { ContactTopic } from "../../domain/help/contact-form.ts";
import { KnowledgeArticle } from "../../domain/help/knowledge-article.ts";
import { UnitId } from "../../domain/ids.ts";
import { UserInteraction } from "../../domain/notifications/notification.ts";
import { ReviewDocument } from "../../domain/reviews/review-document.ts";
import { ReviewRatingSummary } from "../../domain/reviews/review-rating.ts";
import { Task } from "../../domain/tasks/task.ts";
import { Dac7Availability } from "../../domain/tax-report/dac7-report.ts";
import type { ApiOperation } from "../http/openapi.ts";
import { KnowledgeArticlesQuery, TopicsQuery } from "./help-routes.ts";
import { ReviewsQuery } from "./review-routes.ts";

export const operationsApiOperations: readonly ApiOperation[] = [
  {
    method: "GET",
    path: "/api/app/reviews/:unitId",
    summary: "A unit's reviews, newest first, paged (items and pagination)",
    query: ReviewsQuery,
    response: Schema.Struct({
      items: Schema.Array(ReviewDocument),
      pagination: Schema.Struct({ current: Schema.Number, next: Schema.NullOr(Schema.Number) }),
    }),
  },
  {
    method: "GET",
    path: "/api/app/reviews/rating/:unitId",
    summary: "A unit's rating: average stars, count and distribution",
    response: Schema.Struct({ unitId: UnitId, ...ReviewRatingSummary.fields }),
  },
  {
    method: "GET",
    path: "/api/app/reviews/new",
    summary: "The units with reviews the host has not seen",
    response: Schema.Struct({ unitIds: Schema.Array(UnitId) }),
  },
  {
    method: "GET",
    path: "/api/app/report/dac7/availability",
    summary: "Years with a DAC7 report, newest first",
    response: Dac7Availability,
  },
  {
    method: "GET",
    path: "/api/app/report/dac7/:year",
    summary: "One year's DAC7 report as CSV (file name in Content-Disposition)",
    produces: "text/csv",
  },
  {
    method: "GET",
    path: "/api/app/user/contact-form/topics",
    summary: "Contact-form topics as name and value",
    query: TopicsQuery,
    response: Schema.Array(ContactTopic),
  },
  {
    method: "GET",
    path: "/api/app/user/knowledge-articles",
    summary: "Help articles, optionally of some categories (comma-separated)",
    query: KnowledgeArticlesQuery,
    response: Schema.Array(KnowledgeArticle),
  },
  {
    method: "GET",
    path: "/api/app/user/guest-preferences",
    summary: "The host's ideal-guest answers",
    response: GuestPreferencesDocument,
  },
  {
    method: "GET",
    path: "/api/app/user/interactions",
    summary: "Notification entries and whether each was interacted with",
    response: Schema.Array(UserInteraction),
  },
  { method: "GET", path: "/api/app/user/tasks", summary: "The host's tasks", response: Schema.Array(Task) },
];
