import { Exit, Result, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BookingCancelPayload, buildBookingCancelPayload } from "./booking-cancel-payload.ts";
import { bookingRejectReasons, BookingRejectSubReason, subReasonsFor } from "./reject-reasons.ts";

describe("booking cancel payload", () => {
  it("sends the explanation only when it is not empty (spec §5)", () => {
    expect(buildBookingCancelPayload({ reason: "SELF_MANAGED_BOOKING", explanation: "  " })).toEqual(
      Result.succeed({ reason: "SELF_MANAGED_BOOKING" }),
    );
    expect(buildBookingCancelPayload({ reason: "OTHER", explanation: " Sold the flat " })).toEqual(
      Result.succeed({ reason: "OTHER", explanation: "Sold the flat" }),
    );
  });

  it("lets OTHER go without an explanation: the spec calls it optional", () => {
    expect(buildBookingCancelPayload({ reason: "OTHER" })).toEqual(Result.succeed({ reason: "OTHER" }));
  });

  it("refuses a sub-reason of another reason", () => {
    const result = buildBookingCancelPayload({ reason: "OTHER", subReason: "DAMAGED" });
    expect(Result.isFailure(result) && result.failure._tag).toBe("SubReasonNotAllowed");
  });

  it("builds only payloads the schema accepts", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bookingRejectReasons),
        fc.option(fc.constantFrom(...BookingRejectSubReason.literals), { nil: null }),
        fc.string({ maxLength: 6 }),
        (reason, subReason, explanation) => {
          const result = buildBookingCancelPayload({ reason, subReason, explanation });
          const fits = subReason === null || subReasonsFor(reason).includes(subReason);
          expect(Result.isSuccess(result)).toBe(fits);
          if (Result.isSuccess(result)) {
            expect(Exit.isSuccess(Schema.decodeUnknownExit(BookingCancelPayload)(result.success))).toBe(true);
            expect(result.success.explanation).toBe(
              explanation.trim() === "" ? undefined : explanation.trim(),
            );
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
