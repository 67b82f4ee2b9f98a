import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BookingRequestStatus } from "./booking-request.ts";
import { BookingStatus } from "./booking.ts";
import { InquiryStatus } from "./inquiry.ts";
import {
  reservationMatchesTab,
  reservationsTabs,
  toTabbedReservation,
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
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2025-02-${String(d).padStart(2, "0")}`);
    const reservation: fc.Arbitrary<TabbedReservation> = fc
      .tuple(day, fc.integer({ min: 1, max: 10 }))
      .chain(([checkIn, nights]) => {
        const checkOut = `2025-03-${String(nights).padStart(2, "0")}`;
        const base = { checkIn, checkOut };
        return fc.oneof(
          fc
            .constantFrom(...BookingRequestStatus.literals)
            .map((status) => ({ kind: "booking_request" as const, status, ...base })),
          fc
            .constantFrom(...BookingStatus.literals)
            .map((status) => ({ kind: "booking" as const, status, ...base })),
          fc
            .constantFrom(...InquiryStatus.literals)
            .map((status) => ({ kind: "inquiry" as const, status, ...base })),
        );
      });
    fc.assert(
      fc.property(reservation, day, (r, today) => {
        const tabs = tabsOf(r, today);
        const statusTabs = {
          booking_request: ["requests", "rejected", "expired"],
          booking: ["confirmed", "completed", "cancelled"],
          inquiry: ["inquiries", "inquiries-archived"],
        }[r.kind];
        const inStatusTabs = tabs.filter((t) => statusTabs.includes(t));
        if (r.kind === "booking_request") expect(inStatusTabs.length).toBe(r.status === "CONFIRMED" ? 0 : 1);
        else expect(inStatusTabs).toHaveLength(1);
        expect(tabs.includes("upcoming") && tabs.includes("current")).toBe(false);
        expect(tabs.includes("all")).toBe(r.kind !== "inquiry");
      }),
      { numRuns: 1000 },
    );
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
