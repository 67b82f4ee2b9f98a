import { useTranslation } from "../../i18n/use-translation.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { intlLocale } from "../../i18n/i18n.ts";

const dayMs = 86_400_000;

export interface StayFormat {
  readonly dates: string;
  readonly nights: number;
  readonly price: string;
}

/**
 * One formatter per language, shared by every row: building an Intl formatter costs more than
 * using it, and rows mount by the dozen as the host types or scrolls. Each reservation's words are
 * kept too (documents are immutable and replaced on change, so they never go stale; the WeakMap
 * lets replaced ones go): a keystroke that brings a row back formats nothing again.
 */
const byLocale = new Map<string, (r: ReservationDocument) => StayFormat>();

export function stayFormatFor(locale: string): (r: ReservationDocument) => StayFormat {
  let format = byLocale.get(locale);
  if (format) return format;
  const dates = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  // Stays share their dates (a unit's changeover days, the same weekend on many units), and a range
  // is the costliest part of a row's words (about 20 µs): each pair is formatted once.
  const ranges = new Map<string, string>();
  const money = new Map<string, Intl.NumberFormat>();
  const formatted = new WeakMap<ReservationDocument, StayFormat>();
  format = (r) => {
    let stay = formatted.get(r);
    if (stay) return stay;
    let currency = money.get(r.currency);
    if (!currency) {
      currency = new Intl.NumberFormat(locale, { style: "currency", currency: r.currency });
      money.set(r.currency, currency);
    }
    const pair = `${r.checkIn}/${r.checkOut}`;
    let range = ranges.get(pair);
    if (range === undefined) {
      range = dates.formatRange(Date.parse(r.checkIn), Date.parse(r.checkOut));
      ranges.set(pair, range);
    }
    stay = {
      dates: range,
      nights: Math.round((Date.parse(r.checkOut) - Date.parse(r.checkIn)) / dayMs),
      price: currency.format(r.totalPrice),
    };
    formatted.set(r, stay);
    return stay;
  };
  byLocale.set(locale, format);
  return format;
}

/** Dates, nights and price of a stay in the chosen language's formats. */
export function useStayFormat(): (r: ReservationDocument) => StayFormat {
  const { i18n } = useTranslation();
  return stayFormatFor(intlLocale(i18n.language));
}
