import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { performanceSummary } from "./performance-summary.ts";
import type { ReservationKind } from "../reservations/reservation-document.ts";

const reservation = (
  kind: ReservationKind,
  status: string,
  checkIn: string,
  checkOut: string,
  createdAt = "2025-01-10T09:00:00Z",
  guestCount = 2,
) => ({ kind, status, checkIn, checkOut, createdAt, guestCount });

describe("performanceSummary", () => {
  it("rates the decided requests of the year and leaves open ones out", () => {
    const summary = performanceSummary(
      [
        reservation("booking_request", "CONFIRMED", "2025-03-01", "2025-03-04"),
        reservation("booking_request", "REJECTED", "2025-03-01", "2025-03-04"),
        reservation("booking_request", "EXPIRED", "2025-03-01", "2025-03-04"),
        reservation("booking_request", "CONFIRMED", "2025-03-01", "2025-03-04"),
        reservation("booking_request", "REQUESTED", "2025-03-01", "2025-03-04"),
        // Received the year before: not this year's.
        reservation("booking_request", "REJECTED", "2025-01-02", "2025-01-04", "2024-12-30T10:00:00Z"),
        reservation("inquiry", "REVIEW_COLLECTED", "2025-03-01", "2025-03-04"),
        reservation("inquiry", "ACTION_NEEDED", "2025-03-01", "2025-03-04"),
      ],
      [],
      2025,
    );
    expect(summary.requests).toEqual({
      received: 5,
      accepted: 2,
      declined: 1,
      expired: 1,
      open: 1,
      acceptanceRate: 0.5,
    });
    expect(summary.inquiries).toMatchObject({ received: 2, accepted: 1, open: 1, acceptanceRate: 1 });
  });

  it("counts the year's stays by check-in, apart from the cancelled ones", () => {
    const summary = performanceSummary(
      [
        reservation("booking", "CONFIRMED", "2025-07-01", "2025-07-08", "2025-05-02T12:00:00Z", 4),
        reservation("booking", "COMPLETED", "2025-02-01", "2025-02-04", "2025-02-01T08:00:00Z", 2),
        reservation("booking", "CANCELLED", "2025-08-01", "2025-08-04"),
        reservation("booking", "COMPLETED", "2024-08-01", "2024-08-04"),
      ],
      [
        { rating: 5, createdAt: "2025-07-10T00:00:00Z" },
        { rating: 4, createdAt: "2025-02-05T00:00:00Z" },
        { rating: 1, createdAt: "2024-02-05T00:00:00Z" },
      ],
      2025,
    );
    expect(summary.stays).toEqual({
      stays: 2,
      nights: 10,
      averageNights: 5,
      averageLeadDays: 30,
      averageGuests: 3,
      cancelled: 1,
      cancellationRate: 1 / 3,
    });
    expect(summary.rating).toMatchObject({ average: 4.5, count: 2 });
  });

  it("accounts for every request and inquiry of the year once, with rates between 0 and 1", () => {
    const kinds = fc.constantFrom<ReservationKind>("booking_request", "inquiry", "booking");
    const statuses = {
      booking_request: ["REQUESTED", "CONFIRMED", "REJECTED", "EXPIRED"],
      inquiry: [
        "REQUESTED",
        "ACTION_NEEDED",
        "CONFIRMED",
        "REVIEW_COLLECTED",
        "EXPIRED_CHECKOUT",
        "REJECTED",
      ],
      booking: ["CONFIRMED", "CANCELLED", "COMPLETED"],
    } as const;
    const any = kinds.chain((kind) =>
      fc.record({
        kind: fc.constant(kind),
        status: fc.constantFrom(...statuses[kind]),
        checkIn: fc.constantFrom("2024-12-30", "2025-04-01", "2026-01-02"),
        checkOut: fc.constantFrom("2026-02-01"),
        createdAt: fc.constantFrom("2024-11-30T00:00:00Z", "2025-03-01T00:00:00Z"),
        guestCount: fc.integer({ min: 1, max: 12 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(any, { maxLength: 40 }), (reservations) => {
        const summary = performanceSummary(reservations, [], 2025);
        for (const kind of ["booking_request", "inquiry"] as const) {
          const figures = kind === "booking_request" ? summary.requests : summary.inquiries;
          const received = reservations.filter(
            (r) => r.kind === kind && r.createdAt.startsWith("2025"),
          ).length;
          expect(figures.received).toBe(received);
          expect(figures.accepted + figures.declined + figures.expired + figures.open).toBe(received);
          if (figures.acceptanceRate !== null) {
            expect(figures.acceptanceRate).toBeGreaterThanOrEqual(0);
            expect(figures.acceptanceRate).toBeLessThanOrEqual(1);
          }
        }
        const bookings = reservations.filter((r) => r.kind === "booking" && r.checkIn.startsWith("2025"));
        expect(summary.stays.stays + summary.stays.cancelled).toBe(bookings.length);
      }),
      { numRuns: 1000 },
    );
  });
});
