// The calendar's kept first screen with the page's title and its toolbar, disabled, for the starting
// screen (src/app/starting-screen.tsx). A chunk of its own, loaded only when the kept screen is the
// calendar's, so the reservations' and inbox's first screens do not carry the timeline's code.
// Its keys are not held for later (the lists' are): a step or a block over rows the host has not
// seen live is not one to replay; the live page takes keys from the moment it is there.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { CalendarFirstScreen } from "../../../domain/first-screen/first-screen.ts";
import { localToday } from "../../ui/local-today.ts";
import { CalendarToolbar } from "./calendar-toolbar.tsx";
import { KeptCalendarGrid } from "./kept-calendar-grid.tsx";

export function KeptCalendarScreen(props: { kept: CalendarFirstScreen }) {
  const { t } = useTranslation();
  return (
    <main aria-labelledby="calendar-title" className="calendar-page" aria-busy="true">
      <div className="sub-header">
        <h1 id="calendar-title">{t("calendar.title")}</h1>
      </div>
      <CalendarToolbar live={undefined} />
      <KeptCalendarGrid kept={props.kept} today={localToday()} />
    </main>
  );
}
