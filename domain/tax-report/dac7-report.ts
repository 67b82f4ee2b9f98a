// The yearly DAC7 tax report (operations spec §3, §6, §7): the years on offer, newest first; the
// file name of a download; and who may see it (hosts on commission do not).
import { Schema } from "effect";
import type { AppFeatures } from "../user/user-info.ts";

/** Answer of GET /api/app/report/dac7/availability. */
export const Dac7Availability = Schema.Struct({
  years: Schema.Array(Schema.Int.check(Schema.isBetween({ minimum: 2000, maximum: 9999 }))),
});
export type Dac7Availability = typeof Dac7Availability.Type;

/** The years newest first, each once; the input is left as it was. */
export function dac7YearsDescending(years: readonly number[]): number[] {
  return [...new Set(years)].sort((a, b) => b - a);
}

export function isTaxReportVisible(features: Pick<AppFeatures, "commissionApplicable">): boolean {
  return !features.commissionApplicable;
}

function decodeExtendedValue(value: string): string | undefined {
  // RFC 5987: charset'language'percent-encoded; browsers send UTF-8, a few servers ISO-8859-1.
  const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const [, charset = "", encoded = ""] = match;
  if (charset.toLowerCase() === "iso-8859-1") {
    return encoded.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  if (charset.toLowerCase() !== "utf-8") return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

function parameter(header: string, name: string): string | undefined {
  // A quoted value may hold ";" and escaped quotes; an unquoted one runs to the next ";".
  const pattern = new RegExp(`(?:^|;)\\s*${name}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, "i");
  const match = pattern.exec(header);
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : match[2]!.trim();
}

/**
 * The name to save a downloaded report under: filename* (RFC 6266 prefers it) or filename from the
 * content-disposition header, else report-{year}.csv. Any directory part is dropped so a header
 * cannot steer where the browser writes.
 */
export function reportFileName(contentDisposition: string | null | undefined, year: number): string {
  const header = contentDisposition ?? "";
  const extended = parameter(header, "filename\\*");
  const name =
    (extended !== undefined ? decodeExtendedValue(extended) : undefined) ?? parameter(header, "filename");
  const base = name?.split(/[\\/]/).pop()?.trim() ?? "";
  return base === "" || base === "." || base === ".." ? `report-${year}.csv` : base;
}
