// Every key of the app, by screen, as the palette's "keyboard shortcuts" action lists them. Loaded the first
// time it is asked for, not with the first screen.
import { useTranslation } from "../../i18n/use-translation.ts";
import { ShortcutsDialog } from "../../ui/shortcuts-dialog.tsx";
import {
  calendarShortcuts,
  everywhereShortcuts,
  inboxShortcuts,
  reservationsShortcuts,
} from "../../ui/shortcut-keys.ts";

export function PaletteShortcutsDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ShortcutsDialog
      open={props.open}
      onClose={props.onClose}
      sections={[
        { title: t("shortcuts.everywhere"), keys: everywhereShortcuts },
        { title: t("navigation.reservations"), keys: reservationsShortcuts },
        { title: t("navigation.inbox"), keys: inboxShortcuts },
        { title: t("navigation.calendar"), keys: calendarShortcuts },
      ]}
    />
  );
}
