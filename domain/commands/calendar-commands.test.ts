import { Exit, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dayNumber } from "../calendar/calendar-day.ts";
import type { DateRange } from "../calendar/date-range.ts";
import { normalizeRanges } from "../calendar/unavailability-ranges.ts";
import type { UnavailabilityDocument } from "../calendar/unavailability-document.ts";
import { UnitId } from "../ids.ts";
import { overlayPendingCommands, type PendingCommand } from "./apply-commands.ts";
import {
  blockDates,
  localBlockId,
  manualBlocksOf,
  setCalendarStatus,
  unblockDates,
  UnavailabilityCommandPayload,
} from "./calendar-commands.ts";
import { localDocumentsOf, sampleBlock, sampleUnit } from "./sample-documents.ts";

const u1 = UnitId.make("u-1");
const ranges = (docs: readonly UnavailabilityDocument[]) =>
  docs.map((d) => ({ dateFrom: d.dateFrom, dateTo: d.dateTo }));

describe("blockDates", () => {
  it("replays as POST …/unavailabilities/block with the range", () => {
    expect(blockDates.toRestCall({ unitId: u1, dateFrom: "2025-03-01", dateTo: "2025-03-05" })).toEqual({
      method: "POST",
      path: "/api/app/properties/u-1/unavailabilities/block",
      body: { dateFrom: "2025-03-01", dateTo: "2025-03-05" },
    });
    expect(blockDates.aggregateOf({ unitId: u1, dateFrom: "2025-03-01", dateTo: "2025-03-05" })).toBe(
      "units:u-1",
    );
  });

  it("merges the blocks it touches into one block with an id made from its dates", () => {
    const touching = sampleBlock("2025-03-01", "2025-03-05");
    const apart = sampleBlock("2025-03-20", "2025-03-22");
    const documents = localDocumentsOf({ units: [sampleUnit()], unavailabilities: [touching, apart] });
    const changes = blockDates.apply(documents, { unitId: u1, dateFrom: "2025-03-05", dateTo: "2025-03-08" });
    expect(changes.unavailabilities).toEqual([
      {
        id: "local-block:u-1:2025-03-01:2025-03-08",
        unitId: "u-1",
        dateFrom: "2025-03-01",
        dateTo: "2025-03-08",
        source: "manual",
        provider: null,
        seq: 0,
      },
    ]);
    expect(changes.removed).toEqual({ unavailabilities: [touching.id] });
  });

  it("changes nothing when the nights are already blocked", () => {
    const documents = localDocumentsOf({
      units: [sampleUnit()],
      unavailabilities: [sampleBlock("2025-03-01", "2025-03-10")],
    });
    expect(blockDates.apply(documents, { unitId: u1, dateFrom: "2025-03-02", dateTo: "2025-03-04" })).toEqual(
      {},
    );
  });

  it("leaves automated and imported blocks to their owners", () => {
    const automated = sampleBlock("2025-03-01", "2025-03-05", { id: "auto", source: "automated_block" });
    const external = sampleBlock("2025-03-05", "2025-03-07", {
      id: "ext",
      source: "external",
      provider: "smoobu",
    });
    const documents = localDocumentsOf({ units: [sampleUnit()], unavailabilities: [automated, external] });
    const changes = blockDates.apply(documents, { unitId: u1, dateFrom: "2025-03-03", dateTo: "2025-03-06" });
    expect(ranges(changes.unavailabilities ?? [])).toEqual([
      { dateFrom: "2025-03-03", dateTo: "2025-03-06" },
    ]);
    expect(changes.removed).toEqual({ unavailabilities: [] });
    expect(
      unblockDates.apply(documents, { unitId: u1, dateFrom: "2025-03-01", dateTo: "2025-03-07" }),
    ).toEqual({});
  });

  it("touches only its own unit's blocks", () => {
    const other = sampleBlock("2025-03-01", "2025-03-05", { unitId: UnitId.make("u-2") });
    const documents = localDocumentsOf({ units: [sampleUnit()], unavailabilities: [other] });
    const changes = blockDates.apply(documents, { unitId: u1, dateFrom: "2025-03-02", dateTo: "2025-03-04" });
    expect(changes.removed).toEqual({ unavailabilities: [] });
  });

  it("changes nothing for a unit that is absent or deleted", () => {
    const block = { unitId: u1, dateFrom: "2025-03-01", dateTo: "2025-03-02" };
    expect(blockDates.apply(localDocumentsOf({ unavailabilities: [] }), block)).toEqual({});
    expect(blockDates.apply(localDocumentsOf({ units: [sampleUnit({ state: "DELETED" })] }), block)).toEqual(
      {},
    );
  });

  it("refuses an empty or reversed range and a day that does not exist", () => {
    const decode = Schema.decodeUnknownExit(UnavailabilityCommandPayload);
    expect(Exit.isFailure(decode({ unitId: "u-1", dateFrom: "2025-03-02", dateTo: "2025-03-02" }))).toBe(
      true,
    );
    expect(Exit.isFailure(decode({ unitId: "u-1", dateFrom: "2025-03-02", dateTo: "2025-03-01" }))).toBe(
      true,
    );
    expect(Exit.isFailure(decode({ unitId: "u-1", dateFrom: "2025-02-29", dateTo: "2025-03-01" }))).toBe(
      true,
    );
    expect(Exit.isSuccess(decode({ unitId: "u-1", dateFrom: "2024-02-29", dateTo: "2024-03-01" }))).toBe(
      true,
    );
  });
});

describe("unblockDates", () => {
  it("replays as POST …/unavailabilities/unblock with the range", () => {
    expect(unblockDates.toRestCall({ unitId: u1, dateFrom: "2025-03-01", dateTo: "2025-03-05" })).toEqual({
      method: "POST",
      path: "/api/app/properties/u-1/unavailabilities/unblock",
      body: { dateFrom: "2025-03-01", dateTo: "2025-03-05" },
    });
  });

  it("cuts a block at the range's edges instead of dropping it", () => {
    const block = sampleBlock("2025-03-01", "2025-03-10");
    const documents = localDocumentsOf({ units: [sampleUnit()], unavailabilities: [block] });
    const changes = unblockDates.apply(documents, {
      unitId: u1,
      dateFrom: "2025-03-04",
      dateTo: "2025-03-06",
    });
    expect(changes.unavailabilities?.map((d) => d.id)).toEqual([
      localBlockId("u-1", { dateFrom: "2025-03-01", dateTo: "2025-03-04" }),
      localBlockId("u-1", { dateFrom: "2025-03-06", dateTo: "2025-03-10" }),
    ]);
    expect(changes.removed).toEqual({ unavailabilities: [block.id] });
  });

  it("changes nothing where nothing is blocked", () => {
    const documents = localDocumentsOf({
      units: [sampleUnit()],
      unavailabilities: [sampleBlock("2025-03-01", "2025-03-04")],
    });
    expect(
      unblockDates.apply(documents, { unitId: u1, dateFrom: "2025-03-04", dateTo: "2025-03-06" }),
    ).toEqual({});
  });
});

describe("block and unblock against a day-by-day model", () => {
  const origin = "2024-02-20"; // crosses a leap day and, in Europe, the March clock change
  const day = fc.integer({ min: 0, max: 40 }).map((n) => addDays(origin, n));
  const range = fc
    .tuple(day, day)
    .filter(([a, b]) => a !== b)
    .map(([a, b]): DateRange => (a < b ? { dateFrom: a, dateTo: b } : { dateFrom: b, dateTo: a }));
  const nightsOf = (rs: readonly DateRange[]) => {
    const nights = new Set<number>();
    for (const r of rs) for (let d = dayNumber(r.dateFrom); d < dayNumber(r.dateTo); d++) nights.add(d);
    return [...nights].sort((a, b) => a - b);
  };
  const mirrorOf = (initial: readonly DateRange[]) =>
    localDocumentsOf({
      units: [sampleUnit()],
      unavailabilities: initial.map((r, i) => sampleBlock(r.dateFrom, r.dateTo, { id: `srv-${i}` })),
    });
  const commandsOf = (steps: readonly { block: boolean; range: DateRange }[]): PendingCommand[] =>
    steps.map((s, i) => ({
      id: `cmd-${String(i).padStart(4, "0")}`,
      type: s.block ? "blockDates" : "unblockDates",
      payload: { unitId: "u-1", ...s.range },
    }));

  it("blocks exactly the nights the model blocks, for any sequence of commands", () => {
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 5 }),
        fc.array(fc.record({ block: fc.boolean(), range }), { maxLength: 8 }),
        (initial, steps) => {
          const overlaid = overlayPendingCommands(mirrorOf(initial), commandsOf(steps));
          const model = new Set(nightsOf(initial));
          for (const s of steps)
            for (const n of nightsOf([s.range])) {
              if (s.block) model.add(n);
              else model.delete(n);
            }
          const blocks = manualBlocksOf(overlaid, "u-1");
          expect(nightsOf(ranges(blocks))).toEqual([...model].sort((a, b) => a - b));
          for (const b of blocks) expect(b.dateFrom < b.dateTo).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("restores the unit's blocks when a range is blocked and then unblocked", () => {
    fc.assert(
      fc.property(fc.array(range, { maxLength: 5 }), range, (initial, r) => {
        // Restoring is only possible when the range held no blocked night to begin with.
        fc.pre(!initial.some((x) => x.dateFrom < r.dateTo && r.dateFrom < x.dateTo));
        const overlaid = overlayPendingCommands(
          mirrorOf(initial),
          commandsOf([
            { block: true, range: r },
            { block: false, range: r },
          ]),
        );
        const blocks = manualBlocksOf(overlaid, "u-1");
        expect(normalizeRanges(ranges(blocks))).toEqual(normalizeRanges(initial));
        expect(nightsOf(ranges(blocks))).toEqual(nightsOf(initial));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("setCalendarStatus", () => {
  it("replays as POST …/calendar-action and sets the unit's status", () => {
    const payload = { unitId: u1, status: "PAUSED" } as const;
    expect(setCalendarStatus.toRestCall(payload)).toEqual({
      method: "POST",
      path: "/api/app/property-unit/u-1/calendar-action",
      body: { status: "PAUSED" },
    });
    const changes = setCalendarStatus.apply(localDocumentsOf({ units: [sampleUnit()] }), payload);
    expect(changes.units?.[0]?.calendarStatus).toBe("PAUSED");
    expect(
      setCalendarStatus.apply(
        localDocumentsOf({ units: [sampleUnit({ calendarStatus: "PAUSED" })] }),
        payload,
      ),
    ).toEqual({});
  });

  it("refuses a status the spec does not list", () => {
    expect(
      Exit.isFailure(
        Schema.decodeUnknownExit(setCalendarStatus.payload)({ unitId: "u-1", status: "CLOSED" }),
      ),
    ).toBe(true);
  });
});
