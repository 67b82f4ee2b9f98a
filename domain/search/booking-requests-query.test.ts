import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { BookingRequestsQuery } from "./booking-requests-query.ts";

describe("booking requests query", () => {
  it("refuses an unknown state or sorting when decoding", () => {
    expect(Exit.isFailure(Schema.decodeUnknownExit(BookingRequestsQuery)({ state: "PENDING" }))).toBe(true);
    expect(Exit.isFailure(Schema.decodeUnknownExit(BookingRequestsQuery)({ sorting: "price" }))).toBe(true);
    expect(Exit.isFailure(Schema.decodeUnknownExit(BookingRequestsQuery)({ limit: 1000 }))).toBe(true);
  });
});
