// Calendar writes of one unit (operations spec §4, §7): block and unblock nights, and set the unit's
// calendar status.
//
// Block and unblock work on the unit's manual blocks only (unavailability-document.ts). They change
// just the blocks the range reaches, through blockRange/unblockRange, and leave every other block as
// the mirror has it: blocking in May does not rewrite how the server stored March. A range the
// overlay creates gets an id made from the unit and its own dates, never a random one, so applying
// the same commands again gives the same documents and the screen does not flicker between renders.
import { Schema } from "effect";
import { CalendarDay } from "../calendar/calendar-day.ts";
import { CalendarActionPayload, CalendarStatus } from "../calendar/calendar-status.ts";
import { UnavailabilityChangePayload } from "../calendar/unavailability.ts";
import { isNonEmptyRange, rangesOverlap, type DateRange } from "../calendar/date-range.ts";
import { blockRange, unblockRange } from "../calendar/unavailability-ranges.ts";
import { isManualBlock, type UnavailabilityDocument } from "../calendar/unavailability-document.ts";
import { UnitId } from "../ids.ts";
import type { UnitDocument } from "../properties/unit-document.ts";
import { documentKey, defineCommand, type DocumentChanges, type LocalDocuments } from "./command.ts";
import { updateDocument } from "./document-update.ts";

/** Body of …/unavailabilities/block and /unblock, with the unit it is for. */
export const UnavailabilityCommandPayload = Schema.Struct({
  unitId: UnitId,
  dateFrom: CalendarDay,
  dateTo: CalendarDay,
}).check(isNonEmptyRange);
export type UnavailabilityCommandPayload = typeof UnavailabilityCommandPayload.Type;

/** The id of a manual block the overlay made; the prefix tells it apart from the server's ids. */
export function localBlockId(unitId: string, range: DateRange): string {
  return `local-block:${unitId}:${range.dateFrom}:${range.dateTo}`;
}

function liveUnit(documents: LocalDocuments, unitId: string): UnitDocument | undefined {
  const unit = documents.units?.get(unitId);
  return unit === undefined || unit.state === "DELETED" ? undefined : unit;
}

/** The unit's manual blocks, in the mirror's order. A scan: pending calendar commands are few. */
export function manualBlocksOf(documents: LocalDocuments, unitId: string): UnavailabilityDocument[] {
  const blocks: UnavailabilityDocument[] = [];
  for (const doc of documents.unavailabilities?.values() ?? [])
    if (doc.unitId === unitId && isManualBlock(doc)) blocks.push(doc);
  return blocks;
}

/** `replaced` gives way to `ranges`: a range that already has a block keeps that document. */
function replaceBlocks(
  unitId: UnitDocument["id"],
  replaced: readonly UnavailabilityDocument[],
  ranges: readonly DateRange[],
): DocumentChanges {
  const sameRange = (doc: UnavailabilityDocument, range: DateRange) =>
    doc.dateFrom === range.dateFrom && doc.dateTo === range.dateTo;
  const kept: UnavailabilityDocument[] = [];
  const created: UnavailabilityDocument[] = [];
  for (const range of ranges) {
    const existing = replaced.find((doc) => sameRange(doc, range));
    if (existing !== undefined) kept.push(existing);
    else
      created.push({
        id: localBlockId(unitId, range),
        unitId,
        dateFrom: range.dateFrom,
        dateTo: range.dateTo,
        source: "manual",
        provider: null,
        seq: 0,
      });
  }
  const removed = replaced.filter((doc) => !kept.includes(doc) && !created.some((c) => c.id === doc.id));
  if (created.length === 0 && removed.length === 0) return {};
  return {
    unavailabilities: created,
    removed: { unavailabilities: removed.map((doc) => doc.id) },
  };
}

export const blockDates = defineCommand({
  type: "blockDates",
  payload: UnavailabilityCommandPayload,
  summary: "Block a unit's nights",
  method: "POST",
  path: "/api/app/properties/:unitId/unavailabilities/block",
  paramsOf: (p) => ({ unitId: p.unitId }),
  body: UnavailabilityChangePayload,
  bodyOf: (p) => ({ dateFrom: p.dateFrom, dateTo: p.dateTo }),
  aggregateOf: (p) => documentKey("units", p.unitId),
  apply: (documents, p) => {
    const unit = liveUnit(documents, p.unitId);
    if (!unit) return {};
    // Blocks that overlap or touch the range merge with it into one; the others stay as they are.
    const reached = manualBlocksOf(documents, p.unitId).filter(
      (doc) => doc.dateFrom <= p.dateTo && p.dateFrom <= doc.dateTo,
    );
    return replaceBlocks(unit.id, reached, blockRange(reached, p.dateFrom, p.dateTo));
  },
});

export const unblockDates = defineCommand({
  type: "unblockDates",
  payload: UnavailabilityCommandPayload,
  summary: "Open a unit's blocked nights again",
  method: "POST",
  path: "/api/app/properties/:unitId/unavailabilities/unblock",
  paramsOf: (p) => ({ unitId: p.unitId }),
  body: UnavailabilityChangePayload,
  bodyOf: (p) => ({ dateFrom: p.dateFrom, dateTo: p.dateTo }),
  aggregateOf: (p) => documentKey("units", p.unitId),
  apply: (documents, p) => {
    const unit = liveUnit(documents, p.unitId);
    if (!unit) return {};
    const reached = manualBlocksOf(documents, p.unitId).filter((doc) => rangesOverlap(doc, p));
    if (reached.length === 0) return {};
    return replaceBlocks(unit.id, reached, unblockRange(reached, p.dateFrom, p.dateTo));
  },
});

export const SetCalendarStatusPayload = Schema.Struct({ unitId: UnitId, status: CalendarStatus });
export type SetCalendarStatusPayload = typeof SetCalendarStatusPayload.Type;

export const setCalendarStatus = defineCommand({
  type: "setCalendarStatus",
  payload: SetCalendarStatusPayload,
  summary: "Set a unit's calendar status",
  method: "POST",
  path: "/api/app/property-unit/:id/calendar-action",
  paramsOf: (p) => ({ id: p.unitId }),
  body: CalendarActionPayload,
  bodyOf: (p) => ({ status: p.status }),
  aggregateOf: (p) => documentKey("units", p.unitId),
  apply: (documents, p) => {
    const unit = liveUnit(documents, p.unitId);
    if (!unit) return {};
    const next = updateDocument(unit, (draft) => {
      draft.calendarStatus = p.status;
    });
    return next ? { units: [next] } : {};
  },
});
