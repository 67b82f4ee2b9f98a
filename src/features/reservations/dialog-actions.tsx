// The last row of a reason dialog: a secondary button that closes without sending, then the primary
// submit. One component so the three dialogs keep the same order, which the keyboard path relies on
// (Tab from the last field reaches close, then submit). It takes translation keys, not words: the
// row is the same in every dialog but for those two.
import { useTranslation } from "../../i18n/use-translation.ts";

export function DialogActions(props: { closeKey: string; submitKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="actions">
      <button type="button" className="secondary" onClick={props.onClose}>
        {t(props.closeKey)}
      </button>
      <button type="submit" className="primary">
        {t(props.submitKey)}
      </button>
    </div>
  );
}
