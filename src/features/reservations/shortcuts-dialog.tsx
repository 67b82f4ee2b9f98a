import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../ui/dialog.tsx";

/** `?`: every key of the reservations list. */
export function ShortcutsDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const keys: Array<[string, string]> = [
    ["/", t("shortcuts.search")],
    ["j / ↓", t("shortcuts.next")],
    ["k / ↑", t("shortcuts.previous")],
    ["Enter", t("shortcuts.open")],
    ["c", t("shortcuts.confirm")],
    ["r", t("shortcuts.reject")],
    ["Esc", t("shortcuts.close")],
    ["?", t("shortcuts.help")],
  ];
  return (
    <Dialog open={props.open} onClose={props.onClose} labelledBy={titleId} width={420}>
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
