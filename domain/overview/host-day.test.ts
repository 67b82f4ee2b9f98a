import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays } from "../calendar/calendar-day.ts";
import type { ReservationKind } from "../reservations/reservation-document.ts";
import { hostDay } from "./host-day.ts";

const today = "2026-11-28";
const stay = (
  kind: ReservationKind,
  status: string,
  checkIn: string,
  checkOut: string,
  guestName = "Guest",
) => ({
  kind,
  status,
  checkIn,
  checkOut,
  guestName,
});

describe("hostDay", () => {
  it("lists today's arrivals and departures and counts who is in", () => {
    const day = hostDay(
      [
        stay("booking", "CONFIRMED", today, "2026-12-02", "Zoe"),
        stay("booking", "CONFIRMED", today, "2026-12-01", "Ada"),
        stay("booking", "CANCELLED", today, "2026-12-01", "Gone"),
        stay("booking", "COMPLETED", "2026-11-20", today, "Leaving"),
        stay("booking", "CONFIRMED", "2026-11-26", "2026-11-30", "Staying"),
        stay("booking", "CONFIRMED", "2026-12-05", "2026-12-09"),
        stay("booking", "CONFIRMED", "2026-12-06", "2026-12-09"),
        stay("booking_request", "REQUESTED", today, "2026-12-01"),
        stay("inquiry", "ACTION_NEEDED", "2026-12-10", "2026-12-12"),
        stay("inquiry", "REJECTED", "2026-12-10", "2026-12-12"),
      ],
      today,
    );
    expect(day.arrivals.map((r) => r.guestName)).toEqual(["Ada", "Zoe"]);
    expect(day.departures.map((r) => r.guestName)).toEqual(["Leaving"]);
    // Today's arrivals and the one mid-stay; the one leaving today is out.
    expect(day.inHouse).toBe(3);
    expect(day.arrivingSoon).toBe(1);
    expect(day.openRequests).toBe(1);
    expect(day.inquiriesToAnswer).toBe(1);
  });

  it("never counts a cancelled booking, and puts each stay in at most one of arriving today or soon", () => {
    const statuses = ["CONFIRMED", "CANCELLED", "COMPLETED"] as const;
    const any = fc.record({
      status: fc.constantFrom(...statuses),
      from: fc.integer({ min: -10, max: 12 }),
      nights: fc.integer({ min: 1, max: 10 }),
    });
    fc.assert(
      fc.property(fc.array(any, { maxLength: 30 }), (rows) => {
        const docs = rows.map((r, i) =>
          stay("booking", r.status, addDays(today, r.from), addDays(today, r.from + r.nights), `g${i}`),
        );
        const day = hostDay(docs, today);
        const live = docs.filter((d) => d.status !== "CANCELLED");
        expect(day.arrivals.length).toBe(live.filter((d) => d.checkIn === today).length);
        expect(day.departures.length).toBe(live.filter((d) => d.checkOut === today).length);
        expect(day.inHouse).toBe(live.filter((d) => d.checkIn <= today && today < d.checkOut).length);
        expect(day.arrivingSoon).toBe(
          live.filter((d) => d.checkIn > today && d.checkIn <= addDays(today, 7)).length,
        );
      }),
      { numRuns: 1000 },
    );
  });
});
