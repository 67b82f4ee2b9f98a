import { useTranslation } from "react-i18next";
import { ShortcutsDialog } from "../../ui/shortcuts-dialog.tsx";

/** `?`: every key of the calendar. */
export function CalendarShortcutsDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ShortcutsDialog
      open={props.open}
      onClose={props.onClose}
      keys={[
        ["← → ↑ ↓", t("calendar.keys.move")],
        ["Shift + ← →", t("calendar.keys.extend")],
        ["Shift + ↑ ↓", t("calendar.keys.extendUnits")],
        ["b", t("calendar.keys.block")],
        ["u", t("calendar.keys.unblock")],
        ["Enter", t("calendar.keys.open")],
        ["t", t("calendar.keys.today")],
        ["g", t("calendar.keys.jump")],
        ["PageUp / PageDown", t("calendar.keys.month")],
        ["Esc", t("calendar.keys.collapse")],
        ["?", t("shortcuts.help")],
      ]}
    />
  );
}
