import { useId } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { Dialog } from "./dialog.tsx";
import type { ShortcutList } from "./shortcut-keys.ts";

export interface ShortcutSection {
  /** The section's heading (already translated); a screen's own list has none. */
  readonly title?: string;
  readonly keys: ShortcutList;
}

/** `?` on a keyboard-driven screen: each key and what it does, from ./shortcut-keys.ts. */
export function ShortcutsDialog(props: {
  open: boolean;
  onClose: () => void;
  sections: readonly ShortcutSection[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} labelledBy={titleId} width={460}>
      <h2 id={titleId}>{t("shortcuts.title")}</h2>
      {props.sections.map((section, i) => (
        <section key={section.title ?? i} aria-label={section.title}>
          {section.title ? <h3 className="shortcuts-section">{section.title}</h3> : null}
          <dl className="shortcuts">
            {section.keys.map(([key, labelKey]) => (
              <div key={key} style={{ display: "contents" }}>
                <dt>
                  <kbd>{key}</kbd>
                </dt>
                <dd style={{ margin: 0 }}>{t(labelKey)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <div className="actions">
        <button type="button" className="primary" onClick={props.onClose} autoFocus>
          {t("shortcuts.close")}
        </button>
      </div>
    </Dialog>
  );
}
