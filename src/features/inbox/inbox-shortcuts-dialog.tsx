import { ShortcutsDialog } from "../../ui/shortcuts-dialog.tsx";
import { helpShortcut, inboxShortcuts } from "../../ui/shortcut-keys.ts";

/** `?`: every key of the inbox. */
export function InboxShortcutsDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <ShortcutsDialog
      open={props.open}
      onClose={props.onClose}
      sections={[{ keys: [...inboxShortcuts, helpShortcut] }]}
    />
  );
}
