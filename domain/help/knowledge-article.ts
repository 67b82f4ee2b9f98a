// Knowledge articles for the help widget (operations spec §3, §7: GET
// /api/app/user/knowledge-articles with optional categories). The shape is not shown; ours is an
// article id, its category, a title, a short summary and the help-centre address of the full text.
import { Schema } from "effect";

export const KnowledgeCategory = Schema.Literals([
  "reservations",
  "calendar",
  "listing",
  "payments",
  "account",
  "messaging",
]);
export type KnowledgeCategory = typeof KnowledgeCategory.Type;

export const KnowledgeArticle = Schema.Struct({
  id: Schema.String,
  category: KnowledgeCategory,
  title: Schema.String,
  summary: Schema.String,
  url: Schema.String,
});
export type KnowledgeArticle = typeof KnowledgeArticle.Type;

/** The `categories` query parameter: one category or several, comma-separated. */
export const KnowledgeCategoriesParam = Schema.String.check(
  Schema.isMaxLength(200),
  Schema.makeFilter((value: string) =>
    value.split(",").every((c) => Schema.is(KnowledgeCategory)(c.trim()))
      ? undefined
      : "each category must be one of reservations, calendar, listing, payments, account, messaging",
  ),
);

/** The articles of the chosen categories in their own order; all of them when none is chosen. */
export function articlesInCategories(
  articles: readonly KnowledgeArticle[],
  categories: string | undefined,
): KnowledgeArticle[] {
  const chosen = new Set(
    (categories ?? "")
      .split(",")
      .map((c) => c.trim())
      .filter((c) => c !== ""),
  );
  return chosen.size === 0 ? [...articles] : articles.filter((a) => chosen.has(a.category));
}
