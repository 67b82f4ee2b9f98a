import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { OverlappingUnavailabilitiesPage, UnavailabilityChangePayload } from "./unavailability.ts";

describe("unavailability shapes", () => {
  it("accepts a block of at least one night and refuses a reversed one", () => {
    const decode = Schema.decodeUnknownExit(UnavailabilityChangePayload);
    expect(Exit.isSuccess(decode({ dateFrom: "2025-03-01", dateTo: "2025-03-02" }))).toBe(true);
    expect(String(decode({ dateFrom: "2025-03-02", dateTo: "2025-03-01" }))).toContain(
      "dateTo must be after dateFrom",
    );
  });

  it("decodes the overlapping-unavailabilities page of an inquiry", () => {
    const page = Schema.decodeUnknownSync(OverlappingUnavailabilitiesPage)({
      items: [{ unitId: "u-1", dateFrom: "2025-03-01", dateTo: "2025-03-04" }],
      pagination: { current: 1, next: null },
    });
    expect(page.items).toHaveLength(1);
    expect(
      Exit.isFailure(
        Schema.decodeUnknownExit(OverlappingUnavailabilitiesPage)({
          items: [],
          pagination: { current: 0, next: null },
        }),
      ),
    ).toBe(true);
  });
});
