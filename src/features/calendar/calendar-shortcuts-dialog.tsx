import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../ui/dialog.tsx";

/** `?`: every key of the calendar. */
export function CalendarShortcutsDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const keys: Array<[string, string]> = [
    ["← → ↑ ↓", t("calendar.keys.move")],
    ["Shift + ← →", t("calendar.keys.extend")],
    ["b", t("calendar.keys.block")],
    ["u", t("calendar.keys.unblock")],
    ["Enter", t("calendar.keys.open")],
    ["t", t("calendar.keys.today")],
    ["PageUp / PageDown", t("calendar.keys.month")],
    ["Esc", t("calendar.keys.collapse")],
    ["?", t("shortcuts.help")],
  ];
  return (
    <Dialog open={props.open} onClose={props.onClose} labelledBy={titleId} width={460}>
      <h2 id={titleId}>{t("shortcuts.title")}</h2>
      <dl className="shortcuts">
        {keys.map(([key, what]) => (
          <div key={key} style={{ display: "contents" }}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd style={{ margin: 0 }}>{what}</dd>
          </div>
        ))}
      </dl>
      <div className="actions">
        <button type="button" className="primary" onClick={props.onClose} autoFocus>
          {t("shortcuts.close")}
        </button>
      </div>
    </Dialog>
  );
}
