import { ShortcutsDialog } from "../../ui/shortcuts-dialog.tsx";
import { helpShortcut, calendarShortcuts } from "../../ui/shortcut-keys.ts";

/** `?`: every key of the calendar. */
export function CalendarShortcutsDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <ShortcutsDialog
      open={props.open}
      onClose={props.onClose}
      sections={[{ keys: [...calendarShortcuts, helpShortcut] }]}
    />
  );
}
