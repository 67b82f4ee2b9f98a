import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BookingRequestStatus } from "./booking-request.ts";
import { BookingStatus } from "./booking.ts";
import { InquiryStatus } from "./inquiry.ts";
import { homeTabOf } from "./home-tab.ts";
import { reservationMatchesTab, type TabbedReservation } from "./reservation-tab.ts";

const stay = { checkIn: "2025-07-10", checkOut: "2025-07-14" };

describe("the tab a reservation's details link back to", () => {
  it("is completed for a completed booking, whenever today is", () => {
    for (const status of ["COMPLETED", "IN_REVIEW_COLLECTION", "REVIEW_COLLECTED"] as const) {
      for (const today of ["2025-07-01", "2025-07-12", "2025-08-01"]) {
        expect(homeTabOf({ kind: "booking", status, ...stay }, today)).toBe("completed");
      }
    }
  });

  it("follows a confirmed booking from upcoming to current to confirmed", () => {
    const booking = { kind: "booking", status: "CONFIRMED", ...stay } as const;
    expect(homeTabOf(booking, "2025-07-09")).toBe("upcoming");
    expect(homeTabOf(booking, "2025-07-10")).toBe("current");
    expect(homeTabOf(booking, "2025-07-13")).toBe("current");
    // Checked out, not yet marked completed by the server: still a confirmed booking.
    expect(homeTabOf(booking, "2025-07-14")).toBe("confirmed");
  });

  it("is cancelled for a cancelled booking, even one ahead", () => {
    expect(homeTabOf({ kind: "booking", status: "CANCELLED", ...stay }, "2025-07-01")).toBe("cancelled");
  });

  it("puts requests under their state, a confirmed one under all, and inquiries under theirs", () => {
    const request = (status: BookingRequestStatus) => ({ kind: "booking_request", status, ...stay }) as const;
    expect(homeTabOf(request("REQUESTED"), "2025-07-01")).toBe("requests");
    expect(homeTabOf(request("REJECTED"), "2025-07-01")).toBe("rejected");
    expect(homeTabOf(request("EXPIRED"), "2025-07-01")).toBe("expired");
    expect(homeTabOf(request("CONFIRMED"), "2025-07-01")).toBe("all");
    expect(homeTabOf({ kind: "inquiry", status: "REQUESTED", ...stay }, "2025-07-01")).toBe("inquiries");
    expect(homeTabOf({ kind: "inquiry", status: "REJECTED", ...stay }, "2025-07-01")).toBe(
      "inquiries-archived",
    );
  });

  it("is always a tab that holds the reservation", () => {
    const day = fc
      .integer({ min: 0, max: 60 })
      .map((n) => new Date(Date.UTC(2025, 6, 1 + n)).toISOString().slice(0, 10));
    const reservation: fc.Arbitrary<TabbedReservation> = fc
      .record({ checkIn: day, nights: fc.integer({ min: 1, max: 20 }) })
      .chain(({ checkIn, nights }) => {
        const checkOut = new Date(Date.parse(checkIn) + nights * 86_400_000).toISOString().slice(0, 10);
        return fc.oneof(
          fc
            .constantFrom(...BookingRequestStatus.literals)
            .map((status) => ({ kind: "booking_request" as const, status, checkIn, checkOut })),
          fc
            .constantFrom(...BookingStatus.literals)
            .map((status) => ({ kind: "booking" as const, status, checkIn, checkOut })),
          fc
            .constantFrom(...InquiryStatus.literals)
            .map((status) => ({ kind: "inquiry" as const, status, checkIn, checkOut })),
        );
      });
    fc.assert(
      fc.property(reservation, day, (r, today) => reservationMatchesTab(r, homeTabOf(r, today), today)),
      { numRuns: 2000 },
    );
  });
});
