import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleReservation } from "../../../domain/commands/sample-documents.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { reservationSearchText } from "../../../domain/reservations/reservation-list.ts";
import {
  cachedSearchText,
  forgetSearchTextsOutside,
  keptSearchTextCount,
  prepareSearchTextsOf,
  searchTextsOf,
} from "./cached-search-text.ts";

// Counts of documents: mostly small (cheap, so a thousand runs fit), often just around a multiple of
// the 500-entry slice where the slicing turns, sometimes anything up to three slices.
const count = (max: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 100 }) },
    { weight: 1, arbitrary: fc.constantFrom(499, 500, 501, 999, 1000, 1001) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max }) },
  );

const docs = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => sampleReservation({ id: `${prefix}-${i}`, guestName: `Guest ${i}` }));

/** Calls `step` (idle work in slices) until it is done, with time for `slicesPerCall` slices each call. */
function callsToFinish(step: (hasTime: () => boolean) => boolean, slicesPerCall: number): number {
  let calls = 0;
  for (;;) {
    let slices = 0;
    calls++;
    if (step(() => slices++ < slicesPerCall)) return calls;
  }
}

describe("cached search texts", () => {
  it("answers each document's folded text, also after it is replaced", () => {
    const doc = sampleReservation({ id: "r-fold", guestName: "Ana López" });
    expect(cachedSearchText(doc)).toBe(reservationSearchText(doc));
    const renamed = { ...doc, guestName: "Zoë Müller" };
    expect(cachedSearchText(renamed)).toBe(reservationSearchText(renamed));
  });

  it("folds a renamed unit's new title, and every title past the map's bound", () => {
    const doc = sampleReservation({ id: "r-unit", unitTitle: "Casa Limone" });
    expect(cachedSearchText(doc)).toBe(reservationSearchText(doc));
    const renamed = { ...doc, unitTitle: "Villa Ñandú" };
    expect(cachedSearchText(renamed)).toContain("villa nandu");
    // More titles than the map keeps before it starts over: each still folds to its own text.
    for (let i = 0; i < 10_050; i += 1) {
      const titled = { ...doc, id: `r-title-${i}`, unitTitle: `Ápartment ${i}` };
      expect(cachedSearchText(titled)).toBe(reservationSearchText(titled));
    }
  });

  it("keeps exactly the current documents' texts, however the forgetting is sliced", () => {
    fc.assert(
      fc.property(count(1_500), count(1_500), fc.integer({ min: 1, max: 4 }), (kept, gone, slicesPerCall) => {
        // Start from an empty cache: forget everything a previous case left.
        const empty = forgetSearchTextsOutside(new Map());
        while (!empty(() => true));
        const current = docs(kept, "kept");
        const departed = docs(gone, "gone");
        const replaced = current.slice(0, Math.floor(kept / 3));
        for (const doc of [...current, ...departed]) cachedSearchText(doc);
        const now = new Map<string, ReservationDocument>(current.map((d) => [d.id, d]));
        // Some are replaced by a newer copy: their kept text is stale and goes too.
        for (const doc of replaced) now.set(doc.id, { ...doc });
        const step = forgetSearchTextsOutside(now);
        const calls = callsToFinish(step, slicesPerCall);
        expect(keptSearchTextCount()).toBe(kept - replaced.length);
        // A step of 500 entries per slice: the work was spread as asked.
        expect(calls).toBeGreaterThanOrEqual(Math.ceil((kept + gone) / (500 * slicesPerCall)));
      }),
      { numRuns: 1000 },
    );
  });

  it("does nothing when given no time", () => {
    const empty = forgetSearchTextsOutside(new Map());
    while (!empty(() => true));
    for (const doc of docs(10, "idle")) cachedSearchText(doc);
    expect(forgetSearchTextsOutside(new Map())(() => false)).toBe(false);
    expect(keptSearchTextCount()).toBe(10);
  });

  it("makes a tab's texts ahead, however sliced, as the search would make them itself", () => {
    fc.assert(
      fc.property(count(1_600), fc.integer({ min: 1, max: 3 }), (n, slicesPerCall) => {
        const rows = docs(n, `tab-${n}`);
        const step = prepareSearchTextsOf(rows);
        const calls = callsToFinish(step, slicesPerCall);
        // Made ahead: the search's own call answers the very array the slices made.
        const texts = searchTextsOf(rows);
        expect(searchTextsOf(rows)).toBe(texts);
        expect(texts).toEqual(rows.map(reservationSearchText));
        expect(calls).toBe(Math.max(1, Math.ceil(n / (500 * slicesPerCall))));
        // Another rows array (the next snapshot's tab) has texts of its own.
        expect(searchTextsOf([...rows])).not.toBe(texts);
      }),
      { numRuns: 1000 },
    );
  });

  it("makes nothing when given no time, and nothing again once the texts are there", () => {
    const rows = docs(3, "quiet");
    expect(prepareSearchTextsOf(rows)(() => false)).toBe(false);
    const texts = searchTextsOf(rows);
    expect(prepareSearchTextsOf(rows)(() => false)).toBe(true);
    expect(searchTextsOf(rows)).toBe(texts);
  });
});
