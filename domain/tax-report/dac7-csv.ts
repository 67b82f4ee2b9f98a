// The DAC7 report file (operations spec §7: a CSV download). DAC7 asks platforms to report, per host
// and calendar year, each stay's consideration, the nights and where the property is; the file gives
// the host the same lines. Cells are quoted as RFC 4180 says, and a cell that a spreadsheet would run
// as a formula (=, +, -, @, tab, carriage return at its start) is prefixed with an apostrophe
// (OWASP's CSV-injection advice): guest names are typed by guests.
import { Schema } from "effect";

export interface Dac7StayLine {
  readonly bookingCode: string;
  readonly unitId: string;
  readonly unitTitle: string;
  readonly countryCode: string;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly nights: number;
  readonly guestCount: number;
  readonly currency: string;
  /** The stay's total as decimal text, exactly as stored (no float rounding on the way). */
  readonly totalPrice: string;
}

export const dac7CsvColumns = [
  "booking_code",
  "unit_id",
  "unit_title",
  "country",
  "check_in",
  "check_out",
  "nights",
  "guests",
  "currency",
  "total_price",
] as const;

/** A report year in a path: four digits, within the years the availability schema allows. */
export const Dac7Year = Schema.FiniteFromString.check(
  Schema.isInt(),
  Schema.isBetween({ minimum: 2000, maximum: 9999 }),
);

export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header line, then one line per stay, CRLF line ends as RFC 4180 writes them. */
export function dac7Csv(lines: readonly Dac7StayLine[]): string {
  const rows = lines.map((l) =>
    [
      l.bookingCode,
      l.unitId,
      l.unitTitle,
      l.countryCode,
      l.checkIn,
      l.checkOut,
      l.nights,
      l.guestCount,
      l.currency,
      l.totalPrice,
    ]
      .map(csvCell)
      .join(","),
  );
  return [dac7CsvColumns.join(","), ...rows].map((row) => `${row}\r\n`).join("");
}

/** The file name the server offers; reportFileName reads it back on the client. */
export const dac7FileName = (year: number) => `hearth-dac7-${year}.csv`;
