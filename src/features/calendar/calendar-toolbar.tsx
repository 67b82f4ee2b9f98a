// The calendar's toolbar: the search, the selection's words and the four actions with their keys.
// One definition for the live page and the kept first screen a reload paints before the store is
// read; there (`live` undefined) every control is shown in its place but disabled, since a search or
// a block over rows the host has not seen live is nothing to act on. Kept light (no unit selector,
// no session) so the kept screen's chunk stays small: the live page passes those in as `extra`.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";

export type CalendarToolbarActions = {
  search: string;
  onSearch: (search: string) => void;
  onBlock: () => void;
  onUnblock: () => void;
  onToday: () => void;
  onJump: () => void;
};

export function CalendarToolbar(props: {
  /** Undefined while the live page is not there: every control disabled. */
  live: CalendarToolbarActions | undefined;
  /** Between the search and the actions: the unit selector and the selection's words. */
  selection?: ReactNode;
  /** After the actions: the unit's calendar status. */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const { live } = props;
  const disabled = live === undefined;
  const button = (label: string, key: string, onClick: (() => void) | undefined) => (
    <button
      type="button"
      className="secondary"
      aria-keyshortcuts={disabled ? undefined : key}
      onClick={onClick}
      disabled={disabled}
    >
      {label}
    </button>
  );
  return (
    <div className="toolbar calendar-toolbar" role="toolbar" aria-label={t("calendar.selection")}>
      <input
        type="search"
        className="calendar-search"
        aria-label={t("calendar.search")}
        placeholder={t("calendar.search")}
        value={live?.search ?? ""}
        onChange={(event) => live?.onSearch(event.target.value)}
        data-testid={disabled ? undefined : "calendar-search"}
        disabled={disabled}
      />
      {props.selection}
      {button(t("calendar.blockAction"), "b", live?.onBlock)}
      {button(t("calendar.unblockAction"), "u", live?.onUnblock)}
      {button(t("calendar.today"), "t", live?.onToday)}
      {button(t("calendar.jump.action"), "g", live?.onJump)}
      {props.extra}
    </div>
  );
}
