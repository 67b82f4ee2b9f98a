// Single-key shortcuts for a list page. Keys typed into a field or inside a dialog (a <dialog>
// or a popup with role="dialog", like the unit selector's) are the field's, not the list's; modifier combinations are left to the browser.
import { useEffect, useRef } from "react";

export type KeyHandlers = Partial<Record<string, (event: KeyboardEvent) => void>>;

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) ||
    target.closest('dialog[open], [role="dialog"]') !== null
  );
}

/** Enter and Space on a focused control press that control (a Retry or Shortcuts button, a link). */
export function isActivationOfControl(event: KeyboardEvent): boolean {
  if (event.key !== "Enter" && event.key !== " ") return false;
  const target = event.target;
  return (
    target instanceof HTMLElement &&
    target.closest('button, a[href], summary, [role="button"], [role="link"], [role="menuitem"]') !== null
  );
}

export function useListKeys(handlers: KeyHandlers): void {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      if (isActivationOfControl(event)) return;
      const handler = current.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler(event);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
