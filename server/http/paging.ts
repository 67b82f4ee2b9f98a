// Page and limit query parameters and the paginated answer (listing spec §3: data plus current and
// next page, pages start at 1). Values arrive as query-string text. The page is bounded so the
// offset always fits the SQL it goes into: "page=1e300" is a 400, not an overflow.
import { Schema } from "effect";
import { firstPage, Pagination } from "../../domain/pagination/paginated-list.ts";

export const maxPage = 1_000_000;

export const PageParam = Schema.optional(
  Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: firstPage, maximum: maxPage })),
);

export function limitParam(maximum: number) {
  return Schema.optional(
    Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum })),
  );
}

export interface PageWindow {
  readonly page: number;
  readonly limit: number;
  /** Rows to fetch: one more than the page holds, to learn whether a next page exists. */
  readonly fetch: number;
  readonly offset: number;
}

export function pageWindow(
  page: number | undefined,
  limit: number | undefined,
  defaultLimit: number,
): PageWindow {
  const p = page ?? firstPage;
  const l = limit ?? defaultLimit;
  return { page: p, limit: l, fetch: l + 1, offset: (p - firstPage) * l };
}

export function pageOf<T>(rows: readonly T[], window: PageWindow): { data: T[]; pagination: Pagination } {
  return {
    data: rows.slice(0, window.limit),
    pagination: { current: window.page, next: rows.length > window.limit ? window.page + 1 : null },
  };
}

/** The answer's schema for a page of `item`s, for the OpenAPI document. */
export const pageSchema = (item: Schema.Top) =>
  Schema.Struct({ data: Schema.Array(item), pagination: Pagination });

/** A search as an ILIKE pattern: the host's % and _ are matched literally, not as wildcards. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
