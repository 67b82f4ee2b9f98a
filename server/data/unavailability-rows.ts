// Reads a unit's unavailabilities (operations spec §3, §7) and what holds its nights: blocks of any
// source, and the reservations a guest has made. All ranges are half-open [dateFrom, dateTo).
import { UnitId } from "../../domain/ids.ts";
import { intervalEntryType } from "../../domain/calendar/calendar-entry-type.ts";
import type { DateRange } from "../../domain/calendar/date-range.ts";
import type { Unavailability } from "../../domain/calendar/unavailability.ts";
import { BookingStatus, bookingStatusFilterOf } from "../../domain/reservations/booking.ts";
import { InquiryStatus } from "../../domain/reservations/inquiry.ts";
import type { Queryable } from "../db/database.ts";
import { genericPlan } from "../db/generic-plan.ts";

export type UnavailabilitySource = "manual" | "external" | "automated_block";

/** An unavailability with its row id and where it comes from; the domain shape plus both. */
export interface UnavailabilityItem extends Unavailability {
  readonly id: string;
  readonly source: UnavailabilitySource;
}

/** What keeps an inquiry from being confirmed: a block, or a stay a guest has booked. */
export interface OverlapItem extends Unavailability {
  readonly id: string;
  readonly source: UnavailabilitySource | "booking" | "inquiry";
}

interface UnavailabilityRow {
  id: string;
  unit_id: string;
  date_from: string;
  date_to: string;
  source: string;
  seq: string;
  deleted: boolean;
}

export const unavailabilityColumns = `a.id, a.unit_id, to_char(a.date_from, 'YYYY-MM-DD') as date_from,
  to_char(a.date_to, 'YYYY-MM-DD') as date_to, a.source, a.seq::text as seq, a.deleted`;

export function unavailabilityOf(row: UnavailabilityRow): UnavailabilityItem {
  return {
    id: row.id,
    unitId: UnitId.make(row.unit_id),
    dateFrom: row.date_from,
    dateTo: row.date_to,
    source: row.source as UnavailabilitySource,
  };
}

// Which reservations hold nights, read off the domain rather than restated here: every booking but
// a cancelled one, and every inquiry the calendar draws as confirmed. Open booking requests and
// inquiries hold nothing until the host confirms them.
const occupyingBookingStatuses = BookingStatus.literals.filter(
  (s) => bookingStatusFilterOf(s) !== "cancelled",
);
const occupyingInquiryStatuses = InquiryStatus.literals.filter(
  (status) =>
    intervalEntryType({
      source: null,
      booking: null,
      bookingRequest: null,
      inquiry: { publicId: "", status },
      external: null,
    }) === "inquiry_confirmed",
);

/** Live blocks of a unit overlapping the range, of every source. */
export async function unavailabilitiesOverlapping(
  db: Queryable,
  hostId: string,
  unitId: string,
  range: DateRange,
): Promise<UnavailabilityItem[]> {
  const { rows } = await db.query<UnavailabilityRow>(
    `select ${unavailabilityColumns} from unavailabilities a
     where a.host_id = $1 and a.unit_id = $2 and not a.deleted and a.date_from < $4::date and a.date_to > $3::date
     order by a.date_from, a.id`,
    [hostId, unitId, range.dateFrom, range.dateTo],
  );
  return rows.map(unavailabilityOf);
}

/**
 * The unit's manual blocks that overlap or touch the range: the only ones a block or unblock of
 * that range can merge with or cut.
 */
export async function manualBlocksNear(
  db: Queryable,
  hostId: string,
  unitId: string,
  range: DateRange,
): Promise<UnavailabilityItem[]> {
  const { rows } = await db.query<UnavailabilityRow>(
    `select ${unavailabilityColumns} from unavailabilities a
     where a.host_id = $1 and a.unit_id = $2 and a.source = 'manual' and not a.deleted
       and a.date_from <= $4::date and a.date_to >= $3::date
     order by a.date_from, a.id`,
    [hostId, unitId, range.dateFrom, range.dateTo],
  );
  return rows.map(unavailabilityOf);
}

/** Blocks and guests' stays of the unit overlapping the range, `excludeId` aside, in date order. */
export async function overlapsOf(
  db: Queryable,
  options: {
    hostId: string;
    unitId: string;
    range: DateRange;
    excludeId?: string;
    blocks: boolean;
    limit: number;
    offset: number;
  },
): Promise<OverlapItem[]> {
  const { hostId, unitId, range, excludeId, blocks, limit, offset } = options;
  const { rows } = await db.query<{
    id: string;
    unit_id: string;
    date_from: string;
    date_to: string;
    source: OverlapItem["source"];
  }>(
    `select * from (
       select a.id, a.unit_id, to_char(a.date_from, 'YYYY-MM-DD') as date_from,
         to_char(a.date_to, 'YYYY-MM-DD') as date_to, a.source
       from unavailabilities a
       where $8 and a.host_id = $1 and a.unit_id = $2 and not a.deleted
         and a.date_from < $4::date and a.date_to > $3::date
       union all
       select r.id, r.unit_id, to_char(r.check_in, 'YYYY-MM-DD'), to_char(r.check_out, 'YYYY-MM-DD'), r.kind
       from reservations r
       where r.host_id = $1 and r.unit_id = $2 and not r.deleted and r.id <> $5
         and ((r.kind = 'booking' and r.status = any($6::text[])) or (r.kind = 'inquiry' and r.status = any($7::text[])))
         and r.check_in < $4::date and r.check_out > $3::date
     ) x order by date_from, id limit $9 offset $10`,
    [
      hostId,
      unitId,
      range.dateFrom,
      range.dateTo,
      excludeId ?? "",
      occupyingBookingStatuses,
      occupyingInquiryStatuses,
      blocks,
      limit,
      offset,
    ],
  );
  return rows.map((row) => ({
    id: row.id,
    unitId: UnitId.make(row.unit_id),
    dateFrom: row.date_from,
    dateTo: row.date_to,
    source: row.source,
  }));
}

/**
 * What a block or unblock of the range needs, in one statement: the first stay a guest has booked
 * over it (when `stays`; the same rule as overlapsOf) and the unit's manual blocks that overlap or
 * touch it (as manualBlocksNear).
 */
export async function calendarAroundRange(
  db: Queryable,
  options: { hostId: string; unitId: string; range: DateRange; stays: boolean },
): Promise<{ stay: OverlapItem | undefined; manual: UnavailabilityItem[] }> {
  const { hostId, unitId, range, stays } = options;
  const { rows } = await db.query<UnavailabilityRow & { what: "stay" | "manual" }>(
    genericPlan(`select * from (
       select 'stay' as what, r.id, r.unit_id, to_char(r.check_in, 'YYYY-MM-DD') as date_from,
         to_char(r.check_out, 'YYYY-MM-DD') as date_to, r.kind as source, r.seq::text as seq, r.deleted
       from reservations r
       where $7 and r.host_id = $1 and r.unit_id = $2 and not r.deleted
         and ((r.kind = 'booking' and r.status = any($5::text[])) or (r.kind = 'inquiry' and r.status = any($6::text[])))
         and r.check_in < $4::date and r.check_out > $3::date
       order by r.check_in, r.id limit 1
     ) stay
     union all
     select * from (
       select 'manual' as what, ${unavailabilityColumns} from unavailabilities a
       where a.host_id = $1 and a.unit_id = $2 and a.source = 'manual' and not a.deleted
         and a.date_from <= $4::date and a.date_to >= $3::date
       order by a.date_from, a.id
     ) manual`),
    [hostId, unitId, range.dateFrom, range.dateTo, occupyingBookingStatuses, occupyingInquiryStatuses, stays],
  );
  const stay = rows.find((row) => row.what === "stay");
  return {
    stay:
      stay === undefined
        ? undefined
        : {
            id: stay.id,
            unitId: UnitId.make(stay.unit_id),
            dateFrom: stay.date_from,
            dateTo: stay.date_to,
            source: stay.source as OverlapItem["source"],
          },
    manual: rows.filter((row) => row.what === "manual").map(unavailabilityOf),
  };
}
