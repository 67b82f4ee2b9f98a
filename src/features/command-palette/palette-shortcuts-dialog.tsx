// Every key of the app, as the palette's "keyboard shortcuts" action lists them. Loaded the first
// time it is asked for, not with the first screen.
import { useTranslation } from "react-i18next";
import { ShortcutsDialog } from "../../ui/shortcuts-dialog.tsx";

export function PaletteShortcutsDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ShortcutsDialog
      open={props.open}
      onClose={props.onClose}
      keys={[
        ["Ctrl K / ⌘ K", t("shortcuts.palette")],
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
}
