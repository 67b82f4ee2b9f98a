// Single-key shortcuts for a list page. Keys typed into a field or inside a dialog (a <dialog>
// or a popup with role="dialog", like the unit selector's) are the field's, not the list's; modifier combinations are left to the browser.
//
// While a list shows its first screen from the kept copy (domain/first-screen/first-screen.ts) the
// live rows are not there yet: a key pressed then waits here instead of being lost or acting on the
// copy, and the page replays the waiting keys in order once its live rows are ready, or drops them
// if the live rows no longer start with the rows the host was looking at.
import { useEffect, useRef, useState } from "react";

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

function isShortcutEvent(event: KeyboardEvent): boolean {
  return (
    !(event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) &&
    !isActivationOfControl(event)
  );
}

/** Keys waiting for the live list, oldest first. One page shows a first screen at a time. */
const held: string[] = [];

function hold(key: string): void {
  // A few keys are all a host types in the moment before the store is open; a stuck key is not.
  if (held.length < 20) held.push(key);
}

/**
 * Holds list keys while a first screen shows before any page is mounted (the session is still
 * opening the store): one printable key (not Space, which scrolls), Enter or an arrow.
 */
export function useHoldListKeys(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutEvent(event)) return;
      const { key } = event;
      if (!((key.length === 1 && key !== " ") || ["Enter", "ArrowDown", "ArrowUp"].includes(key))) return;
      event.preventDefault();
      hold(key);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}

/**
 * `live`: false while the page shows its first screen from the copy (keys wait). `liveAgrees`:
 * whether the live rows start with the copy's rows (domain firstRowsAgree); waiting keys are
 * replayed only then.
 */
export function useListKeys(
  handlers: KeyHandlers,
  options: { readonly live?: boolean; readonly liveAgrees?: boolean } = {},
): void {
  const live = options.live ?? true;
  const liveAgrees = options.liveAgrees ?? true;
  const current = useRef(handlers);
  current.current = handlers;
  const waiting = useRef(!live);
  waiting.current = !live || held.length > 0;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutEvent(event)) return;
      const handler = current.current[event.key];
      if (!handler) return;
      event.preventDefault();
      // Behind keys still waiting, a new key waits its turn.
      if (waiting.current) hold(event.key);
      else handler(event);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  // One waiting key per render: each handler reads the selection the previous one left.
  const [replayed, setReplayed] = useState(0);
  // Judged once, when the live rows first show: a replayed key that archives a row changes them.
  const agreed = useRef<boolean | undefined>(undefined);
  if (live && agreed.current === undefined) agreed.current = liveAgrees;
  useEffect(() => {
    if (!live || held.length === 0) return;
    if (agreed.current === false) {
      held.length = 0;
      setReplayed((n) => n + 1);
      return;
    }
    const key = held.shift()!;
    current.current[key]?.(new KeyboardEvent("keydown", { key }));
    setReplayed((n) => n + 1);
  }, [live, replayed]);
}
