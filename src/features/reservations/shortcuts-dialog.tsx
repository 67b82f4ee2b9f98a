import { memo } from "react";
import { useTranslation } from "react-i18next";
import { ShortcutsDialog as KeysDialog } from "../../ui/shortcuts-dialog.tsx";

/** `?`: every key of the reservations list (memo: closed, it need not be drawn again with the list). */
export const ShortcutsDialog = memo(function ShortcutsDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <KeysDialog
      open={props.open}
      onClose={props.onClose}
      keys={[
        ["/", t("shortcuts.search")],
        ["j / ↓", t("shortcuts.next")],
        ["k / ↑", t("shortcuts.previous")],
        ["Enter", t("shortcuts.open")],
        ["c", t("shortcuts.confirm")],
        ["r", t("shortcuts.reject")],
        ["Esc", t("shortcuts.close")],
        ["?", t("shortcuts.help")],
      ]}
    />
  );
});
