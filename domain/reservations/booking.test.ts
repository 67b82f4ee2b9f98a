import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  Booking,
  bookingAfterCancel,
  BookingStatus,
  bookingStatusFilterOf,
  canCancelBooking,
  PartyRole,
} from "./booking.ts";

const booking = Schema.decodeUnknownSync(Booking)({
  id: "b-1",
  status: "CONFIRMED",
  publicState: "CONFIRMED",
  checkIn: "2025-07-01",
  checkOut: "2025-07-08",
  guestName: "Ana",
  guestCount: 2,
  totalPrice: 980,
  currency: "EUR",
  createdAt: "2025-05-01T10:00:00Z",
  cancelledBy: null,
  propertyUnitSummary: { publicId: "u-1", title: "Sea view" },
});

describe("booking", () => {
  it("knows the six statuses and five party roles of spec §3", () => {
    expect(BookingStatus.literals).toHaveLength(6);
    expect(PartyRole.literals).toEqual([
      "OWNER",
      "GUEST",
      "OWNER_VIA_EXTERNAL_SYSTEM",
      "GUEST_VIA_EXTERNAL_SYSTEM",
      "EXTERNAL_SYSTEM",
    ]);
    const exit = Schema.decodeUnknownExit(Booking)({ ...booking, status: "PENDING" });
    expect(Exit.isFailure(exit)).toBe(true);
    expect(String(exit)).toContain('"NO_REVIEW_COLLECTED"');
  });

  it("can be cancelled while confirmed and before check-out", () => {
    expect(canCancelBooking(booking, "2025-06-30")).toBe(true);
    expect(canCancelBooking(booking, "2025-07-07")).toBe(true);
    expect(canCancelBooking(booking, "2025-07-08")).toBe(false);
    expect(canCancelBooking({ ...booking, status: "CANCELLED" }, "2025-06-01")).toBe(false);
  });

  it("takes the returned status as its public state after a cancel (spec §4)", () => {
    const after = bookingAfterCancel(booking, "CANCELLED");
    expect(after).toMatchObject({ status: "CANCELLED", publicState: "CANCELLED", cancelledBy: "OWNER" });
    expect(booking.status).toBe("CONFIRMED");
  });

  it("names who cancelled only when the answer is CANCELLED, and keeps the earlier value otherwise", () => {
    expect(bookingAfterCancel(booking, "CANCELLED", "GUEST").cancelledBy).toBe("GUEST");
    // The server may answer with the status the booking already reached (say, completed after the
    // stay): nobody cancelled it, so who cancelled stays as it was.
    for (const returned of BookingStatus.literals.filter((status) => status !== "CANCELLED")) {
      const after = bookingAfterCancel(booking, returned, "GUEST");
      expect(after).toMatchObject({ status: returned, publicState: returned, cancelledBy: null });
      expect(bookingAfterCancel({ ...booking, cancelledBy: "EXTERNAL_SYSTEM" }, returned).cancelledBy).toBe(
        "EXTERNAL_SYSTEM",
      );
    }
  });

  it("maps statuses to the lowercase filter values", () => {
    expect(bookingStatusFilterOf("CONFIRMED")).toBe("confirmed");
    expect(bookingStatusFilterOf("CANCELLED")).toBe("cancelled");
    expect(bookingStatusFilterOf("NO_REVIEW_COLLECTED")).toBe("completed");
  });
});
