import { memo } from "react";
import { ShortcutsDialog } from "../../ui/shortcuts-dialog.tsx";
import { helpShortcut, inboxShortcuts } from "../../ui/shortcut-keys.ts";

const keys = [{ keys: [...inboxShortcuts, helpShortcut] }];

/** `?`: every key of the inbox. Memo: the page renders on every search keystroke, the dialog need not. */
export const InboxShortcutsDialog = memo(function InboxShortcutsDialog(props: {
  open: boolean;
  onClose: () => void;
}) {
  return <ShortcutsDialog open={props.open} onClose={props.onClose} sections={keys} />;
});
