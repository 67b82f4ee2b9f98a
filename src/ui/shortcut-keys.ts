// Every keyboard shortcut of the app, once: each screen's `?` dialog lists its own, and the command
// palette's "keyboard shortcuts" lists them all, so the two can never disagree. A key's text is
// what is shown on the key cap; its label is an i18n key. The handlers live with their screens
// (use-calendar-keys.ts, the inbox and reservations pages); a new key goes here too.
export type ShortcutList = ReadonlyArray<readonly [keys: string, labelKey: string]>;

export const helpShortcut = ["?", "shortcuts.help"] as const;

/** Keys that work on every signed-in page. */
export const everywhereShortcuts: ShortcutList = [["Ctrl K / ⌘ K", "shortcuts.palette"], helpShortcut];

export const reservationsShortcuts: ShortcutList = [
  ["/", "shortcuts.search"],
  ["j / ↓", "shortcuts.next"],
  ["k / ↑", "shortcuts.previous"],
  ["Enter", "shortcuts.open"],
  ["c", "shortcuts.confirm"],
  ["r", "shortcuts.reject"],
  ["Esc", "shortcuts.close"],
];

export const inboxShortcuts: ShortcutList = [
  ["j / ↓", "inbox.keys.next"],
  ["k / ↑", "inbox.keys.previous"],
  ["Enter", "inbox.keys.open"],
  ["/", "inbox.keys.search"],
  ["e", "inbox.keys.archive"],
  ["s", "inbox.keys.favourite"],
  ["u", "inbox.keys.unread"],
  ["Ctrl / ⌘ + Enter", "inbox.keys.send"],
  ["Esc", "inbox.keys.leave"],
];

export const calendarShortcuts: ShortcutList = [
  ["← → ↑ ↓", "calendar.keys.move"],
  ["Shift + ← →", "calendar.keys.extend"],
  ["Shift + ↑ ↓", "calendar.keys.extendUnits"],
  ["b", "calendar.keys.block"],
  ["u", "calendar.keys.unblock"],
  ["Enter", "calendar.keys.open"],
  ["t", "calendar.keys.today"],
  ["g", "calendar.keys.jump"],
  ["PageUp / PageDown", "calendar.keys.month"],
  ["Esc", "calendar.keys.collapse"],
];
