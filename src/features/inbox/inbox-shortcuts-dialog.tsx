import { memo } from "react";
import { useTranslation } from "react-i18next";
import { ShortcutsDialog } from "../../ui/shortcuts-dialog.tsx";

/** `?`: every key of the inbox. Memo: the page renders on every search keystroke, the dialog need not. */
export const InboxShortcutsDialog = memo(function InboxShortcutsDialog(props: {
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ShortcutsDialog
      open={props.open}
      onClose={props.onClose}
      keys={[
        ["j / ↓", t("inbox.keys.next")],
        ["k / ↑", t("inbox.keys.previous")],
        ["Enter", t("inbox.keys.open")],
        ["/", t("inbox.keys.search")],
        ["e", t("inbox.keys.archive")],
        ["s", t("inbox.keys.favourite")],
        ["u", t("inbox.keys.unread")],
        ["Ctrl / ⌘ + Enter", t("inbox.keys.send")],
        ["Esc", t("inbox.keys.leave")],
        ["?", t("shortcuts.help")],
      ]}
    />
  );
});
