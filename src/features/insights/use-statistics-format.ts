// Numbers of the statistics in the host's language: counts, one-decimal means, percentages, money
// from cents, and short month names. The formatters are built once per language.
import { useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { intlLocale } from "../../i18n/i18n.ts";

export interface StatisticsFormat {
  count(value: number): string;
  /** A mean to one decimal; a dash when there is nothing to average. */
  mean(value: number | null): string;
  /** A rate of 0 to 1 as a percentage; a dash when there is none. */
  percent(value: number | null): string;
  money(cents: number, currency: string): string;
  /** "Jan", "févr.", … for month 1 to 12. */
  month(month: number): string;
}

export function useStatisticsFormat(): StatisticsFormat {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale);
    const mean = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
    const months = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" });
    const money = new Map<string, Intl.NumberFormat>();
    return {
      count: (value) => count.format(value),
      mean: (value) => (value === null ? "–" : mean.format(value)),
      percent: (value) => (value === null ? "–" : percent.format(value)),
      money: (cents, currency) => {
        let format = money.get(currency);
        if (!format)
          money.set(currency, (format = new Intl.NumberFormat(locale, { style: "currency", currency })));
        return format.format(cents / 100);
      },
      month: (month) => months.format(Date.UTC(2001, month - 1, 1)),
    };
  }, [locale]);
}
