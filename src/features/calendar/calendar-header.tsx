// The sticky header: the month over its first visible day, then each day's date and weekday.
import { memo, useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { headerHeight, labelWidth } from "./calendar-layout.ts";
import type { VisibleDay } from "./calendar-row.tsx";

export const CalendarHeader = memo(function CalendarHeader(props: {
  days: readonly VisibleDay[];
  width: number;
  today: string;
}) {
  const { t, i18n } = useTranslation();
  // Built once per language, not on every step of the drawn days.
  const { month, weekday } = useMemo(() => {
    const locale = i18n.language.replace("_", "-");
    return {
      month: new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }),
      weekday: new Intl.DateTimeFormat(locale, { weekday: "narrow", timeZone: "UTC" }),
    };
  }, [i18n.language]);
  return (
    <div
      role="row"
      aria-rowindex={1}
      className="calendar-header"
      style={{ width: props.width, height: headerHeight }}
    >
      <div role="columnheader" aria-colindex={1} className="calendar-corner" style={{ width: labelWidth }}>
        {t("calendar.units")}
      </div>
      {props.days.map((d, index) => {
        const date = new Date(`${d.day}T00:00:00Z`);
        return (
          <div
            key={d.column}
            role="columnheader"
            aria-colindex={d.column + 2}
            className="calendar-day"
            data-weekend={d.weekend || undefined}
            data-today={d.day === props.today || undefined}
            style={{ left: d.start }}
          >
            {(index === 0 || d.day.endsWith("-01")) && (
              <span className="calendar-month">{month.format(date)}</span>
            )}
            <span>{weekday.format(date)}</span>
            <strong>{Number(d.day.slice(8))}</strong>
          </div>
        );
      })}
    </div>
  );
});
