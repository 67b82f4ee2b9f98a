// The local copy of one unavailability of a unit (operations spec §3): nights that cannot be booked
// for another reason than a reservation. Reservations live in their own collection; this one holds
// the host's manual blocks, automated blocks and blocks imported from other calendars. Block and
// unblock change only manual blocks: an automated block is drawn as manual (spec §3) but belongs to
// the rule that made it, and an imported block to the calendar it came from.
import { Schema } from "effect";
import { UnitId } from "../ids.ts";
import { CalendarDay } from "./calendar-day.ts";
import { isNonEmptyRange } from "./date-range.ts";

export const UnavailabilitySource = Schema.Literals(["manual", "automated_block", "external"]);
export type UnavailabilitySource = typeof UnavailabilitySource.Type;

export const UnavailabilityDocument = Schema.Struct({
  id: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(128)),
  unitId: UnitId,
  /** First blocked night; the range is half-open (date-range.ts). */
  dateFrom: CalendarDay,
  dateTo: CalendarDay,
  source: UnavailabilitySource,
  /** The other calendar an external block comes from ("smoobu" is drawn apart); null otherwise. */
  provider: Schema.NullOr(Schema.String),
  /** The host's change sequence number of the last write; 0 for a block only the overlay holds. */
  seq: Schema.Number,
}).check(isNonEmptyRange);
export type UnavailabilityDocument = typeof UnavailabilityDocument.Type;

export function isManualBlock(doc: Pick<UnavailabilityDocument, "source">): boolean {
  return doc.source === "manual";
}
