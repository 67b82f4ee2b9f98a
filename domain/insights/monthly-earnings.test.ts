import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dayNumber, dayOfNumber } from "../calendar/calendar-day.ts";
import { yearEarnings, type PricedStay } from "./monthly-earnings.ts";

describe("yearEarnings", () => {
  it("earns a stay in its check-in month, each currency apart", () => {
    const stays: PricedStay[] = [
      { checkIn: "2025-01-30", totalPrice: 480.5, currency: "EUR" },
      { checkIn: "2025-03-02", totalPrice: 100, currency: "EUR" },
      { checkIn: "2025-03-09", totalPrice: 900, currency: "CHF" },
      { checkIn: "2024-12-31", totalPrice: 700, currency: "EUR" },
    ];
    const [chf, eur] = yearEarnings(stays, 2025);
    expect(chf).toMatchObject({ currency: "CHF", totalCents: 90000, stays: 1, averageCents: 90000 });
    expect(eur!.monthCents.slice(0, 3)).toEqual([48050, 0, 10000]);
    expect(eur).toMatchObject({ totalCents: 58050, stays: 2, averageCents: 29025 });
  });

  it("has nothing for a year without stays", () => {
    expect(yearEarnings([{ checkIn: "2023-05-01", totalPrice: 10, currency: "EUR" }], 2025)).toEqual([]);
  });

  it("adds the months up to the year's total, which is every stay of the year in cents", () => {
    const stay = fc.record({
      checkIn: fc.integer({ min: dayNumber("2024-06-01"), max: dayNumber("2026-06-01") }).map(dayOfNumber),
      totalPrice: fc.integer({ min: 100, max: 100_000_000 }).map((cents) => cents / 100),
      currency: fc.constantFrom("EUR", "CHF", "GBP"),
    });
    fc.assert(
      fc.property(fc.array(stay, { maxLength: 40 }), (stays) => {
        const earnings = yearEarnings(stays, 2025);
        for (const currency of earnings) {
          const mine = stays.filter((s) => s.currency === currency.currency && s.checkIn.startsWith("2025-"));
          expect(currency.stays).toBe(mine.length);
          expect(currency.totalCents).toBe(mine.reduce((sum, s) => sum + Math.round(s.totalPrice * 100), 0));
          expect(currency.monthCents.reduce((a, b) => a + b, 0)).toBe(currency.totalCents);
        }
        const currencies = new Set(stays.filter((s) => s.checkIn.startsWith("2025-")).map((s) => s.currency));
        expect(earnings.map((e) => e.currency).sort()).toEqual([...currencies].sort());
      }),
      { numRuns: 1000 },
    );
  });
});
