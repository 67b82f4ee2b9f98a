import type { MouseEvent } from "react";

/**
 * A plain left click, which the app handles in place; a modified or middle click opens another tab
 * or window (the browser's own handling of the link), leaving this page as it is.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
