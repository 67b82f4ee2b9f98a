// The paginated list shape (listing spec §3): data plus the current and the next page. Pages start at 1.
import { Schema } from "effect";

export const Pagination = Schema.Struct({
  current: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  // Null on the last page.
  next: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(2))),
});
export type Pagination = typeof Pagination.Type;

export const firstPage = 1;
