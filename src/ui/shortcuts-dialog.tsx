import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "./dialog.tsx";

/** `?` on a keyboard-driven screen: each key and what it does, as the screen lists them. */
export function ShortcutsDialog(props: {
  open: boolean;
  onClose: () => void;
  keys: ReadonlyArray<readonly [string, string]>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} labelledBy={titleId} width={460}>
      <h2 id={titleId}>{t("shortcuts.title")}</h2>
      <dl className="shortcuts">
        {props.keys.map(([key, what]) => (
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
