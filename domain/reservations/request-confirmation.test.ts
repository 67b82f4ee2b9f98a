import { describe, expect, it } from "vitest";
import { BookingRequestStatus } from "./booking-request.ts";
import { requestConfirmationOutcome } from "./request-confirmation.ts";

describe("the booking request confirmation page's outcome", () => {
  it("says confirmed only of a confirmed request, pending while its command waits", () => {
    expect(requestConfirmationOutcome("CONFIRMED", false)).toBe("confirmed");
    expect(requestConfirmationOutcome("CONFIRMED", true)).toBe("confirmation-pending");
  });

  it("names a request that is not confirmed by its own state, pending command or not", () => {
    for (const pending of [false, true]) {
      expect(requestConfirmationOutcome("REQUESTED", pending)).toBe("awaiting-answer");
      expect(requestConfirmationOutcome("REJECTED", pending)).toBe("rejected");
      expect(requestConfirmationOutcome("EXPIRED", pending)).toBe("expired");
    }
  });

  it("says confirmed of no status but CONFIRMED", () => {
    const confirmedSaying = BookingRequestStatus.literals.filter((status) =>
      [false, true].some((pending) => requestConfirmationOutcome(status, pending).startsWith("confirm")),
    );
    expect(confirmedSaying).toEqual(["CONFIRMED"]);
  });
});
