import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { intervalEntryType } from "./calendar-entry-type.ts";
import { CalendarInterval } from "./calendar-interval.ts";
import { CalendarActionPayload } from "./calendar-status.ts";

const block = {
  id: "blk-1",
  unitId: "u-1",
  dateFrom: "2025-03-01",
  dateTo: "2025-03-03",
  source: "manual",
  booking: null,
  bookingRequest: null,
  inquiry: null,
  external: null,
};

describe("calendar interval", () => {
  it("decodes a block and refuses empty ranges, impossible days and unknown sources", () => {
    expect(Schema.decodeUnknownSync(CalendarInterval)(block).source).toBe("manual");
    const fails = (patch: object) =>
      Exit.isFailure(Schema.decodeUnknownExit(CalendarInterval)({ ...block, ...patch }));
    expect(fails({ dateTo: "2025-03-01" })).toBe(true);
    expect(fails({ dateTo: "2025-02-30" })).toBe(true);
    expect(fails({ source: "ical" })).toBe(true);
    expect(String(Schema.decodeUnknownExit(CalendarInterval)({ ...block, source: "ical" }))).toContain(
      '"automated_block"',
    );
  });

  it("names the entry type the calendar draws (spec §3)", () => {
    const base = Schema.decodeUnknownSync(CalendarInterval)(block);
    expect(intervalEntryType(base)).toBe("manual");
    expect(intervalEntryType({ ...base, source: "automated_block" })).toBe("manual");
    expect(intervalEntryType({ ...base, source: "multi" })).toBe("multi");
    expect(
      intervalEntryType({ ...base, source: null, booking: { publicId: "B1", status: "CONFIRMED" } }),
    ).toBe("booking");
    expect(
      intervalEntryType({ ...base, source: null, bookingRequest: { publicId: "R1", status: "REQUESTED" } }),
    ).toBe("booking_request");
    expect(
      intervalEntryType({ ...base, source: null, inquiry: { publicId: "I1", status: "REQUESTED" } }),
    ).toBe("inquiry");
    expect(
      intervalEntryType({ ...base, source: null, inquiry: { publicId: "I1", status: "CONFIRMED" } }),
    ).toBe("inquiry_confirmed");
    expect(intervalEntryType({ ...base, source: null, external: { provider: "smoobu" } })).toBe("smoobu");
    expect(intervalEntryType({ ...base, source: null, external: { provider: "airbnb-ical" } })).toBe(
      "external",
    );
  });

  it.each([
    ["REQUESTED", "inquiry"],
    ["ACTION_NEEDED", "inquiry"],
    ["CONFIRMED", "inquiry_confirmed"],
    ["IN_REVIEW_COLLECTION", "inquiry_confirmed"],
    ["REVIEW_COLLECTED", "inquiry_confirmed"],
    ["NO_REVIEW_COLLECTED", "inquiry_confirmed"],
    ["EXPIRED_CHECKOUT", "inquiry"],
    ["REJECTED", "inquiry"],
  ] as const)(
    "draws an inquiry %s as %s: a confirmed one, and one in review collection after its stay, apart",
    (status, type) => {
      const base = Schema.decodeUnknownSync(CalendarInterval)(block);
      expect(intervalEntryType({ ...base, source: null, inquiry: { publicId: "I1", status } })).toBe(type);
    },
  );

  it("accepts only the four calendar statuses as an action", () => {
    expect(Exit.isSuccess(Schema.decodeUnknownExit(CalendarActionPayload)({ status: "PAUSED" }))).toBe(true);
    expect(Exit.isFailure(Schema.decodeUnknownExit(CalendarActionPayload)({ status: "OPEN" }))).toBe(true);
  });
});
