/**
 * Today as YYYY-MM-DD in the browser's time zone: "upcoming" and "current" are the host's days.
 * A named IANA time zone reads the day there instead (tests pass one to cover zones far from UTC).
 */
export function localToday(now: Date = new Date(), timeZone?: string): string {
  if (timeZone !== undefined) {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).formatToParts(now);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
    return `${part("year")}-${part("month")}-${part("day")}`;
  }
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}
