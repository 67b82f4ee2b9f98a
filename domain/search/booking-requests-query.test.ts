import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { UnitId } from "../ids.ts";
import { BookingRequestsQuery, bookingRequestsQueryString } from "./booking-requests-query.ts";

describe("booking requests query", () => {
  it("drops empty values (spec §5) and sends the search normalised", () => {
    expect(bookingRequestsQueryString({ search: "  ", state: "REQUESTED", page: 1 })).toBe(
      "?state=REQUESTED&page=1",
    );
    expect(bookingRequestsQueryString({ search: " sea  view ", unitId: UnitId.make("u 1") })).toBe(
      "?search=sea%20view&unitId=u%201",
    );
    expect(bookingRequestsQueryString({})).toBe("");
    expect(bookingRequestsQueryString({ "checkIn.to": "2025-03-01" })).toBe("?checkIn.to=2025-03-01");
  });

  it("refuses an unknown state or sorting when decoding", () => {
    expect(Exit.isFailure(Schema.decodeUnknownExit(BookingRequestsQuery)({ state: "PENDING" }))).toBe(true);
    expect(Exit.isFailure(Schema.decodeUnknownExit(BookingRequestsQuery)({ sorting: "price" }))).toBe(true);
    expect(Exit.isFailure(Schema.decodeUnknownExit(BookingRequestsQuery)({ limit: 1000 }))).toBe(true);
  });
});
