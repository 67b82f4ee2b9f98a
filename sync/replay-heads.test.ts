import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replayHeads, type ReplayEntry } from "./replay-heads.ts";

interface Entry extends ReplayEntry {
  readonly after: readonly string[];
}
const entry = (
  id: string,
  aggregateId: string,
  after: string[] = [],
  state: Entry["state"] = "pending",
): Entry => ({
  id,
  aggregateId,
  after,
  state,
});
const heads = (entries: Entry[]) => [...replayHeads(entries, (e) => e.after).values()].map((e) => e.id);

describe("replayHeads", () => {
  it("sends a unit made under a property made offline only after the property", () => {
    const made = [entry("1", "properties:p"), entry("2", "units:u", ["properties:p"]), entry("3", "units:u")];
    expect(heads(made)).toEqual(["1"]);
    expect(heads([{ ...made[0]!, state: "acknowledged" }, made[1]!, made[2]!])).toEqual(["2"]);
    // Refused: the unit goes on to meet the server's answer for it.
    expect(heads([{ ...made[0]!, state: "failed" }, made[1]!, made[2]!])).toEqual(["2"]);
  });

  it("does not hold a command back for a later command of the aggregate it waits for", () => {
    expect(heads([entry("1", "units:u", ["properties:p"]), entry("2", "properties:p")])).toEqual(["1", "2"]);
  });

  it("without waits, answers the first pending command of each aggregate", () => {
    const arbitrary = fc.array(
      fc.record({
        aggregateId: fc.constantFrom("a", "b", "c"),
        state: fc.constantFrom("pending", "acknowledged", "failed"),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(arbitrary, (list) => {
        const entries = list.map((e, i) => entry(String(i), e.aggregateId, [], e.state));
        const expected = new Map<string, string>();
        for (const e of entries)
          if (e.state === "pending" && !expected.has(e.aggregateId)) expected.set(e.aggregateId, e.id);
        expect(heads(entries).sort()).toEqual([...expected.values()].sort());
      }),
      { numRuns: 1000 },
    );
  });

  it("never sends a command while an earlier pending command of an aggregate it waits for remains", () => {
    const arbitrary = fc.array(
      fc.record({
        aggregateId: fc.constantFrom("a", "b", "c"),
        after: fc.subarray(["a", "b", "c"]),
        state: fc.constantFrom("pending", "acknowledged", "failed"),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(arbitrary, (list) => {
        const entries = list.map((e, i) => entry(String(i), e.aggregateId, e.after, e.state));
        for (const id of heads(entries)) {
          const index = entries.findIndex((e) => e.id === id);
          const earlier = entries.slice(0, index).filter((e) => e.state === "pending");
          const self = entries[index]!;
          expect(
            earlier.some((e) => e.aggregateId === self.aggregateId || self.after.includes(e.aggregateId)),
          ).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
