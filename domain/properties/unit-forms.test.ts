import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { maxPrice, minPrice } from "../validation/price-bounds.ts";
import { minimumNoticeDays } from "../validation/minimum-notice.ts";
import { RoomType } from "./room-type.ts";
import {
  checkAboutForm,
  checkPriceForm,
  checkRegistrationNumber,
  checkRoomsForm,
  parseDecimal,
  parseWholeNumber,
  type AboutForm,
} from "./unit-forms.ts";

const runs = { numRuns: 1_000 };

describe("parsing numbers typed into a field", () => {
  it("reads back any whole number and any amount with up to 2 decimals, comma or point (1,000 runs)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 99 }), fc.boolean(), (whole, cents, comma) => {
        expect(parseWholeNumber(` ${whole} `)).toBe(whole);
        const text = `${whole}${comma ? "," : "."}${String(cents).padStart(2, "0")}`;
        expect(parseDecimal(text)).toBeCloseTo(whole + cents / 100, 6);
      }),
      runs,
    );
  });

  it("refuses signs, exponents, three decimals and words", () => {
    for (const text of ["-1", "1e3", "1.234", "ten", "", "1.", ".5", "1 000"]) {
      expect(parseDecimal(text), text).toBeUndefined();
    }
    expect(parseWholeNumber("2.5")).toBeUndefined();
  });
});

describe("checkPriceForm", () => {
  it("accepts a price exactly when it is within 1..1,000,000 and the notice is allowed (1,000 runs)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 1_000_010 }),
        fc.integer({ min: -1, max: 9 }),
        fc.constantFrom("instant" as const, "on-request" as const),
        (price, notice, mode) => {
          const checked = checkPriceForm({ price: String(price), minimumNoticeDays: String(notice) }, mode);
          const priceOk = price >= minPrice && price <= maxPrice;
          const noticeOk =
            (minimumNoticeDays as readonly number[]).includes(notice) && (mode === "instant" || notice >= 2);
          const fields = checked.ok ? [] : checked.problems.map((p) => p.field);
          expect(fields.includes("price")).toBe(!priceOk);
          expect(fields.includes("minimumNoticeDays")).toBe(!noticeOk);
          if (checked.ok) expect(checked.changes).toEqual({ price, minimumNoticeDays: notice });
        },
      ),
      runs,
    );
  });
});

describe("checkRoomsForm", () => {
  it("names each room whose type the pricing does not allow or whose beds are not 0..20 (1,000 runs)", () => {
    const row = fc.record({
      type: fc.constantFrom(...RoomType.literals, "attic"),
      beds: fc.oneof(fc.integer({ min: 0, max: 25 }).map(String), fc.constant("x")),
    });
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 8 }),
        fc.constantFrom("instant" as const, "on-request" as const),
        (rows, mode) => {
          const checked = checkRoomsForm(rows, mode);
          const expected = rows.flatMap((r, i) => {
            const typeOk =
              r.type === "bedroom" || r.type === "living_room" || (mode === "instant" && r.type !== "attic");
            const bedsOk = r.beds !== "x" && Number(r.beds) <= 20;
            return [...(typeOk ? [] : [`rooms.${i}.type`]), ...(bedsOk ? [] : [`rooms.${i}.beds`])];
          });
          expect(checked.ok ? [] : checked.problems.map((p) => p.field)).toEqual(expected);
        },
      ),
      runs,
    );
  });
});

describe("checkAboutForm", () => {
  const valid: AboutForm = {
    title: " Sea view ",
    description: "",
    accommodationType: "apartment",
    guests: "4",
    bedroomCount: "0",
    propertySize: "64.4",
    measurementUnit: "metric",
  };

  it("trims the title, rounds a metric size to whole square metres and keeps 2 decimals in square feet", () => {
    const metric = checkAboutForm(valid);
    expect(metric).toEqual({
      ok: true,
      changes: {
        title: "Sea view",
        description: "",
        accommodationType: "apartment",
        guests: 4,
        bedroomCount: 0,
        propertySize: 64,
        propertySizeMeasurementUnit: "metric",
      },
    });
    const imperial = checkAboutForm({ ...valid, propertySize: "693,18", measurementUnit: "imperial" });
    expect(imperial.ok && imperial.changes.propertySize).toBe(693.18);
  });

  it("lists the problems in the order of the fields, so the first is the one to focus", () => {
    const checked = checkAboutForm({
      ...valid,
      title: " ",
      guests: "0",
      bedroomCount: "-1",
      propertySize: "big",
    });
    expect(checked.ok ? [] : checked.problems.map((p) => p.field)).toEqual([
      "title",
      "guests",
      "bedroomCount",
      "propertySize",
    ]);
  });
});

describe("checkRegistrationNumber", () => {
  it("trims it and asks for one", () => {
    expect(checkRegistrationNumber("  ES-123 ")).toEqual({
      ok: true,
      changes: { registrationNumber: "ES-123" },
    });
    expect(checkRegistrationNumber("   ").ok).toBe(false);
    expect(checkRegistrationNumber("x".repeat(201)).ok).toBe(false);
  });
});
