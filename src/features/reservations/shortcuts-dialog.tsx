import { memo } from "react";
import { ShortcutsDialog as KeysDialog } from "../../ui/shortcuts-dialog.tsx";
import { helpShortcut, reservationsShortcuts } from "../../ui/shortcut-keys.ts";

/** `?`: every key of the reservations list (memo: closed, it need not be drawn again with the list). */
export const ShortcutsDialog = memo(function ShortcutsDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <KeysDialog
      open={props.open}
      onClose={props.onClose}
      sections={[{ keys: [...reservationsShortcuts, helpShortcut] }]}
    />
  );
});
