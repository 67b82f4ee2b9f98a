// Help (operations spec §3, §5, §7): contact-form topics, the contact form itself, and knowledge
// articles for the help widget.
import type { FastifyInstance } from "fastify";
import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import { ContactTopic, FeedbackCategory } from "../../domain/help/contact-form.ts";
import {
  articlesInCategories,
  KnowledgeArticle,
  KnowledgeCategoriesParam,
} from "../../domain/help/knowledge-article.ts";
import { decodeInput } from "../http/decode.ts";
import { badRequest } from "../http/problem.ts";
import { requireOwnedUnit } from "../data/owned-unit.ts";
import { contactTopics, knowledgeArticles } from "../data/help-content.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import type { CommandHandlers } from "./command-routes.ts";
import { documented } from "../http/openapi.ts";

/** Which form the topics are for: the contact form, or the feedback prompt; both list the same. */
const TopicsQuery = Schema.Struct({ type: Schema.optional(Schema.Literals(["contact", "feedback"])) });
const KnowledgeArticlesQuery = Schema.Struct({
  categories: Schema.optional(KnowledgeCategoriesParam),
});

export function registerHelpRoutes(app: FastifyInstance, context: RouteContext): void {
  app.get(
    "/api/app/user/contact-form/topics",
    documented({
      summary: "Contact-form topics as name and value",
      query: TopicsQuery,
      response: Schema.Array(ContactTopic),
    }),
    async (request) => {
      await callerOf(context, request);
      decodeInput(TopicsQuery, request.query, "query");
      return contactTopics;
    },
  );

  app.get(
    "/api/app/user/knowledge-articles",
    documented({
      summary: "Help articles, optionally of some categories (comma-separated)",
      query: KnowledgeArticlesQuery,
      response: Schema.Array(KnowledgeArticle),
    }),
    async (request) => {
      await callerOf(context, request);
      const query = decodeInput(KnowledgeArticlesQuery, request.query, "query");
      return articlesInCategories(knowledgeArticles, query.categories);
    },
  );
}

export function helpHandlers(): Pick<CommandHandlers, "sendSupportMessage"> {
  return {
    sendSupportMessage: {
      response: Schema.Struct({ id: Schema.String, receivedAt: Schema.String }),
      run: async (tx, { caller, body: payload }) => {
        if (!Schema.is(FeedbackCategory)(payload.topic)) {
          throw badRequest("The body is not valid.", [
            { name: "topic", type: "invalid", reason: "not one of the contact-form topics" },
          ]);
        }
        if (payload.propertyUnitId !== null)
          await requireOwnedUnit(tx, caller.hostId, payload.propertyUnitId);
        const id = `contact-${randomUUID()}`;
        const { rows } = await tx.query<{ created_at: string }>(
          `insert into contact_messages (id, host_id, topic, body, page_id, property_unit_id) values ($1, $2, $3, $4, $5, $6)
         returning to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`,
          [id, caller.hostId, payload.topic, payload.body, payload.pageId, payload.propertyUnitId],
        );
        return { id, receivedAt: rows[0]!.created_at };
      },
    },
  };
}
