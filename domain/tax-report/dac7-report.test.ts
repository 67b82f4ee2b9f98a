import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dac7YearsDescending, isTaxReportVisible, reportFileName } from "./dac7-report.ts";

describe("DAC7 report", () => {
  it("lists the years newest first without changing the input (spec §3)", () => {
    const years = Object.freeze([2023, 2025, 2024]);
    expect(dac7YearsDescending(years)).toEqual([2025, 2024, 2023]);
    expect(years).toEqual([2023, 2025, 2024]);
  });

  it("is hidden from hosts on commission (spec §6)", () => {
    expect(isTaxReportVisible({ commissionApplicable: true })).toBe(false);
    expect(isTaxReportVisible({ commissionApplicable: false })).toBe(true);
  });

  it("names the file report-{year}.csv when the header says nothing (spec §7)", () => {
    expect(reportFileName(null, 2024)).toBe("report-2024.csv");
    expect(reportFileName("attachment", 2024)).toBe("report-2024.csv");
    expect(reportFileName('attachment; filename=""', 2024)).toBe("report-2024.csv");
  });

  it("reads filename, quoted or not", () => {
    expect(reportFileName('attachment; filename="dac7 2024.csv"', 2024)).toBe("dac7 2024.csv");
    expect(reportFileName("attachment; filename=dac7-2024.csv; size=10", 2024)).toBe("dac7-2024.csv");
    expect(reportFileName('attachment; filename="a;b \\"x\\".csv"', 2024)).toBe('a;b "x".csv');
  });

  it("prefers filename*=UTF-8'' and decodes it", () => {
    expect(
      reportFileName(
        "attachment; filename=\"report.csv\"; filename*=UTF-8''Steuerbericht%20M%C3%BCller.csv",
        2024,
      ),
    ).toBe("Steuerbericht Müller.csv");
    expect(reportFileName("attachment; filename*=iso-8859-1'de'M%FCller.csv", 2024)).toBe("Müller.csv");
    expect(reportFileName("attachment; filename*=UTF-8''%E0%A4%A; filename=fallback.csv", 2024)).toBe(
      "fallback.csv",
    );
  });

  it("drops directories a header tries to smuggle in", () => {
    expect(reportFileName('attachment; filename="../../etc/passwd"', 2024)).toBe("passwd");
    expect(reportFileName('attachment; filename="..\\\\x.csv"', 2024)).toBe("x.csv");
    expect(reportFileName('attachment; filename=".."', 2024)).toBe("report-2024.csv");
  });

  it("always gives a non-empty name without a path separator", () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ maxLength: 40 }), { nil: null }),
        fc.integer({ min: 2020, max: 2040 }),
        (header, year) => {
          const name = reportFileName(header, year);
          expect(name.length).toBeGreaterThan(0);
          expect(name).not.toMatch(/[\\/]/);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("sorts any years newest first, each once", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2000, max: 2100 }), { maxLength: 20 }), (years) => {
        const sorted = dac7YearsDescending(years);
        expect(new Set(sorted)).toEqual(new Set(years));
        sorted.forEach((year, i) => i > 0 && expect(year).toBeLessThan(sorted[i - 1]!));
      }),
      { numRuns: 1000 },
    );
  });
});
