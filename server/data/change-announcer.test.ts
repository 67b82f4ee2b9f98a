import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ChangeNotice } from "../../domain/sync-protocol/change-notice.ts";
import { announceChanges } from "./change-announcer.ts";

/** A probe the test answers by hand, recording every range it was asked for. */
function heldProbe() {
  const asked: Array<{ after: number; upTo: number; answer(names: readonly string[]): void; fail(): void }> =
    [];
  return {
    asked,
    probe: (after: number, upTo: number) =>
      new Promise<readonly string[]>((resolve, reject) =>
        asked.push({ after, upTo, answer: resolve, fail: () => reject(new Error("probe failed")) }),
      ),
  };
}

const ticks = async (n = 5) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

describe("announceChanges", () => {
  it("probes from the last announced number to the new one and names what the probe found", async () => {
    const sent: ChangeNotice[] = [];
    const held = heldProbe();
    const announcer = announceChanges({ announced: 3, probe: held.probe, send: (n) => sent.push(n) });
    announcer.changed(5);
    await ticks();
    expect(held.asked.map(({ after, upTo }) => [after, upTo])).toEqual([[3, 5]]);
    held.asked[0]!.answer(["messages", "channels"]);
    await announcer.idle();
    expect(sent).toEqual([{ seq: 5, collections: ["messages", "channels"] }]);
    announcer.changed(6);
    await ticks();
    expect(held.asked[1]).toMatchObject({ after: 5, upTo: 6 });
  });

  it("answers the numbers that came in during a probe with one probe up to the highest", async () => {
    const sent: ChangeNotice[] = [];
    const held = heldProbe();
    const announcer = announceChanges({ announced: 10, probe: held.probe, send: (n) => sent.push(n) });
    announcer.changed(11);
    await ticks();
    for (const seq of [12, 14, 13, 15]) announcer.changed(seq);
    await ticks();
    // One probe at a time: the second waits for the first.
    expect(held.asked).toHaveLength(1);
    held.asked[0]!.answer(["units"]);
    await ticks();
    expect(held.asked.map(({ after, upTo }) => [after, upTo])).toEqual([
      [10, 11],
      [11, 15],
    ]);
    held.asked[1]!.answer(["reservations", "records"]);
    await announcer.idle();
    expect(sent).toEqual([
      { seq: 11, collections: ["units"] },
      { seq: 15, collections: ["reservations", "records"] },
    ]);
  });

  it("announces a number whose probe failed without names, so the client pulls everything", async () => {
    const sent: ChangeNotice[] = [];
    const errors: unknown[] = [];
    const held = heldProbe();
    const announcer = announceChanges({
      announced: 1,
      probe: held.probe,
      send: (n) => sent.push(n),
      onProbeError: (error) => errors.push(error),
    });
    announcer.changed(2);
    await ticks();
    held.asked[0]!.fail();
    await announcer.idle();
    expect(sent).toEqual([{ seq: 2 }]);
    expect(errors).toHaveLength(1);
    // The next probe starts after the failed one's number: the fallback covered it.
    announcer.changed(3);
    await ticks();
    expect(held.asked[1]).toMatchObject({ after: 2, upTo: 3 });
  });

  it("ignores numbers already covered and sends nothing once closed", async () => {
    const sent: ChangeNotice[] = [];
    const held = heldProbe();
    const announcer = announceChanges({ announced: 7, probe: held.probe, send: (n) => sent.push(n) });
    announcer.changed(7);
    announcer.changed(4);
    await ticks();
    expect(held.asked).toHaveLength(0);
    announcer.changed(8);
    await ticks();
    announcer.close();
    held.asked[0]!.answer(["units"]);
    await announcer.idle();
    announcer.changed(9);
    await announcer.idle();
    expect(sent).toEqual([]);
    expect(held.asked).toHaveLength(1);
  });

  it("tiles the numbers without gap or overlap, one probe at a time, ending at the highest (random runs)", async () => {
    // Oracle: a naive announcer that probes every number on its own. The collections the real one
    // names over a run are the union of what the naive one would name for the same numbers.
    const step = fc.oneof(
      fc.record({ kind: fc.constant("change" as const), by: fc.integer({ min: -3, max: 4 }) }),
      fc.record({ kind: fc.constant("settle" as const), ticks: fc.integer({ min: 0, max: 6 }) }),
      fc.record({ kind: fc.constant("fail-next" as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 100 }), fc.array(step, { maxLength: 40 }), async (start, steps) => {
        // Which collection each number changed: number n changed collection n mod 3.
        const collectionOf = (seq: number) => ["units", "messages", "records"][seq % 3]!;
        const sent: ChangeNotice[] = [];
        const ranges: Array<[number, number]> = [];
        let probing = 0;
        let failNext = false;
        const announcer = announceChanges({
          announced: start,
          async probe(after, upTo) {
            probing += 1;
            expect(probing).toBe(1);
            ranges.push([after, upTo]);
            await ticks(2);
            probing -= 1;
            if (failNext) {
              failNext = false;
              throw new Error("probe failed");
            }
            const names = new Set<string>();
            for (let seq = after + 1; seq <= upTo; seq++) names.add(collectionOf(seq));
            return [...names];
          },
          send: (n) => sent.push(n),
        });
        // Numbers may come again or out of order (repeats, several server processes).
        let current = start;
        let highest = start;
        for (const s of steps) {
          if (s.kind === "change") {
            current = Math.max(0, current + s.by);
            highest = Math.max(highest, current);
            announcer.changed(current);
          } else if (s.kind === "settle") await ticks(s.ticks);
          else failNext = true;
        }
        await announcer.idle();
        // The ranges follow each other: each starts where the one before ended.
        let from = start;
        for (const [after, upTo] of ranges) {
          expect(after).toBe(from);
          expect(upTo).toBeGreaterThan(after);
          from = upTo;
        }
        expect(from).toBe(highest);
        expect(sent.map((n) => n.seq)).toEqual(ranges.map(([, upTo]) => upTo));
        // Every number's collection is named by the notice covering it, or that notice names none.
        sent.forEach((notice, i) => {
          const [after, upTo] = ranges[i]!;
          for (let seq = after + 1; seq <= upTo; seq++)
            if (notice.collections !== undefined) expect(notice.collections).toContain(collectionOf(seq));
        });
      }),
      { numRuns: 1000 },
    );
  });
});
