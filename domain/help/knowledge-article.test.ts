import { describe, expect, it } from "vitest";
import { Schema } from "effect";
import {
  articlesInCategories,
  KnowledgeCategoriesParam,
  type KnowledgeArticle,
} from "./knowledge-article.ts";

const article = (id: string, category: KnowledgeArticle["category"]): KnowledgeArticle => ({
  id,
  category,
  title: id,
  summary: "",
  url: `/help/${id}`,
});
const all = [article("a", "calendar"), article("b", "payments"), article("c", "calendar")];

describe("knowledge articles", () => {
  it("answers all articles without categories", () => {
    expect(articlesInCategories(all, undefined)).toEqual(all);
    expect(articlesInCategories(all, " , ")).toEqual(all);
  });

  it("keeps the articles of the chosen categories, in order", () => {
    expect(articlesInCategories(all, "calendar").map((a) => a.id)).toEqual(["a", "c"]);
    expect(articlesInCategories(all, "payments, calendar").map((a) => a.id)).toEqual(["a", "b", "c"]);
  });

  it("refuses categories it does not know", () => {
    expect(Schema.is(KnowledgeCategoriesParam)("calendar,payments")).toBe(true);
    expect(Schema.is(KnowledgeCategoriesParam)("calendar,taxes")).toBe(false);
  });
});
