// A labelled choice of year, newest first as given: the statistics' year and the tax report's.
import { useTranslation } from "../../i18n/use-translation.ts";

export function YearSelect(props: {
  years: readonly number[];
  value: number | undefined;
  onChange: (year: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="statistics-year">
      <span>{t("statistics.year")}</span>
      <select
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
        data-testid={props.testId}
      >
        {props.years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </label>
  );
}
