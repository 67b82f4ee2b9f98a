import { describe, expect, it } from "vitest";
import { displayStatusLabel } from "./display-status.ts";

describe("display status label", () => {
  it("names who cancelled a booking, or says plain cancelled (spec §3)", () => {
    const cancelled = { kind: "booking", publicState: "CANCELLED" } as const;
    expect(displayStatusLabel({ ...cancelled, cancelledBy: "GUEST" })).toBe("cancelled_by_guest");
    expect(displayStatusLabel({ ...cancelled, cancelledBy: "GUEST_VIA_EXTERNAL_SYSTEM" })).toBe(
      "cancelled_by_guest",
    );
    expect(displayStatusLabel({ ...cancelled, cancelledBy: "OWNER_VIA_EXTERNAL_SYSTEM" })).toBe(
      "cancelled_by_owner",
    );
    expect(displayStatusLabel({ ...cancelled, cancelledBy: "EXTERNAL_SYSTEM" })).toBe("cancelled");
    expect(displayStatusLabel({ ...cancelled, cancelledBy: null })).toBe("cancelled");
  });

  it("labels the booking statuses", () => {
    const label = (publicState: "CONFIRMED" | "COMPLETED" | "IN_REVIEW_COLLECTION" | "NO_REVIEW_COLLECTED") =>
      displayStatusLabel({ kind: "booking", publicState, cancelledBy: null });
    expect(label("CONFIRMED")).toBe("confirmed");
    expect(label("COMPLETED")).toBe("completed");
    expect(label("IN_REVIEW_COLLECTION")).toBe("review_collection");
    expect(label("NO_REVIEW_COLLECTED")).toBe("no_review_collected");
  });

  it("labels requests and inquiries, expired check-out as expired", () => {
    expect(displayStatusLabel({ kind: "booking_request", status: "EXPIRED" })).toBe("expired");
    expect(displayStatusLabel({ kind: "inquiry", status: "EXPIRED_CHECKOUT" })).toBe("expired");
    expect(displayStatusLabel({ kind: "inquiry", status: "ACTION_NEEDED" })).toBe("action_needed");
    expect(displayStatusLabel({ kind: "inquiry", status: "REVIEW_COLLECTED" })).toBe("review_collected");
  });
});
