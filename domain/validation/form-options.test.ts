import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultRoomType } from "../properties/room-type.ts";
import { couponCodeOrAbsent } from "./coupon-code.ts";
import { isAllowedMinimumNotice, minimumNoticeOptions } from "./minimum-notice.ts";
import { photoViolations } from "./photo-constraints.ts";
import { isPriceWithinBounds, Price } from "./price-bounds.ts";
import { queryString } from "./query-string.ts";
import { isAllowedRoomType, roomTypeOptions } from "./room-type-options.ts";

describe("room types (listing spec §3, §5)", () => {
  it("defaults to bedroom and allows every type for instant pricing", () => {
    expect(defaultRoomType).toBe("bedroom");
    expect(roomTypeOptions("instant").every((o) => !o.disabled)).toBe(true);
    expect(isAllowedRoomType("kitchen_room", roomTypeOptions("instant"))).toBe(true);
  });

  it("disables all but bedroom and living room for on-request pricing, and refuses unknown types", () => {
    const onRequest = roomTypeOptions("on-request");
    expect(onRequest.filter((o) => !o.disabled).map((o) => o.value)).toEqual(["bedroom", "living_room"]);
    expect(isAllowedRoomType("bath_room", onRequest)).toBe(false);
    expect(isAllowedRoomType("garage", roomTypeOptions("instant"))).toBe(false);
  });
});

describe("price bounds (listing spec §5)", () => {
  it("accepts 1 to 1,000,000", () => {
    expect(isPriceWithinBounds(1)).toBe(true);
    expect(isPriceWithinBounds(1_000_000)).toBe(true);
    expect(isPriceWithinBounds(0.99)).toBe(false);
    expect(isPriceWithinBounds(1_000_000.01)).toBe(false);
    expect(isPriceWithinBounds(Number.NaN)).toBe(false);
  });

  it("agrees with the Price schema for any number", () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 2_000_000 }), (n) => {
        const decodes = Schema.decodeUnknownExit(Price)(n)._tag === "Success";
        return decodes === isPriceWithinBounds(n);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("minimum notice (listing spec §5)", () => {
  it("offers 0, 1, 2, 3 and 7 days", () => {
    expect(minimumNoticeOptions(false).map((o) => o.days)).toEqual([0, 1, 2, 3, 7]);
    expect(minimumNoticeOptions(false)[0]?.labelKey).toBe("listing.minimumNotice.sameDay");
  });

  it("disables same day and 1 day in the alternate list", () => {
    const alternate = minimumNoticeOptions(true);
    expect(alternate.filter((o) => o.disabled).map((o) => o.days)).toEqual([0, 1]);
    expect(isAllowedMinimumNotice(1, alternate)).toBe(false);
    expect(isAllowedMinimumNotice(2, alternate)).toBe(true);
    expect(isAllowedMinimumNotice(5, minimumNoticeOptions(false))).toBe(false);
  });
});

describe("coupon code (listing spec §5)", () => {
  it("is absent when empty", () => {
    expect(couponCodeOrAbsent("")).toBeUndefined();
    expect(couponCodeOrAbsent("   ")).toBeUndefined();
    expect(couponCodeOrAbsent(null)).toBeUndefined();
    expect(couponCodeOrAbsent("WELCOME")).toBe("WELCOME");
  });
});

describe("photo constraints (listing spec §5)", () => {
  const constraints = {
    mimeTypes: ["image/jpeg"],
    minWidth: 1024,
    minHeight: 683,
    maxWidth: 16000,
    maxHeight: 16000,
  };
  it("checks the mime type and the pixel bounds from the configuration", () => {
    expect(photoViolations({ mimeType: "image/jpeg", width: 2048, height: 1365 }, constraints)).toEqual([]);
    expect(photoViolations({ mimeType: "image/gif", width: 800, height: 600 }, constraints)).toEqual([
      "mime-type",
      "too-small",
    ]);
    expect(photoViolations({ mimeType: "image/jpeg", width: 16001, height: 700 }, constraints)).toEqual([
      "too-large",
    ]);
  });
});

describe("query strings (listing spec §5)", () => {
  it("drop empty values", () => {
    expect(queryString({ "criteria[search]": "", page: 1, limit: undefined, unitId: null })).toBe("?page=1");
    expect(queryString({ "criteria[search]": "sea view" })).toBe("?criteria%5Bsearch%5D=sea%20view");
    expect(queryString({})).toBe("");
  });
});
