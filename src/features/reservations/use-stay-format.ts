import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { intlLocale } from "../../i18n/i18n.ts";

const dayMs = 86_400_000;

/** Dates, nights and price of a stay in the chosen language's formats. */
export function useStayFormat(): (r: ReservationDocument) => {
  dates: string;
  nights: number;
  price: string;
} {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  // Formatters are costly to build and rows render by the hundred while scrolling.
  const dates = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
    [locale],
  );
  // One cache of currency formatters per language: a new language starts a new cache.
  const money = useMemo(
    () => ({ locale, byCurrency: new Map<string, Intl.NumberFormat>() }),
    [locale],
  ).byCurrency;
  return useCallback(
    (r) => {
      let currency = money.get(r.currency);
      if (!currency) {
        currency = new Intl.NumberFormat(locale, { style: "currency", currency: r.currency });
        money.set(r.currency, currency);
      }
      return {
        dates: dates.formatRange(Date.parse(r.checkIn), Date.parse(r.checkOut)),
        nights: Math.round((Date.parse(r.checkOut) - Date.parse(r.checkIn)) / dayMs),
        price: currency.format(r.totalPrice),
      };
    },
    [locale, dates, money],
  );
}
