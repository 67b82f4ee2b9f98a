import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BookingRequestStatus } from "./booking-request.ts";
import { BookingStatus } from "./booking.ts";
import { InquiryStatus } from "./inquiry.ts";
import {
  reservationMatchesTab,
  reservationsTabs,
  toTabbedReservation,
  type ReservationsTab,
  type TabbedReservation,
} from "./reservation-tab.ts";

const stay = { checkIn: "2025-07-10", checkOut: "2025-07-14" };
const tabsOf = (r: TabbedReservation, today: string) =>
  reservationsTabs.filter((tab) => reservationMatchesTab(r, tab, today));

describe("reservations tabs", () => {
  it("puts booking requests under their status and all", () => {
    expect(tabsOf({ kind: "booking_request", status: "REQUESTED", ...stay }, "2025-07-01")).toEqual([
      "requests",
      "all",
    ]);
    expect(tabsOf({ kind: "booking_request", status: "EXPIRED", ...stay }, "2025-07-01")).toEqual([
      "expired",
      "all",
    ]);
    expect(tabsOf({ kind: "booking_request", status: "CONFIRMED", ...stay }, "2025-07-01")).toEqual(["all"]);
  });

  it("shows a confirmed booking as upcoming before check-in, current from check-in to the night before check-out", () => {
    const booking = { kind: "booking", status: "CONFIRMED", ...stay } as const;
    expect(tabsOf(booking, "2025-07-09")).toEqual(["confirmed", "upcoming", "all"]);
    expect(tabsOf(booking, "2025-07-10")).toEqual(["confirmed", "current", "all"]);
    expect(tabsOf(booking, "2025-07-13")).toEqual(["confirmed", "current", "all"]);
    expect(tabsOf(booking, "2025-07-14")).toEqual(["confirmed", "all"]);
  });

  it("keeps cancelled bookings out of upcoming and current", () => {
    expect(tabsOf({ kind: "booking", status: "CANCELLED", ...stay }, "2025-07-11")).toEqual([
      "cancelled",
      "all",
    ]);
  });

  it("archives inquiries that ended", () => {
    expect(tabsOf({ kind: "inquiry", status: "ACTION_NEEDED", ...stay }, "2025-07-01")).toEqual([
      "inquiries",
    ]);
    expect(tabsOf({ kind: "inquiry", status: "REJECTED", ...stay }, "2025-07-01")).toEqual([
      "inquiries-archived",
    ]);
  });

  it("puts every reservation in exactly one status tab, and never both upcoming and current", () => {
    fc.assert(
      fc.property(arbitraryCase, ({ reservation, today }) => {
        const tabs = tabsOf(reservation, today);
        const statusTabs = {
          booking_request: ["requests", "rejected", "expired"],
          booking: ["confirmed", "completed", "cancelled"],
          inquiry: ["inquiries", "inquiries-archived"],
        }[reservation.kind];
        const inStatusTabs = tabs.filter((t) => statusTabs.includes(t));
        if (reservation.kind === "booking_request")
          expect(inStatusTabs.length).toBe(reservation.status === "CONFIRMED" ? 0 : 1);
        else expect(inStatusTabs).toHaveLength(1);
        expect(tabs.includes("upcoming") && tabs.includes("current")).toBe(false);
        expect(tabs.includes("all")).toBe(reservation.kind !== "inquiry");
      }),
      { numRuns: 1000 },
    );
  });
});

// The tab rule restated from the decision record ("Reservation tabs", docs/decisions.md), on day
// numbers rather than the implementation's string comparison and status-filter helper.
const completedBookingStatuses = [
  "COMPLETED",
  "IN_REVIEW_COLLECTION",
  "REVIEW_COLLECTED",
  "NO_REVIEW_COLLECTED",
];
const openInquiryStatuses = ["REQUESTED", "ACTION_NEEDED", "CONFIRMED", "IN_REVIEW_COLLECTION"];
const endedInquiryStatuses = ["REJECTED", "EXPIRED_CHECKOUT", "REVIEW_COLLECTED", "NO_REVIEW_COLLECTED"];
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

function specTabs(r: TabbedReservation, today: string): ReservationsTab[] {
  const [checkIn, checkOut, now] = [dayNumber(r.checkIn), dayNumber(r.checkOut), dayNumber(today)];
  const tabs = new Set<ReservationsTab>();
  if (r.kind === "booking_request") {
    tabs.add("all");
    if (r.status === "REQUESTED") tabs.add("requests");
    if (r.status === "REJECTED") tabs.add("rejected");
    if (r.status === "EXPIRED") tabs.add("expired");
  } else if (r.kind === "booking") {
    tabs.add("all");
    if (r.status === "CONFIRMED") tabs.add("confirmed");
    if (completedBookingStatuses.includes(r.status)) tabs.add("completed");
    if (r.status === "CANCELLED") tabs.add("cancelled");
    else {
      if (now < checkIn) tabs.add("upcoming");
      if (checkIn <= now && now < checkOut) tabs.add("current");
    }
  } else {
    if (openInquiryStatuses.includes(r.status)) tabs.add("inquiries");
    if (endedInquiryStatuses.includes(r.status)) tabs.add("inquiries-archived");
  }
  return reservationsTabs.filter((tab) => tabs.has(tab));
}

const isoOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
const allStatuses = [
  ...BookingRequestStatus.literals.map((status) => ({ kind: "booking_request" as const, status })),
  ...BookingStatus.literals.map((status) => ({ kind: "booking" as const, status })),
  ...InquiryStatus.literals.map((status) => ({ kind: "inquiry" as const, status })),
];

// Check-ins over several years (month and year ends, leap days included), stays of 1 to 30 nights,
// and "today" anywhere from well before check-in to well after check-out, with the edges (the day
// before check-in, check-in, the last night, check-out, the day after) drawn often.
const arbitraryCase = fc
  .record({
    checkIn: fc.integer({ min: dayNumber("2024-01-01"), max: dayNumber("2030-12-31") }),
    nights: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 30 })),
    pick: fc.constantFrom(...allStatuses),
    edge: fc.constantFrom("before", "check-in eve", "check-in", "inside", "last night", "check-out", "after"),
    spread: fc.integer({ min: 1, max: 400 }),
  })
  .map(({ checkIn, nights, pick, edge, spread }) => {
    const checkOut = checkIn + nights;
    const today = {
      before: checkIn - spread,
      "check-in eve": checkIn - 1,
      "check-in": checkIn,
      inside: checkIn + (spread % nights),
      "last night": checkOut - 1,
      "check-out": checkOut,
      after: checkOut + spread,
    }[edge];
    const reservation = { ...pick, checkIn: isoOf(checkIn), checkOut: isoOf(checkOut) } as TabbedReservation;
    return { reservation, today: isoOf(today), edge, kind: pick.kind, status: pick.status };
  });

describe("reservations tabs against the decision record", () => {
  // Each row: the reservation, today, and the tabs it must show under (in the tabs' own order).
  const july = { checkIn: "2025-07-10", checkOut: "2025-07-14" };
  const newYear = { checkIn: "2025-12-30", checkOut: "2026-01-02" };
  const cases: Array<[TabbedReservation, string, ReservationsTab[]]> = [
    [{ kind: "booking_request", status: "REQUESTED", ...july }, "2025-07-20", ["requests", "all"]],
    [{ kind: "booking_request", status: "REJECTED", ...july }, "2025-07-01", ["rejected", "all"]],
    [{ kind: "booking_request", status: "EXPIRED", ...july }, "2025-07-11", ["expired", "all"]],
    [{ kind: "booking_request", status: "CONFIRMED", ...july }, "2025-07-09", ["all"]],
    [{ kind: "booking", status: "CONFIRMED", ...newYear }, "2025-12-29", ["confirmed", "upcoming", "all"]],
    [{ kind: "booking", status: "CONFIRMED", ...newYear }, "2025-12-31", ["confirmed", "current", "all"]],
    [{ kind: "booking", status: "CONFIRMED", ...newYear }, "2026-01-01", ["confirmed", "current", "all"]],
    [{ kind: "booking", status: "CONFIRMED", ...newYear }, "2026-01-02", ["confirmed", "all"]],
    [{ kind: "booking", status: "COMPLETED", ...july }, "2025-07-20", ["completed", "all"]],
    [{ kind: "booking", status: "IN_REVIEW_COLLECTION", ...july }, "2025-07-15", ["completed", "all"]],
    [{ kind: "booking", status: "REVIEW_COLLECTED", ...july }, "2025-08-01", ["completed", "all"]],
    // A completed status does not take a stay out of upcoming or current: only cancelling does.
    [
      { kind: "booking", status: "NO_REVIEW_COLLECTED", ...july },
      "2025-07-12",
      ["completed", "current", "all"],
    ],
    [{ kind: "booking", status: "CANCELLED", ...july }, "2025-07-01", ["cancelled", "all"]],
    [{ kind: "booking", status: "CANCELLED", ...july }, "2025-07-09", ["cancelled", "all"]],
    [{ kind: "booking", status: "CANCELLED", ...july }, "2025-07-10", ["cancelled", "all"]],
    [{ kind: "booking", status: "CANCELLED", ...july }, "2025-07-14", ["cancelled", "all"]],
    [{ kind: "inquiry", status: "REQUESTED", ...july }, "2025-07-01", ["inquiries"]],
    [{ kind: "inquiry", status: "ACTION_NEEDED", ...july }, "2025-07-01", ["inquiries"]],
    [{ kind: "inquiry", status: "CONFIRMED", ...july }, "2025-07-11", ["inquiries"]],
    [{ kind: "inquiry", status: "IN_REVIEW_COLLECTION", ...july }, "2025-07-20", ["inquiries"]],
    [{ kind: "inquiry", status: "REJECTED", ...july }, "2025-07-01", ["inquiries-archived"]],
    [{ kind: "inquiry", status: "EXPIRED_CHECKOUT", ...july }, "2025-07-20", ["inquiries-archived"]],
    [{ kind: "inquiry", status: "REVIEW_COLLECTED", ...july }, "2025-07-20", ["inquiries-archived"]],
    [{ kind: "inquiry", status: "NO_REVIEW_COLLECTED", ...july }, "2025-07-20", ["inquiries-archived"]],
  ];

  it.each(cases)("%j on %s shows under %j", (reservation, today, expected) => {
    expect(tabsOf(reservation, today)).toEqual(expected);
  });

  it("shows every kind and status on every day exactly under the tabs the record names", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(arbitraryCase, ({ reservation, today, edge, kind, status }) => {
        seen.add(`${kind} ${status}`).add(edge);
        expect(tabsOf(reservation, today)).toEqual(specTabs(reservation, today));
      }),
      { numRuns: 3000 },
    );
    // The generator reached every status of every kind and every position of today.
    expect(seen.size).toBe(allStatuses.length + 7);
  });
});

describe("stored reservations", () => {
  it("are typed for the tab rule only when their status belongs to their kind", () => {
    const stored = { kind: "inquiry", status: "REJECTED", ...stay } as const;
    expect(toTabbedReservation(stored)).toEqual(stored);
    expect(toTabbedReservation({ ...stored, status: "EXPIRED" })).toBeUndefined();
    expect(toTabbedReservation({ ...stored, kind: "booking_request", status: "EXPIRED" })).toEqual({
      ...stored,
      kind: "booking_request",
      status: "EXPIRED",
    });
  });
});
