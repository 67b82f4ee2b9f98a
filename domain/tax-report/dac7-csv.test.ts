import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { csvCell, dac7Csv, dac7FileName, type Dac7StayLine } from "./dac7-csv.ts";
import { reportFileName } from "./dac7-report.ts";

/** A small RFC 4180 reader, the oracle for the writer. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

const line = (overrides: Partial<Dac7StayLine> = {}): Dac7StayLine => ({
  bookingCode: "HB-1",
  unitId: "u-1",
  unitTitle: "Lake view",
  countryCode: "AT",
  checkIn: "2026-01-02",
  checkOut: "2026-01-05",
  nights: 3,
  guestCount: 2,
  currency: "EUR",
  totalPrice: "450.00",
  ...overrides,
});

describe("dac7Csv", () => {
  it("writes a header and one line per stay", () => {
    expect(dac7Csv([line()])).toBe(
      "booking_code,unit_id,unit_title,country,check_in,check_out,nights,guests,currency,total_price\r\n" +
        "HB-1,u-1,Lake view,AT,2026-01-02,2026-01-05,3,2,EUR,450.00\r\n",
    );
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`);
    expect(csvCell("-1")).toBe(`"'-1"`);
    expect(csvCell("@sum")).toBe(`"'@sum"`);
  });

  it("reads back cell for cell, whatever the titles hold", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme", maxLength: 20 }), { maxLength: 8 }), (titles) => {
        const lines = titles.map((unitTitle) => line({ unitTitle }));
        const parsed = parseCsv(dac7Csv(lines));
        expect(parsed).toHaveLength(lines.length + 1);
        parsed.slice(1).forEach((cells, i) => {
          const title = titles[i]!;
          expect(cells).toHaveLength(10);
          expect(cells[2]).toBe(/^[=+\-@\t\r]/.test(title) ? `'${title}` : title);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it("offers a file name the client keeps", () => {
    expect(reportFileName(`attachment; filename="${dac7FileName(2025)}"`, 2025)).toBe("hearth-dac7-2025.csv");
  });
});
