// The incremental count against a full one: over random versions of the reservations map, derived
// from one another with their changed ids recorded or not, and counted in any order.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recordDerivation } from "../collections/map-lineage.ts";
import { sampleReservation } from "../commands/sample-documents.ts";
import { isPendingRequest, pendingRequestCounter } from "./pending-request-count.ts";
import type { ReservationDocument } from "./reservation-document.ts";

const arbitraryDocument = (id: string) =>
  fc
    .record({
      kind: fc.constantFrom("booking_request", "booking", "inquiry"),
      status: fc.constantFrom("REQUESTED", "CONFIRMED", "REJECTED", "EXPIRED", "CANCELLED"),
    })
    .map(({ kind, status }) => sampleReservation({ id, kind, status }));

const arbitraryStep = fc.record({
  from: fc.nat(),
  recorded: fc.boolean(),
  count: fc.boolean(),
  edits: fc.array(
    fc
      .constantFrom("a", "b", "c", "d", "e")
      .chain((id) => fc.option(arbitraryDocument(id), { nil: undefined }).map((doc) => ({ id, doc }))),
    { maxLength: 4 },
  ),
});

describe("pending request count", () => {
  it("counts as a full scan does, whichever versions it counted before", () => {
    fc.assert(
      fc.property(fc.array(arbitraryStep, { maxLength: 12 }), (steps) => {
        const count = pendingRequestCounter();
        const versions: Array<ReadonlyMap<string, ReservationDocument>> = [new Map()];
        for (const step of steps) {
          const base = versions[step.from % versions.length]!;
          const next = new Map(base);
          for (const { id, doc } of step.edits) {
            if (doc === undefined) next.delete(id);
            else next.set(id, doc);
          }
          if (step.recorded) recordDerivation(next, base, new Set(step.edits.map((e) => e.id)));
          versions.push(next);
          if (step.count) {
            const full = [...next.values()].filter((doc) => isPendingRequest(doc)).length;
            expect(count(next)).toBe(full);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("counts open booking requests only", () => {
    const count = pendingRequestCounter();
    const open = sampleReservation({ id: "a", kind: "booking_request", status: "REQUESTED" });
    const booked = sampleReservation({ id: "b", kind: "booking", status: "CONFIRMED" });
    expect(
      count(
        new Map([
          ["a", open],
          ["b", booked],
        ]),
      ),
    ).toBe(1);
  });

  it("counts a derived version by its changed ids and a version seen before from memory, reading no other", () => {
    // A map that counts how often all its documents are read.
    class Watched extends Map<string, ReservationDocument> {
      scans = 0;
      override values(): MapIterator<ReservationDocument> {
        this.scans += 1;
        return super.values();
      }
    }
    const request = (id: string) => sampleReservation({ id, kind: "booking_request", status: "REQUESTED" });
    const count = pendingRequestCounter();
    const first = new Watched([
      ["a", request("a")],
      ["b", request("b")],
      ["c", sampleReservation({ id: "c", kind: "booking", status: "CONFIRMED" })],
    ]);
    expect(count(first)).toBe(2);
    expect(first.scans).toBe(1);

    const second = new Watched(first);
    second.set("b", sampleReservation({ id: "b", kind: "booking_request", status: "CONFIRMED" }));
    second.set("d", request("d"));
    second.delete("a");
    recordDerivation(second, first, ["a", "b", "d"]);
    expect(count(second)).toBe(1);
    expect(second.scans).toBe(0);

    // A version of no recorded lineage is read whole; going back to one counted before is not.
    const unrelated = new Watched([["e", request("e")]]);
    expect(count(unrelated)).toBe(1);
    expect(unrelated.scans).toBe(1);
    expect(count(first)).toBe(2);
    expect(count(second)).toBe(1);
    expect([first.scans, second.scans]).toEqual([1, 0]);
  });
});
