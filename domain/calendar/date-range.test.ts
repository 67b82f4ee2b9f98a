import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DateRangeSchema, rangesOverlap } from "./date-range.ts";

/** The problems decoding reports, as the server names them: the field path and the reason. */
function issuesOf(value: unknown): Array<{ path: string; message: string }> {
  const result = Schema.toStandardSchemaV1(DateRangeSchema)["~standard"].validate(value);
  if (result instanceof Promise) throw new Error("the range schema is synchronous");
  return (result.issues ?? []).map((issue) => ({
    path: (issue.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join("."),
    message: issue.message,
  }));
}

const dayMs = 86_400_000;
const dayOf = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * dayMs).toISOString().slice(0, 10);

describe("date range", () => {
  it.each([
    ["2026-03-01", "2026-03-02", []],
    ["2026-03-01", "2026-03-01", [{ path: "dateTo", message: "dateTo must be after dateFrom" }]],
    ["2026-03-02", "2026-03-01", [{ path: "dateTo", message: "dateTo must be after dateFrom" }]],
  ])("takes %s to %s only as at least one night", (dateFrom, dateTo, problems) => {
    expect(issuesOf({ dateFrom, dateTo })).toEqual(problems);
  });

  it("overlaps another range exactly when they share a night: a check-out day is free for a check-in", () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 10 }))
      .map(([start, nights]) => ({ start, nights }));
    fc.assert(
      fc.property(range, range, (a, b) => {
        const nightsOf = (r: { start: number; nights: number }) =>
          Array.from({ length: r.nights }, (_, i) => r.start + i);
        const shared = nightsOf(a).some((night) => nightsOf(b).includes(night));
        const asRange = (r: { start: number; nights: number }) => ({
          dateFrom: dayOf(r.start),
          dateTo: dayOf(r.start + r.nights),
        });
        expect(rangesOverlap(asRange(a), asRange(b))).toBe(shared);
      }),
      { numRuns: 2000 },
    );
  });
});
